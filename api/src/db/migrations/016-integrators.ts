import { sql, type Kysely } from 'kysely';

/**
 * Integrators as accounts IT manages (docs/decisions/076): an integrator is a user whose `subject`
 * is a client id of the OpenID provider and whose `integrator_scope` is set ('read' or
 * 'read_write'); people keep it null. `revoked_at` ends an integrator's access at once (every
 * request reads it); `created_by` is the IT user who made it, null for the seed's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column integrator_scope text check (integrator_scope in ('read', 'read_write')),
      add column revoked_at timestamptz,
      add column created_by integer references users(id),
      -- Only an integrator is revoked, and an integrator is always named by a client id.
      add constraint users_integrator_check check (
        integrator_scope is not null and subject is not null or integrator_scope is null and revoked_at is null
      );
  `.execute(db);
}
