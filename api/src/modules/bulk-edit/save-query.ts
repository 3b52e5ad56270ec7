import { sql } from 'kysely';
import { BULK_EDIT_MESSAGES } from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import { audit } from '../../db/audit.ts';
import { onUniqueViolation } from '../../db/unique-violation.ts';
import { ApiError, badRequest } from '../../http/api-error.ts';
import type { Caller } from '../../http/caller.ts';
import type { SaveQueryBody } from './bulk-edit-body.ts';
import {
  BULK_EDIT_SETTINGS,
  findSavedQueries,
  SAVED_QUERY_TITLE_INDEX,
  type SavedQuery,
  type StoredQuery,
} from './saved-queries.ts';

const failed = (message: string) => `${BULK_EDIT_MESSAGES.saveFailed} ${message}`;

const duplicateTitle = (title: string) =>
  new ApiError(
    'CONFLICT',
    failed(`A query titled '${title}' is already saved: choose another title, or load it and save it`),
    {
      field: 'query_title',
    },
  );

/** Refuses a batch or collection that does not exist: a saved query names only real ones. */
async function requireKnown(db: Db, table: 'batches' | 'research_collections', ids: number[], field: string) {
  if (ids.length === 0) return;
  const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  const missing = ids.find((id) => !found.some((row) => row.id === id));
  if (missing !== undefined)
    throw badRequest(
      failed(`${table === 'batches' ? 'Batch' : 'Research collection'} ${missing} does not exist`),
      field,
    );
}

/**
 * Saves a bulk query under its title: a new one without `id`, else the saved one with that id,
 * whoever saved it first (the list is shared by everyone who bulk-edits; it keeps who made each
 * query and who changed it last). Titles are unique whatever their case. Audited in its transaction.
 */
export async function saveQuery(db: Db, caller: Caller, body: SaveQueryBody): Promise<SavedQuery> {
  const stored: StoredQuery = {
    ...body.query,
    batch_id: body.batch_id,
    research_collection_id: body.research_collection_id,
  };
  const values = {
    settings_name: BULK_EDIT_SETTINGS,
    query_title: body.query_title,
    query: JSON.stringify(stored),
    batch_id: body.batch_id[0] ?? null,
    filter_settings: JSON.stringify(body.query.filters),
    column_settings: JSON.stringify(body.query.columns),
  };
  const id = await db.transaction().execute(async (trx) => {
    await requireKnown(trx, 'batches', body.batch_id, 'batch_id');
    await requireKnown(trx, 'research_collections', body.research_collection_id, 'research_collection_id');
    const before =
      body.id === null
        ? undefined
        : await trx
            .selectFrom('saved_queries')
            .selectAll()
            .where('id', '=', body.id)
            .where('settings_name', '=', BULK_EDIT_SETTINGS)
            .forUpdate()
            .executeTakeFirst();
    if (body.id !== null && !before)
      throw new ApiError('NOT_FOUND', failed(`Saved query ${body.id} was not found`), { field: 'id' });

    let sameTitle = trx
      .selectFrom('saved_queries')
      .select('id')
      .where('settings_name', '=', BULK_EDIT_SETTINGS)
      .where(sql<boolean>`lower(query_title) = lower(${body.query_title})`);
    if (body.id !== null) sameTitle = sameTitle.where('id', '<>', body.id);
    if (await sameTitle.executeTakeFirst()) throw duplicateTitle(body.query_title);

    const row =
      body.id === null
        ? await trx
            .insertInto('saved_queries')
            .values({ ...values, created_by: caller.id, updated_by: caller.id })
            .returningAll()
            .executeTakeFirstOrThrow()
            .catch(onUniqueViolation(SAVED_QUERY_TITLE_INDEX, () => duplicateTitle(body.query_title)))
        : await trx
            .updateTable('saved_queries')
            .set({ ...values, updated_by: caller.id, updated_at: sql<string>`now()` })
            .where('id', '=', body.id)
            .returningAll()
            .executeTakeFirstOrThrow()
            .catch(onUniqueViolation(SAVED_QUERY_TITLE_INDEX, () => duplicateTitle(body.query_title)));
    await audit(trx, caller, {
      action: before ? 'update' : 'create',
      entity: 'saved_query',
      entityId: row.id,
      before,
      after: row,
    });
    return row.id;
  });
  const [saved] = await findSavedQueries(db, id);
  return saved;
}
