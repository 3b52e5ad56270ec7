import type { Db } from '../../db/connect.ts';
import { selectCallers, type Caller } from '../../http/caller.ts';

export function listUsers(db: Db): Promise<Caller[]> {
  return selectCallers(db).orderBy('users.display_name').orderBy('users.id').execute();
}
