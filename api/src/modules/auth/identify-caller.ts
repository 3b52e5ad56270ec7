import type { Request, RequestHandler } from 'express';
import type { Db } from '../../db/connect.ts';
import { readCookie } from '../../http/cookies.ts';
import type { Caller } from '../../http/caller.ts';
import { findAccount } from './accounts.ts';
import { refuser, type Refuse } from './refuse-sign-in.ts';
import { findSessionCaller, SESSION_COOKIE, type SessionPolicy } from './sessions.ts';
import type { TokenVerifier } from './token-verifier.ts';

export type CallerSources = { tokens?: TokenVerifier; sessions: SessionPolicy };

function bearerToken(req: Request): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
}

/**
 * Who is calling: the account a bearer token names (integrators) or the user of a live session
 * cookie (browsers, through the BFF). No credentials, or a dead session, leave no caller, and
 * `allow()` answers 401; a bad bearer token is refused here, since its sender meant to sign in.
 */
export function identifyCaller(db: Db, { tokens, sessions }: CallerSources): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req);
    let caller: Caller | undefined;
    if (token !== undefined) {
      const refuse: Refuse = refuser(req, 'bearer');
      if (!tokens) refuse('not configured', { message: 'Sign-in is not configured' });
      caller = await findAccount(db, await tokens.verify(token, refuse), refuse);
    } else {
      const sessionId = readCookie(req, SESSION_COOKIE);
      caller = sessionId ? await findSessionCaller(db, sessions, sessionId) : undefined;
    }
    req.caller = caller;
    next();
  };
}
