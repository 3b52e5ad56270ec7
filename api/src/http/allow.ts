import type { RequestHandler } from 'express';
import { can, scopeAllows, type Operation } from '@rt/domain';
import { logEvent } from '../log.ts';
import { ApiError } from './api-error.ts';
import type { Caller } from './caller.ts';
import { requireCaller } from './require-caller.ts';

type Where = { method: string; originalUrl: string };

/** A 403, logged with who was refused what, where. */
function refusal(caller: Caller, operation: Operation, where: Where, message: string, scoped = false): ApiError {
  logEvent('warn', 'access refused', {
    who: caller.email,
    user_id: caller.id,
    ...(scoped ? { scope: caller.integrator_scope } : { role: caller.role }),
    operation,
    method: where.method,
    path: where.originalUrl.split('?')[0],
  });
  return new ApiError('FORBIDDEN', message);
}

/**
 * Lets the request through only when the caller's role may perform the operation: 401 without a
 * caller, 403 without the right (for an integrator, also without the scope: decision 076). Every
 * API route names its operation with this; the browser's own hiding of screens is no protection.
 */
export function allow(operation: Operation): RequestHandler {
  return (req, _res, next) => {
    const caller = requireCaller(req);
    if (!can(caller.role, operation)) throw refusal(caller, operation, req, 'You do not have access to this');
    // An integrator's scope narrows its role: a read-scoped one writes nothing, whatever the role.
    if (!scopeAllows(caller.integrator_scope, operation))
      throw refusal(caller, operation, req, "This integrator's scope is Read: it may not change anything", true);
    next();
  };
}

/**
 * A 403 for a caller whose role may call the route but not for this row (another user's metrics or
 * recent records), unless their role may perform `operation` (anyone's); logged as other refusals.
 */
export function requireOwnUnless(
  caller: Caller,
  userId: number,
  operation: Operation,
  where: Where,
  message: string,
): void {
  if (userId !== caller.id && !can(caller.role, operation)) throw refusal(caller, operation, where, message);
}
