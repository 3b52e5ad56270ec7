import type { RequestHandler } from 'express';
import { can, scopeAllows, type Operation } from '@rt/domain';
import { logEvent } from '../log.ts';
import { ApiError } from './api-error.ts';
import { requireCaller } from './require-caller.ts';

/**
 * Lets the request through only when the caller's role may perform the operation: 401 without a
 * caller, 403 without the right (for an integrator, also without the scope: decision 076). Every
 * API route names its operation with this; the browser's own hiding of screens is no protection.
 */
export function allow(operation: Operation): RequestHandler {
  return (req, _res, next) => {
    const caller = requireCaller(req);
    if (!can(caller.role, operation)) {
      logEvent('warn', 'access refused', {
        who: caller.email,
        user_id: caller.id,
        role: caller.role,
        operation,
        method: req.method,
        path: req.originalUrl.split('?')[0],
      });
      throw new ApiError('FORBIDDEN', 'You do not have access to this');
    }
    // An integrator's scope narrows its role: a read-scoped one writes nothing, whatever the role.
    if (!scopeAllows(caller.integrator_scope, operation)) {
      logEvent('warn', 'access refused', {
        who: caller.email,
        user_id: caller.id,
        scope: caller.integrator_scope,
        operation,
        method: req.method,
        path: req.originalUrl.split('?')[0],
      });
      throw new ApiError('FORBIDDEN', "This integrator's scope is Read: it may not change anything");
    }
    next();
  };
}
