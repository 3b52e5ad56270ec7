import { sql } from 'kysely';
import type { BulkQuery } from '@rt/domain';
import type { Db } from '../../db/connect.ts';
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

/** Stored as jsonb: PostgreSQL's driver answers it read, PGlite's may answer its text. */
const fromJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

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

/** Adds a chunk's changed records to its bulk change, inside the chunk's transaction. */
export async function countBulkChangeRecords(trx: Db, id: number, records: number): Promise<void> {
  await trx
    .updateTable('bulk_changes')
    .set({ records: sql`records + ${records}` })
    .where('id', '=', id)
    .execute();
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
