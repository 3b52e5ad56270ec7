import type { RequestHandler } from 'express';
import type { Db } from '../db/connect.ts';

export type Caller = {
  id: number;
  email: string;
  display_name: string;
  role_id: number | null;
  role: string | null;
};

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

export const DEMO_CALLER_EMAIL = 'coordinator@example.org';

/** Users as callers (with their role's value); the user module lists them through the same query. */
export function selectCallers(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'users.email', 'users.display_name', 'users.role_id', 'roles.value as role']);
}

export async function findCaller(db: Db, where: { email: string } | { id: number }): Promise<Caller | undefined> {
  const query = selectCallers(db);
  return ('email' in where ? query.where('users.email', '=', where.email) : query.where('users.id', '=', where.id)).executeTakeFirst();
}

/**
 * Who is calling. Until sign-in lands, every call acts as the demo coordinator; this middleware is
 * the one place that changes when sessions arrive.
 */
export function identifyCaller(db: Db): RequestHandler {
  return async (req, _res, next) => {
    req.caller = await findCaller(db, { email: DEMO_CALLER_EMAIL });
    next();
  };
}
