import { sql } from 'kysely';
import type { BulkQuery } from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import { fromJson } from '../../db/json-column.ts';
import { ApiError, badRequest } from '../../http/api-error.ts';
import type { Caller } from '../../http/caller.ts';
import { statisticsToday } from '../statistics/research-finishes.ts';

/** A field and the value a bulk change set on it. */
export type BulkChangeField = { resource: string; field: string; value: unknown };

/** One bulk change as GET /api/bulk_edit/changes lists it. */
export type BulkChange = {
  id: number;
  user_id: number;
  username: string | null;
  created_at: string;
  batch_id: number | null;
  fields: BulkChangeField[];
  query: BulkQuery | null;
  records: number;
  undone_at: string | null;
};

/** The row of a real bulk update, made before its first chunk so each chunk's audit rows can name it. */
export async function createBulkChange(
  db: Db,
  caller: Caller,
  change: { batch_id: number | null; fields: BulkChangeField[]; query: BulkQuery | null },
): Promise<number> {
  const { id } = await db
    .insertInto('bulk_changes')
    .values({
      user_id: caller.id,
      batch_id: change.batch_id,
      fields: JSON.stringify(change.fields),
      query: change.query === null ? null : JSON.stringify(change.query),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The fields of a bulk change as one text, whatever their order or the order of their keys. */
const fieldsKey = (batchId: number | null, fields: readonly BulkChangeField[]) =>
  JSON.stringify([
    batchId,
    fields
      .map((f) => [f.resource, f.field, f.value ?? null])
      .sort((a, b) => (`${a[0]}.${a[1]}` < `${b[0]}.${b[1]}` ? -1 : 1)),
  ]);

/**
 * A later request of the same action adds its records to the bulk change the first one made
 * (docs/decisions/036): only the caller's own, made today, not undone, setting the same fields,
 * values, link and batch; anything else is a 400 naming bulk_change_id.
 */
export async function requireContinuableBulkChange(
  db: Db,
  caller: Caller,
  id: number,
  change: { batch_id: number | null; fields: BulkChangeField[] },
): Promise<void> {
  const [found] = await findBulkChanges(db, id);
  const refuse = (why: string) => badRequest(`bulk_change_id ${id} cannot be added to: ${why}`, 'bulk_change_id');
  if (!found)
    throw new ApiError('NOT_FOUND', `bulk_change_id ${id} cannot be added to: there is no such bulk change.`, {
      field: 'bulk_change_id',
    });
  if (found.user_id !== caller.id) throw refuse('it is not your bulk change.');
  if (found.created_at.slice(0, 10) !== statisticsToday()) throw refuse('it was not made today.');
  if (found.undone_at !== null) throw refuse('it has been undone.');
  if (fieldsKey(found.batch_id, found.fields) !== fieldsKey(change.batch_id, change.fields))
    throw refuse('it set other fields, values, link or batch.');
}

/**
 * Adds a chunk's changed records to its bulk change, inside the chunk's transaction. A bulk change
 * undone meanwhile takes no more: the chunk fails and rolls back, so every record it names was
 * undone with it.
 */
export async function countBulkChangeRecords(trx: Db, id: number, records: number): Promise<void> {
  const counted = await trx
    .updateTable('bulk_changes')
    .set({ records: sql`records + ${records}` })
    .where('id', '=', id)
    .where('undone_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!counted) throw new ApiError('CONFLICT', `Bulk change ${id} was undone while records were being added to it`);
}

/** The start of `day` (UTC, as the statistics count days) as an instant. */
export const startOfDay = (day: string) => `${day}T00:00:00.000Z`;

/** The bulk changes made today (the statistics' calendar day), newest first; or the one `id`. */
export async function findBulkChanges(db: Db, id?: number): Promise<BulkChange[]> {
  const rows = await db
    .selectFrom('bulk_changes as bc')
    .leftJoin('users as u', 'u.id', 'bc.user_id')
    .select([
      'bc.id',
      'bc.user_id',
      'u.display_name as username',
      'bc.created_at',
      'bc.batch_id',
      'bc.fields',
      'bc.query',
      'bc.records',
      'bc.undone_at',
    ])
    .$if(id === undefined, (q) => q.where('bc.created_at', '>=', startOfDay(statisticsToday())))
    .$if(id !== undefined, (q) => q.where('bc.id', '=', id!))
    .orderBy('bc.created_at', 'desc')
    .orderBy('bc.id', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    fields: fromJson<BulkChangeField[]>(row.fields),
    query: row.query === null ? null : fromJson<BulkQuery>(row.query),
  }));
}
