import type { Request } from 'express';
import { notSignedIn } from './api-error.ts';
import type { Caller } from './caller.ts';

/** The signed-in caller, or 401: calls about "me" and "my work" have no answer for nobody. */
export function requireCaller(req: Request): Caller {
  if (!req.caller) throw notSignedIn();
  return req.caller;
}
