import express, { Router, type Request, type Response } from 'express';
import { requireCustomHeader } from '../http/require-custom-header.ts';
import { logEvent } from '../log.ts';
import { signInFailure, type ApiSessions, type SignIn } from './api-sessions.ts';
import type { AuthTransactions } from './auth-transaction.ts';
import type { HttpOnlyCookie } from './http-only-cookie.ts';
import { providerFailure, type OidcClient } from './oidc-client.ts';
import { safeReturnTo } from './return-to.ts';

export type AuthRouteDeps = {
  publicUrl: string;
  oidc: OidcClient;
  transactions: AuthTransactions;
  session: HttpOnlyCookie;
  sessions: ApiSessions;
  testMode: boolean;
};

/** The short reason a failed sign-in brings to the login page (`/login?error=…`); details go to the log. */
type SignInError = 'denied' | 'expired' | 'state' | 'exchange' | 'refused' | 'unavailable';

/**
 * Sign-in and sign-out (docs/decisions/008): the BFF runs the OpenID flow on the server and the
 * browser only ever holds the session cookie. No answer here carries a token.
 */
export function authRoutes({ publicUrl, oidc, transactions, session, sessions, testMode }: AuthRouteDeps): Router {
  const router = Router();
  router.use(['/auth', '/implicit'], (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  /** Opens the API's session for whoever signed in and hands the browser its id, the one cookie. */
  async function openSession(req: Request, res: Response, signIn: SignIn, via: string) {
    const opened = await sessions.open(signIn, session.read(req));
    session.set(res, opened.session);
    logEvent('info', 'signed in', {
      who: opened.user.email,
      user_id: opened.user.id,
      role: opened.user.role?.value ?? null,
      via,
      ip: req.ip,
    });
    return opened.user;
  }

  router.get('/auth/login', async (req, res) => {
    let started;
    try {
      started = await oidc.start(safeReturnTo(req.query.returnTo));
    } catch (error) {
      logEvent('error', 'sign-in provider unavailable', { ...providerFailure(error), ip: req.ip });
      res.redirect('/login?error=unavailable');
      return;
    }
    transactions.save(res, started.transaction);
    res.redirect(started.url.href);
  });

  router.get('/implicit/callback', async (req, res) => {
    /**
     * A failed callback sends the browser to the login page with the reason, unless it still holds
     * a live session (a callback replayed from history, a second tab's sign-in): then the person is
     * signed in, and home is where they are expected.
     */
    const fail = async (reason: SignInError, fields: Record<string, unknown> = {}) => {
      const current = session.read(req);
      const live = current !== undefined && (await sessions.isLive(current));
      logEvent('warn', 'sign-in failed', { reason, ...fields, via: 'oidc', ip: req.ip, kept_session: live });
      res.redirect(live ? '/' : `/login?error=${reason}`);
    };
    const { code, state, error } = req.query;
    if (typeof error === 'string') {
      transactions.take(req, res);
      await fail('denied', { provider_error: error, description: req.query.error_description });
      return;
    }
    // The spec's "Unable to parse a token from the url": nothing to finish, so home (which asks for sign-in).
    if (typeof code !== 'string' || typeof state !== 'string') {
      res.redirect('/');
      return;
    }
    const transaction = transactions.take(req, res);
    if (!transaction) return fail('expired');
    if (state !== transaction.state) return fail('state');

    let tokens;
    try {
      tokens = await oidc.finish(new URL(req.originalUrl, publicUrl), transaction);
    } catch (cause) {
      return fail('exchange', providerFailure(cause));
    }
    try {
      await openSession(req, res, { token: tokens.accessToken, id_token: tokens.idToken }, 'oidc');
    } catch (cause) {
      const { failure, status, message } = signInFailure(cause);
      return fail(failure, { who: tokens.email, api_status: status, error: message });
    }
    res.redirect(transaction.returnTo);
  });

  router.post('/auth/logout', requireCustomHeader, async (req, res) => {
    const current = session.read(req);
    session.clear(res);
    const { idToken } = current ? await sessions.close(current) : {};
    logEvent('info', 'signed out', { had_session: Boolean(current), ip: req.ip });
    // A session opened through the provider also ends there; a test sign-in has no provider session.
    res.json({ redirect: (idToken && (await providerSignOut())) || '/login' });
  });

  /** The provider's sign-out address; without it the person stays signed in there, but not here. */
  async function providerSignOut(): Promise<string | undefined> {
    try {
      return await oidc.endSessionUrl();
    } catch (error) {
      logEvent('error', 'sign-in provider unavailable at sign-out', { error: String(error) });
      return undefined;
    }
  }

  // Test sign-in by e-mail alone: only with AUTH_TEST_MODE=true (never in production, see config.ts).
  if (testMode) {
    router.post('/auth/test-login', requireCustomHeader, express.json({ limit: '4kb' }), async (req, res) => {
      const email: unknown = req.body?.email;
      if (typeof email !== 'string' || email.trim() === '') {
        res.status(400).json({ message: 'An e-mail is required', code: 'BAD_REQUEST' });
        return;
      }
      try {
        res.json({ user: await openSession(req, res, { test_email: email.trim() }, 'test') });
      } catch (cause) {
        const { failure, status, message } = signInFailure(cause);
        logEvent('warn', 'sign-in failed', {
          reason: failure,
          who: email,
          api_status: status,
          error: message,
          via: 'test',
          ip: req.ip,
        });
        const refused = failure === 'refused';
        res.status(refused ? 401 : 503).json({ message, code: refused ? 'UNAUTHENTICATED' : 'UPSTREAM_UNAVAILABLE' });
      }
    });
  }

  router.all('/auth/{*rest}', (req, res) => {
    res.status(404).json({ message: `No sign-in route ${req.method} ${req.path}`, code: 'NOT_FOUND' });
  });
  return router;
}
