import {
  describeBulkQuery,
  findBulkEditField,
  RECORD_HISTORY_LIMIT,
  type BulkFilter,
  type BulkQuery,
} from '@rt/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { fromJson } from '../../db/json-column.ts';
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
  const queries = await bulkQueriesInWords(
    db,
    rows.map((row) => bulkChangeIdOf(row.after)),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.occurred_at,
    who: row.actor_name ?? row.actor_email ?? 'System',
    changes: changeSentences({ ...row, bulk_query: queries.get(bulkChangeIdOf(row.after) ?? -1) }),
  }));
}

/** The bulk change an audit row of a bulk update names (docs/decisions/035), if any. */
function bulkChangeIdOf(after: unknown): number | undefined {
  const row = fromJson<{ bulk_change?: { id?: unknown } } | null>(after);
  const id = row?.bulk_change?.id;
  return typeof id === 'number' ? id : undefined;
}

/**
 * The queries the bulk changes ran, in words by id ('Usage Copy type equals 'Photocopy''): a list's
 * value named from its list, an assignee by name, as the Bulk Edit screen offered them.
 */
async function bulkQueriesInWords(db: Db, ids: ReadonlyArray<number | undefined>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== undefined))];
  if (wanted.length === 0) return new Map();
  const changes = await db.selectFrom('bulk_changes').select(['id', 'query']).where('id', 'in', wanted).execute();
  const words = new Map<number, string>();
  for (const change of changes) {
    const query = fromJson<Pick<BulkQuery, 'filters'> | null>(change.query);
    if (!query) continue;
    const names = new Map<BulkFilter, string>();
    for (const filter of query.filters) {
      const name = await choiceName(db, filter);
      if (name !== undefined) names.set(filter, name);
    }
    words.set(
      change.id,
      describeBulkQuery(query, (filter) => names.get(filter)),
    );
  }
  return words;
}

/** The name of the list value or user a filter's id stands for, when the filter's field offers one. */
async function choiceName(db: Db, filter: BulkFilter): Promise<string | undefined> {
  const options = findBulkEditField(filter.resource, filter.field)?.options;
  if (typeof filter.value !== 'number' || !options || options.kind === 'values') return undefined;
  if (options.kind === 'lookup') {
    const row = await db.selectFrom(options.list).select('value').where('id', '=', filter.value).executeTakeFirst();
    return row?.value ?? undefined;
  }
  const user = await db.selectFrom('users').select('display_name').where('id', '=', filter.value).executeTakeFirst();
  return user?.display_name ?? undefined;
}
