import type { IntegratorScope } from '@rt/domain';
import type { Db } from '../../db/connect.ts';

/** An integrator as every integrator call answers it. */
export type IntegratorView = {
  id: number;
  name: string;
  /** The provider's client id: the `sub` of the integrator's client-credentials tokens. */
  client_id: string;
  role: { id: number; value: string };
  scope: IntegratorScope;
  created_at: string;
  /** The IT user who created it; null for the seed's. */
  created_by: { id: number; display_name: string } | null;
  /** When IT revoked it; null while it may call. */
  revoked_at: string | null;
};

/** The integrators (users with a scope), with their role and creator. */
export function selectIntegrators(db: Db) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .leftJoin('users as creators', 'creators.id', 'users.created_by')
    .select([
      'users.id',
      'users.display_name',
      'users.subject',
      'users.role_id',
      'roles.value as role',
      'users.integrator_scope',
      'users.created_at',
      'users.created_by',
      'creators.display_name as created_by_name',
      'users.revoked_at',
    ])
    .where('users.integrator_scope', 'is not', null);
}

type IntegratorRow = Awaited<ReturnType<ReturnType<typeof selectIntegrators>['executeTakeFirstOrThrow']>>;

export function toIntegratorView(row: IntegratorRow): IntegratorView {
  return {
    id: row.id,
    name: row.display_name,
    client_id: row.subject ?? '',
    role: { id: row.role_id!, value: row.role },
    scope: row.integrator_scope!,
    created_at: row.created_at,
    created_by:
      row.created_by === null
        ? null
        : { id: row.created_by, display_name: row.created_by_name ?? String(row.created_by) },
    revoked_at: row.revoked_at,
  };
}

/** Every integrator, the active ones first, then by name. */
export async function listIntegrators(db: Db): Promise<IntegratorView[]> {
  const rows = await selectIntegrators(db)
    .orderBy((eb) => eb('users.revoked_at', 'is not', null))
    .orderBy('users.display_name')
    .orderBy('users.id')
    .execute();
  return rows.map(toIntegratorView);
}

export async function findIntegrator(db: Db, id: number): Promise<IntegratorView | undefined> {
  const row = await selectIntegrators(db).where('users.id', '=', id).executeTakeFirst();
  return row && toIntegratorView(row);
}
