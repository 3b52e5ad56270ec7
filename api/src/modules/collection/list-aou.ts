import type { Db } from '../../db/connect.ts';

export function listAou(db: Db) {
  return db.selectFrom('aou_list').select(['id', 'value']).orderBy('id').execute();
}
