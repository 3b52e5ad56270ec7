import { HTTPError, type Got } from 'got';
import type { UserRecord } from '../modules/user/user.mappers.ts';
import { apiSessionHeaders } from './credentials.ts';

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
};

/** The records API keeps every session (docs/decisions/008); the BFF only opens and closes them. */
export function apiSessions(client: Got): ApiSessions {
  return {
    async open(signIn, previousSession) {
      const headers = previousSession ? apiSessionHeaders(previousSession) : {};
      const { data } = await client.post('login', { json: signIn, headers }).json<Envelope<OpenedSession>>();
      return data;
    },
    async close(session) {
      const { data } = await client
        .post('logout', { headers: apiSessionHeaders(session) })
        .json<Envelope<{ id_token: string | null }>>();
      return { idToken: data.id_token ?? undefined };
    },
  };
}

/** A refusal (the API answered 4xx: bad token, unknown account) or a fault on the way. */
export function signInFailure(error: unknown): { failure: SignInFailure; status?: number; message: string } {
  if (error instanceof HTTPError && error.response.statusCode < 500) {
    const body = error.response.body as { message?: string } | undefined;
    return { failure: 'refused', status: error.response.statusCode, message: body?.message ?? error.message };
  }
  return { failure: 'unavailable', status: error instanceof HTTPError ? error.response.statusCode : undefined, message: String(error) };
}
