import {
  describeBulkQuery,
  findBulkEditField,
  RECORD_HISTORY_LIMIT,
  type BulkEditLookupList,
  type BulkFilter,
  type BulkQuery,
} from '@rt/domain';
import { sql, type RawBuilder } from 'kysely';
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
 * The audit rows of a record: those of the record itself (every save, creation and assignment
 * writes one, ADR 009) through the index of 001, and those of its biblios and usages deleted one by
 * one through the index of 007.
 */
function auditRowsOf(db: Db, id: number) {
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
  return own.unionAll(items);
}

/** How many changes a record has (a history page's total). */
export async function countHistoryRows(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom(auditRowsOf(db, id).as('a'))
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Which of a record's audit rows to read: between bounds on (occurred_at, id), in one direction, at most `limit`. */
export type HistoryWindow = { bounds: RawBuilder<boolean>[]; direction: 'asc' | 'desc'; limit: number };
/** The Details modal's: the newest RECORD_HISTORY_LIMIT. */
const NEWEST: HistoryWindow = { bounds: [], direction: 'desc', limit: RECORD_HISTORY_LIMIT };

/**
 * A record's audit rows (newest first by default) with the actor's name and, for an assignment,
 * the names of the assignees before and after.
 */
export function historyRows(db: Db, id: number, window: HistoryWindow = NEWEST) {
  let rows = db
    .selectFrom(auditRowsOf(db, id).as('a'))
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
      // The time to the microsecond, as a page's cursor keeps it (modules/connections/history-page.ts).
      sql<string>`to_char(a.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('occurred_at_text'),
    ]);
  for (const bound of window.bounds) rows = rows.where(bound);
  return rows
    .orderBy('a.occurred_at', window.direction)
    .orderBy('a.id', window.direction)
    .limit(window.limit)
    .execute();
}

type HistoryRow = Awaited<ReturnType<typeof historyRows>>[number];

/** The record's last RECORD_HISTORY_LIMIT changes, newest first, each as who, when and what; undefined for no such record. */
export async function loadRecordHistory(db: Db, id: number): Promise<RecordHistoryEntry[] | undefined> {
  const [record, rows] = await Promise.all([
    db.selectFrom('document_details').select('id').where('id', '=', id).executeTakeFirst(),
    historyRows(db, id),
  ]);
  if (!record) return undefined;
  return historyEntries(db, rows);
}

/** Audit rows of a record as changes in words: who, when and what. */
export async function historyEntries(db: Db, rows: HistoryRow[]): Promise<RecordHistoryEntry[]> {
  const bulkChangeIds = rows.map((row) => bulkChangeIdOf(row.after));
  const queries = await bulkQueriesInWords(db, bulkChangeIds);
  return rows.map((row, i) => {
    const bulkChangeId = bulkChangeIds[i];
    return {
      id: Number(row.id),
      at: row.occurred_at,
      who: row.actor_name ?? row.actor_email ?? 'System',
      changes: changeSentences({
        ...row,
        bulk_query: bulkChangeId === undefined ? undefined : queries.get(bulkChangeId),
      }),
    };
  });
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
  const queries = changes.flatMap((change) => {
    const query = fromJson<Pick<BulkQuery, 'filters'> | null>(change.query);
    return query ? [{ id: change.id, query }] : [];
  });
  const names = await choiceNames(
    db,
    queries.flatMap(({ query }) => query.filters),
  );
  return new Map(queries.map(({ id, query }) => [id, describeBulkQuery(query, (filter) => names.get(filter))]));
}

/**
 * The names of the list values and users the filters' ids stand for, where a filter's field offers
 * them: one read per list (and one of users) for all the filters.
 */
async function choiceNames(db: Db, filters: readonly BulkFilter[]): Promise<Map<BulkFilter, string>> {
  const byList = new Map<BulkEditLookupList | 'users', BulkFilter[]>();
  for (const filter of filters) {
    const options = findBulkEditField(filter.resource, filter.field)?.options;
    if (typeof filter.value !== 'number' || !options || options.kind === 'values') continue;
    const list = options.kind === 'lookup' ? options.list : 'users';
    byList.set(list, [...(byList.get(list) ?? []), filter]);
  }
  const names = new Map<BulkFilter, string>();
  await Promise.all(
    [...byList].map(async ([list, named]) => {
      const ids = named.map((filter) => filter.value as number);
      const rows =
        list === 'users'
          ? await db.selectFrom('users').select(['id', 'display_name as name']).where('id', 'in', ids).execute()
          : await db.selectFrom(list).select(['id', 'value as name']).where('id', 'in', ids).execute();
      const nameOf = new Map(rows.map((row) => [row.id, row.name]));
      for (const filter of named) {
        const name = nameOf.get(filter.value as number);
        if (name) names.set(filter, name);
      }
    }),
  );
  return names;
}
