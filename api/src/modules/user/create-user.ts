import type { Db } from '../../db/connect.ts';
import { audit } from '../../db/audit.ts';
import { findCaller, type Caller } from '../../http/caller.ts';

export type NewUser = { email: string; display_name: string; subject: string | null; role_id: number };

/**
 * Inserts a user and audits its creation in one transaction: made by the user themselves at a
 * first sign-in (`byThemselves`), or by nobody signed in (`npm run users:add` at the server).
 */
export async function createUser(db: Db, user: NewUser, { byThemselves }: { byThemselves: boolean }): Promise<Caller> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
    const created = (await findCaller(trx, { id }))!;
    await audit(trx, byThemselves ? created : undefined, {
      action: 'create',
      entity: 'user',
      entityId: id,
      after: { email: user.email, display_name: user.display_name, role: created.role },
    });
    return created;
  });
}
