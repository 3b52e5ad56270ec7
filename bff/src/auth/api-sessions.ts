import { UpstreamHttpError, type ApiClient } from '../datasources/api-client.ts';
import type { UserRecord } from '../modules/user/user.mappers.ts';
import type { CallerCache } from './caller-cache.ts';
import { apiSessionHeaders, sessionCredentials } from './credentials.ts';

type Envelope<T> = { message: string; data: T };

export type SignIn = { token: string; id_token?: string } | { test_email: string };
export type OpenedSession = { session: string; user: UserRecord };

/** Why the API would not open a session, in the few words the login page gets (`/login?error=…`). */
export type SignInFailure = 'refused' | 'unavailable';

export type ApiSessions = {
  /** POST /api/login; the session the browser still carries is passed along so the API ends it. */
  open(signIn: SignIn, previousSession?: string): Promise<OpenedSession>;
  /** POST /api/logout: the API deletes the session and answers its ID token, if it kept one. */
  close(session: string): Promise<{ idToken?: string }>;
  /** GET /api/user/current: whether the API still knows the session (false too when it cannot say). */
  isLive(session: string): Promise<boolean>;
};

/**
 * The records API keeps every session (docs/decisions/008); the BFF only opens and closes them, and
 * forgets whom an ended session named.
 */
export function apiSessions(client: ApiClient, callers: CallerCache): ApiSessions {
  return {
    async open(signIn, previousSession) {
      if (previousSession) callers.forget(sessionCredentials(previousSession));
      const headers = previousSession ? apiSessionHeaders(previousSession) : {};
      const { data } = await client.call<Envelope<OpenedSession>>('POST', 'login', { json: signIn, headers });
      return data;
    },
    async close(session) {
      callers.forget(sessionCredentials(session));
      const { data } = await client.call<Envelope<{ id_token: string | null }>>('POST', 'logout', {
        headers: apiSessionHeaders(session),
      });
      // Again once the API has ended it: a replica may have asked who it names in the meantime.
      callers.forget(sessionCredentials(session));
      return { idToken: data.id_token ?? undefined };
    },
    async isLive(session) {
      try {
        await client.call('GET', 'user/current', { headers: apiSessionHeaders(session) });
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** A refusal (the API answered 4xx: bad token, unknown account) or a fault on the way. */
export function signInFailure(error: unknown): { failure: SignInFailure; status?: number; message: string } {
  if (error instanceof UpstreamHttpError && error.status < 500) {
    const body = error.body as { message?: string } | undefined;
    return { failure: 'refused', status: error.status, message: body?.message ?? error.message };
  }
  return {
    failure: 'unavailable',
    status: error instanceof UpstreamHttpError ? error.status : undefined,
    message: String(error),
  };
}
