import { sql } from 'kysely';
import { ROLE_IDS, type IntegratorScope } from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import { audit } from '../../db/audit.ts';
import { onUniqueViolation } from '../../db/unique-violation.ts';
import type { Caller } from '../../http/caller.ts';
import { ApiError, badRequest, notFound } from '../../http/api-error.ts';
import { logEvent } from '../../log.ts';
import { findIntegrator, type IntegratorView } from './integrator-view.ts';

export type NewIntegrator = { name: string; client_id: string; role_id: number; scope: IntegratorScope };
export type IntegratorChange = { name?: string | null; role_id?: number | null; scope?: IntegratorScope | null };

/**
 * Integrators never get the IT role: managing accounts stays with people, and an integrator never
 * counts as the one IT user who must remain (assign-role.ts).
 */
async function integratorRole(db: Db, roleId: number) {
  const role = await db.selectFrom('roles').select(['id', 'value']).where('id', '=', roleId).executeTakeFirst();
  if (!role) throw badRequest(`There is no role with id ${roleId}`, 'role_id');
  if (role.id === ROLE_IDS.IT) throw badRequest('An integrator cannot have the IT role', 'role_id');
  return role;
}

const clientIdTaken = (clientId: string) =>
  new ApiError('CONFLICT', `An account already uses the client id ${clientId}`, { field: 'client_id' });

/**
 * An integrator's e-mail: users need one, an integrator has none. The reserved `.invalid` domain
 * (RFC 2606) is never a provider's verified e-mail, so no sign-in can ever be tied to it.
 */
const placeholderEmail = (clientId: string) => `${clientId}@integrators.invalid`;

/** Creates an integrator: the account a client-credentials token with `sub` = `client_id` acts as. */
export async function createIntegrator(db: Db, by: Caller, input: NewIntegrator): Promise<IntegratorView> {
  const role = await integratorRole(db, input.role_id);
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('subject', '=', input.client_id), eb('email', '=', placeholderEmail(input.client_id))]))
    .executeTakeFirst();
  if (taken) throw clientIdTaken(input.client_id);

  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({
        email: placeholderEmail(input.client_id),
        display_name: input.name,
        subject: input.client_id,
        role_id: role.id,
        integrator_scope: input.scope,
        created_by: by.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch(onUniqueViolation('users_subject_key', () => clientIdTaken(input.client_id)))
      .catch(onUniqueViolation('users_email_key', () => clientIdTaken(input.client_id)));
    await audit(trx, by, {
      action: 'create',
      entity: 'integrator',
      entityId: row.id,
      after: { name: input.name, client_id: input.client_id, role: role.value, scope: input.scope },
    });
    return row.id;
  });
  const created = (await findIntegrator(db, id))!;
  logEvent('info', 'integrator created', {
    who: by.email,
    user_id: by.id,
    integrator_id: id,
    client_id: input.client_id,
    role: role.value,
    scope: input.scope,
  });
  return created;
}

async function activeIntegrator(db: Db, id: number): Promise<IntegratorView> {
  const integrator = await findIntegrator(db, id);
  if (!integrator) throw notFound('Integrator', id);
  if (integrator.revoked_at) throw new ApiError('CONFLICT', `${integrator.name} is revoked and cannot be changed`);
  return integrator;
}

/** Renames an integrator or changes its role or scope; applies at its next request. */
export async function updateIntegrator(
  db: Db,
  by: Caller,
  id: number,
  change: IntegratorChange,
): Promise<IntegratorView> {
  const before = await activeIntegrator(db, id);
  const role = change.role_id ? await integratorRole(db, change.role_id) : before.role;
  const after = { name: change.name ?? before.name, role: role.value, scope: change.scope ?? before.scope };
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ display_name: after.name, role_id: role.id, integrator_scope: after.scope, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    await audit(trx, by, {
      action: 'update',
      entity: 'integrator',
      entityId: id,
      before: { name: before.name, role: before.role.value, scope: before.scope },
      after,
    });
  });
  logEvent('info', 'integrator changed', { who: by.email, user_id: by.id, integrator_id: id, ...after });
  return (await findIntegrator(db, id))!;
}

/**
 * Revokes an integrator: every request reads `revoked_at`, so its tokens are refused from the next
 * call on. Revoking one already revoked changes nothing and answers it as it is.
 */
export async function revokeIntegrator(db: Db, by: Caller, id: number): Promise<IntegratorView> {
  const before = await findIntegrator(db, id);
  if (!before) throw notFound('Integrator', id);
  if (before.revoked_at) return before;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ revoked_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    // An integrator never signs in, but no session of it may outlive the revocation either.
    await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
    await audit(trx, by, { action: 'update', entity: 'integrator', entityId: id, before: { revoked_at: null } });
  });
  const revoked = (await findIntegrator(db, id))!;
  logEvent('info', 'integrator revoked', {
    who: by.email,
    user_id: by.id,
    integrator_id: id,
    client_id: before.client_id,
  });
  return revoked;
}
