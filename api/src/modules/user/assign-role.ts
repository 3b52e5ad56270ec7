import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { audit } from '../../db/audit.ts';
import { findCaller, type Caller } from '../../http/caller.ts';
import { ApiError, badRequest, notFound } from '../../http/api-error.ts';
import { logEvent } from '../../log.ts';
import { ROLE_IDS } from '@rt/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';

/** The advisory lock that puts role changes in a queue (any constant of this app's own). */
const ROLE_CHANGE_LOCK = 7_100_001;

/**
 * Someone must be able to give roles: the last IT user cannot lose the role. The IT users' rows are
 * locked (in id order, so two role changes never wait on each other crosswise) before they are
 * counted: a concurrent demotion waits for this one, then counts what it left.
 */
async function keepOneIt(trx: Transaction<Database>) {
  const itUsers = await trx
    .selectFrom('users')
    .select('id')
    .where('role_id', '=', ROLE_IDS.IT)
    .orderBy('id')
    .forUpdate()
    .execute();
  if (itUsers.length <= 1)
    throw new ApiError('CONFLICT', 'At least one user must keep the IT role', { field: 'role_id' });
}

/**
 * Gives a user another role, with an audit row and a log line. Nothing else is needed for it to
 * apply: every request reads the caller's role afresh. `by` is undefined for the operator's
 * `npm run users:add`, which has no account to act as.
 */
export async function assignRole(
  db: Db,
  by: Caller | undefined,
  { userId, roleId }: { userId: number; roleId: number },
): Promise<Caller> {
  const role = await db.selectFrom('roles').select(['id', 'value']).where('id', '=', roleId).executeTakeFirst();
  if (!role) throw badRequest(`There is no role with id ${roleId}`, 'role_id');

  const { before, after } = await db.transaction().execute(async (trx) => {
    // Role changes go one at a time: with row locks alone, concurrent demotions on PostgreSQL
    // sometimes deadlocked (a 500). Role changes are rare, so a queue costs nothing.
    await sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK})`.execute(trx);
    const before = await findCaller(trx, { id: userId });
    if (!before) throw notFound('User', userId);
    // An integrator's role is changed with its scope, where the IT role is refused (modules/integrators).
    if (before.integrator_scope)
      throw new ApiError('CONFLICT', `${before.display_name} is an integrator: change its role under Integrators`);
    if (before.role_id === ROLE_IDS.IT && role.id !== ROLE_IDS.IT) await keepOneIt(trx);
    await trx
      .updateTable('users')
      .set({ role_id: role.id, updated_at: sql<string>`now()` })
      .where('id', '=', userId)
      .execute();
    await audit(trx, by, {
      action: 'update',
      entity: 'user',
      entityId: userId,
      before: { role_id: before.role_id, role: before.role },
      after: { role_id: role.id, role: role.value },
    });
    return { before, after: { ...before, role_id: role.id, role: role.value } };
  });

  logEvent('info', 'role changed', {
    who: by?.email ?? 'npm run users:add',
    who_id: by?.id ?? null,
    whom: after.email,
    whom_id: after.id,
    from: before.role,
    to: after.role,
  });
  return after;
}
