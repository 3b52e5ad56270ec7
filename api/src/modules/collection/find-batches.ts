import type { Db } from '../../db/connect.ts';

/**
 * The batch row every batch call answers with, location count included. Exported so other modules
 * (the full record) embed the same shape instead of restating it.
 */
export function selectBatchRows(db: Db) {
  return db.selectFrom('batches').select((eb) => [
    'batches.id',
    'batches.title',
    'batches.research_collection_id',
    'batches.period',
    'batches.period_number',
    'batches.date_from',
    'batches.date_to',
    'batches.status',
    'batches.target_complete_date',
    eb
      .selectFrom('locations')
      .select((count) => count.fn.countAll<number>().as('count'))
      .whereRef('locations.batch_id', '=', 'batches.id')
      .$asScalar()
      .$notNull()
      .as('location_count'),
  ]);
}

export function findBatches(db: Db, filter: { id?: number; researchCollectionId?: number } = {}) {
  let query = selectBatchRows(db).orderBy('batches.date_from', 'desc').orderBy('batches.id');
  if (filter.id !== undefined) query = query.where('batches.id', '=', filter.id);
  if (filter.researchCollectionId !== undefined) {
    query = query.where('batches.research_collection_id', '=', filter.researchCollectionId);
  }
  return query.execute();
}
