import { sql } from 'kysely';
import type { BulkColumn, BulkFilter, BulkQuery } from '@rt/domain';
import type { Db } from '../../db/connect.ts';

/** The kind of settings a bulk-edit query is saved as (the spec's settings_name). */
export const BULK_EDIT_SETTINGS = 'bulk_edit';

/** The unique index on (settings_name, lower(query_title)) (migration 009). */
export const SAVED_QUERY_TITLE_INDEX = 'saved_queries_title_key';

/** A saved query's `query`: the query as it runs, with the batches and collections it reads. */
export type StoredQuery = BulkQuery & { batch_id: number[]; research_collection_id: number[] };

/** A saved query as the load call answers it (spec section 3's saved bulk query, and when and by whom it last changed). */
export type SavedQuery = {
  id: number;
  settings_name: string;
  query_title: string;
  query: StoredQuery;
  batch_id: number | null;
  created_by_username: string;
  created_at: string;
  updated_by_username: string | null;
  updated_at: string;
  filter_settings: BulkFilter[];
  column_settings: BulkColumn[];
};

/** Bulk-edit saved queries by title (whatever its case), then id; or the one with `id`. */
export async function findSavedQueries(db: Db, id?: number): Promise<SavedQuery[]> {
  const rows = await db
    .selectFrom('saved_queries as sq')
    .innerJoin('users as cu', 'cu.id', 'sq.created_by')
    .leftJoin('users as uu', 'uu.id', 'sq.updated_by')
    .select([
      'sq.id',
      'sq.settings_name',
      'sq.query_title',
      'sq.query',
      'sq.batch_id',
      'cu.display_name as created_by_username',
      'sq.created_at',
      'uu.display_name as updated_by_username',
      'sq.updated_at',
      'sq.filter_settings',
      'sq.column_settings',
    ])
    .where('sq.settings_name', '=', BULK_EDIT_SETTINGS)
    .$if(id !== undefined, (q) => q.where('sq.id', '=', id!))
    .orderBy(sql`lower(sq.query_title)`)
    .orderBy('sq.id')
    .execute();
  return rows as SavedQuery[];
}
