import type { Db } from '../../db/connect.ts';

export function findLocations(db: Db, filter: { id: number } | { batchId: number } | { batchIds: number[] }) {
  const query = db.selectFrom('locations').selectAll().orderBy('id');
  if ('id' in filter) return query.where('id', '=', filter.id).execute();
  if ('batchId' in filter) return query.where('batch_id', '=', filter.batchId).execute();
  return filter.batchIds.length === 0 ? Promise.resolve([]) : query.where('batch_id', 'in', filter.batchIds).execute();
}
