import type { Transaction } from 'kysely';
import type { Caller } from '../http/caller.ts';
import type { Database } from './types.ts';
import type { Db } from './connect.ts';

export type AuditEntry = {
  action: 'create' | 'update' | 'delete';
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  /** When it happened, as an ISO instant; now (the transaction's time) unless given: history loaded after the fact. */
  occurredAt?: string;
};

/** Rows per statement: far below PostgreSQL's limit of bind parameters (8 per row). */
const ROWS_PER_STATEMENT = 1000;

/**
 * Writes who changed what, with the row before and after; call it inside the write's transaction,
 * so the change and its audit rows are stored together or not at all. A list is written in a few
 * multi-row statements (a distribution of records touches many).
 */
export async function audit(
  db: Db | Transaction<Database>,
  caller: Caller | undefined,
  entries: AuditEntry | readonly AuditEntry[],
): Promise<void> {
  const list: readonly AuditEntry[] = Array.isArray(entries) ? entries : [entries as AuditEntry];
  const rows = list.map((entry) => ({
    occurred_at: entry.occurredAt,
    actor_user_id: caller?.id ?? null,
    actor_email: caller?.email ?? null,
    action: entry.action,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
  }));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await db
      .insertInto('audit_log')
      .values(rows.slice(start, start + ROWS_PER_STATEMENT))
      .execute();
  }
}
