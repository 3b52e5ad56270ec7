import { Router } from 'express';
import type { Db } from '../../db/connect.ts';
import { readCookie } from '../../http/cookies.ts';
import { findCaller, type Caller } from '../../http/caller.ts';
import { jsonBody, reader, text } from '../../http/input.ts';
import { ok } from '../../http/respond.ts';
import { OPEN, route } from '../../http/route.ts';
import { logEvent } from '../../log.ts';
import { toUserView } from '../user/user-view.ts';
import { signInAccount } from './accounts.ts';
import { refuser, type Refuse } from './refuse-sign-in.ts';
import { closeSession, openSession, SESSION_COOKIE, type SessionPolicy } from './sessions.ts';
import type { TokenVerifier } from './token-verifier.ts';

export type SignInOptions = { tokens?: TokenVerifier; sessions: SessionPolicy; testMode: boolean };

/** The sign-in's fields as sent: which are missing is the sign-in's refusal to tell (and log). */
const anything = reader((value) => value);
const LOGIN_BODY = jsonBody({ token: anything, test_email: anything, id_token: text('id_token', 20_000) });
type LoginBody = { token: unknown; test_email: unknown };

/** A non-empty text field of the body, or the refusal of the sign-in. */
function requiredText(value: unknown, refuse: Refuse, what: string): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 10_000 || value.includes('\u0000'))
    return refuse(`missing ${what}`, { message: `A ${what} is required` });
  return value.trim();
}

/**
 * POST /api/login and /api/logout, called by the BFF (docs/decisions/008). They need no caller:
 * login makes one, and logout ends whatever session the cookie names.
 */
export function authRoutes(db: Db, { tokens, sessions, testMode }: SignInOptions): Router {
  const router = Router();

  async function tokenSignIn(body: LoginBody, refuse: Refuse): Promise<Caller> {
    const token = requiredText(body.token, refuse, 'token');
    if (!tokens) return refuse('not configured', { message: 'Sign-in is not configured' });
    return signInAccount(db, tokens, { token, claims: await tokens.verify(token, refuse) }, refuse);
  }

  async function testSignIn(body: LoginBody, refuse: Refuse): Promise<Caller> {
    if (!testMode) return refuse('test sign-in is off', { message: 'Test sign-in is not enabled' });
    const email = requiredText(body.test_email, refuse, 'test_email');
    return (
      (await findCaller(db, { email })) ??
      refuse('unknown test account', { message: 'No account has that e-mail', who: email })
    );
  }

  route(router, 'post', '/login', OPEN, { body: LOGIN_BODY }, async ({ body }, req, res) => {
    const refuse = refuser(req, 'login');
    const idToken = body.id_token ?? undefined;
    const viaTest = body.test_email !== undefined;
    const user = viaTest ? await testSignIn(body, refuse) : await tokenSignIn(body, refuse);
    // An integrator calls with its bearer token: a session would outlive its revocation.
    if (user.integrator_scope)
      refuse('integrator sign-in', {
        message: 'An integrator calls with a bearer token, not a session',
        who: user.email,
      });
    // Each sign-in gets a new id; a session the request still carried ends here.
    const previous = readCookie(req, SESSION_COOKIE);
    if (previous) await closeSession(db, previous);
    const session = await openSession(db, sessions, { userId: user.id, idToken });
    logEvent('info', 'signed in', {
      who: user.email,
      user_id: user.id,
      role: user.role,
      via: viaTest ? 'test' : 'token',
      ip: req.ip,
    });
    ok(res, { session, user: toUserView(user) }, 'Signed in');
  });

  // Idempotent: a missing or unknown session still answers 200, so a retried logout never fails.
  route(router, 'post', '/logout', OPEN, {}, async (_input, req, res) => {
    const sessionId = readCookie(req, SESSION_COOKIE);
    const idToken = sessionId ? await closeSession(db, sessionId) : null;
    ok(res, { id_token: idToken }, 'Signed out');
  });

  return router;
}
