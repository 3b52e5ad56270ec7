import { RECORD_HISTORY_LIMIT } from '@rt/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { changeSentences } from './record-history-sentences.ts';

/** GET /api/document_detail/history/{id}: one change of a record, newest first. */
export type RecordHistoryEntry = {
  /** The audit row's id. */
  id: number;
  /** When it was stored (ISO 8601). */
  at: string;
  /** The actor's display name, else their e-mail; 'System' for the seed and imports. */
  who: string;
  changes: string[];
};

/** The record a biblio or usage deleted on its own belonged to: the expression of migration 007's index. */
const itemRecordId = sql<string>`coalesce(before -> 'biblio', before -> 'usage') ->> 'document_detail_id'`;

const COLUMNS = [
  'id',
  'occurred_at',
  'actor_user_id',
  'actor_email',
  'action',
  'entity',
  'entity_id',
  'before',
  'after',
] as const;

/**
 * The audit rows of a record, newest first: those of the record itself (every save, creation and
 * assignment writes one, ADR 009) through the index of 001, and those of its biblios and usages
 * deleted one by one through the index of 007; with the actor's name and, for an assignment, the
 * names of the assignees before and after.
 */
function historyRows(db: Db, id: number) {
  const own = db
    .selectFrom('audit_log')
    .select(COLUMNS)
    .where('entity', '=', 'document_detail')
    .where('entity_id', '=', String(id));
  // Literal entity names, so that the planner sees the index's predicate whatever the plan.
  const items = db
    .selectFrom('audit_log')
    .select(COLUMNS)
    .where(sql<boolean>`entity in ('biblio', 'usage')`)
    .where(itemRecordId, '=', String(id));
  return db
    .selectFrom(own.unionAll(items).as('a'))
    .leftJoin('users as actor', 'actor.id', 'a.actor_user_id')
    .leftJoin('users as was', (join) => join.on(sql<boolean>`was.id = (a.before ->> 'assigned_user_id')::int`))
    .leftJoin('users as now', (join) => join.on(sql<boolean>`now.id = (a.after ->> 'assigned_user_id')::int`))
    .select([
      'a.id',
      'a.occurred_at',
      'a.action',
      'a.entity',
      'a.entity_id',
      'a.before',
      'a.after',
      'a.actor_email',
      'actor.display_name as actor_name',
      'was.display_name as assignee_before',
      'now.display_name as assignee_after',
    ])
    .orderBy('a.occurred_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(RECORD_HISTORY_LIMIT)
    .execute();
}

/** The record's last RECORD_HISTORY_LIMIT changes, newest first, each as who, when and what; undefined for no such record. */
export async function loadRecordHistory(db: Db, id: number): Promise<RecordHistoryEntry[] | undefined> {
  const [record, rows] = await Promise.all([
    db.selectFrom('document_details').select('id').where('id', '=', id).executeTakeFirst(),
    historyRows(db, id),
  ]);
  if (!record) return undefined;
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.occurred_at,
    who: row.actor_name ?? row.actor_email ?? 'System',
    changes: changeSentences(row),
  }));
}
