import type { Db } from '../../db/connect.ts';

export function findLocations(db: Db, filter: { id: number } | { batchId: number }) {
  const query = db.selectFrom('locations').selectAll().orderBy('id');
  return ('id' in filter ? query.where('id', '=', filter.id) : query.where('batch_id', '=', filter.batchId)).execute();
}
