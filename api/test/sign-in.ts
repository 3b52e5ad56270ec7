import { DEMO_ACCOUNTS, type RoleName } from '@rt/domain';
import type { TestApi } from '../src/testing/harness.ts';
import { callApi } from './call-api.ts';
import { SESSION_COOKIE } from '../src/modules/auth/sessions.ts';

/** The demo coordinator, who may read everything the record tests read. */
export const COORDINATOR = 'coordinator@example.org';

/** The Cookie header that carries a session id, as the BFF sends it. */
export const sessionCookie = (session: string) => ({ cookie: `${SESSION_COOKIE}=${session}` });

/** Signs in by e-mail (the API must run with test sign-in on) and answers the session's Cookie header. */
export async function signIn(api: TestApi, email: string): Promise<{ cookie: string }> {
  const response = await fetch(`${api.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ test_email: email }),
  });
  const body = (await response.json()) as { message: string; data: { session: string } };
  if (response.status !== 200) throw new Error(`test sign-in as ${email} failed: ${response.status} ${body.message}`);
  return sessionCookie(body.data.session);
}

/** A caller for each role, the first demo account of it signed in, and `nobody` signed out. */
export async function signInEveryRole(api: TestApi): Promise<Record<RoleName | 'nobody', ReturnType<typeof callApi>>> {
  const callers = { nobody: callApi(api.url) } as Record<RoleName | 'nobody', ReturnType<typeof callApi>>;
  for (const account of DEMO_ACCOUNTS) {
    if (account.role in callers) continue;
    callers[account.role] = callApi(api.url, await signIn(api, account.email));
  }
  return callers;
}

/** The id of the user an e-mail names. */
export async function userIdOf(api: TestApi, email: string): Promise<number> {
  return (await api.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}
