import type { Request } from 'express';
import { ApiError } from '../../http/api-error.ts';
import { logEvent } from '../../log.ts';

/** Stops a sign-in or a bearer call: 401 with a plain message, the reason only in the log. */
export type Refuse = (reason: string, options?: { message?: string; who?: string }) => never;

export function refuser(req: Request, via: 'login' | 'bearer'): Refuse {
  return (reason, { message = 'Invalid or expired token', who } = {}) => {
    logEvent('warn', 'sign-in failed', { reason, via, who, ip: req.ip, path: req.originalUrl.split('?')[0] });
    throw new ApiError('UNAUTHENTICATED', message);
  };
}
