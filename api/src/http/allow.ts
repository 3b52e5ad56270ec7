import type { RequestHandler } from 'express';
import { can, type Operation } from '@rt/domain';
import { logEvent } from '../log.ts';
import { ApiError } from './api-error.ts';
import { requireCaller } from './require-caller.ts';

/**
 * Lets the request through only when the caller's role may perform the operation: 401 without a
 * caller, 403 without the right. Every API route names its operation with this; the browser's own
 * hiding of screens is no protection.
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
    next();
  };
}
