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
};

/** Writes who changed what, with the row before and after; call it inside the write's transaction. */
export async function audit(db: Db | Transaction<Database>, caller: Caller | undefined, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_user_id: caller?.id ?? null,
      actor_email: caller?.email ?? null,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}
