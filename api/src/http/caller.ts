import type { IntegratorScope } from '@rt/domain';
import type { Db } from '../db/connect.ts';

/** Who is calling, with the role as stored now: read on every request, so a role change applies at once. */
export type Caller = {
  id: number;
  email: string;
  display_name: string;
  role_id: number | null;
  role: string | null;
  /** An integrator's scope (docs/decisions/076), null for a person; absent where no request read it. */
  integrator_scope?: IntegratorScope | null;
  /** When IT revoked this integrator: its tokens are refused from then on. */
  revoked_at?: string | null;
};

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by identifyCaller (modules/auth) from the session cookie or a bearer token. */
    caller?: Caller;
  }
}

/** Users as callers (with their role's value); the user module lists them through the same query. */
export function selectCallers(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'users.id',
      'users.email',
      'users.display_name',
      'users.role_id',
      'roles.value as role',
      'users.integrator_scope',
      'users.revoked_at',
    ]);
}

export type CallerKey = { email: string } | { id: number } | { subject: string };

export async function findCaller(db: Db, where: CallerKey): Promise<Caller | undefined> {
  const query = selectCallers(db);
  if ('email' in where) return query.where('users.email', '=', where.email).executeTakeFirst();
  if ('subject' in where) return query.where('users.subject', '=', where.subject).executeTakeFirst();
  return query.where('users.id', '=', where.id).executeTakeFirst();
}
