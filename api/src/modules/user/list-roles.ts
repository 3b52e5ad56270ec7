import type { Db } from '../../db/connect.ts';

export function listRoles(db: Db) {
  return db.selectFrom('roles').select(['id', 'value']).orderBy('id').execute();
}
