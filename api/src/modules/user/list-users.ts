import type { Db } from '../../db/connect.ts';
import { selectCallers, type Caller } from '../../http/caller.ts';

/** The people (integrators have their own list, modules/integrators): User Access, assignees. */
export function listUsers(db: Db): Promise<Caller[]> {
  return selectCallers(db)
    .where('users.integrator_scope', 'is', null)
    .orderBy('users.display_name')
    .orderBy('users.id')
    .execute();
}
