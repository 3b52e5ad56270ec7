/**
 * Signed-in callers of the bench, through test sign-in: the BFF's sets its session cookie, the
 * API's answers a session id.
 */
import { benchFetch, type BenchResponse } from './http-client.ts';

export const RESEARCHER = 'researcher@example.org';
export const COORDINATOR = 'coordinator@example.org';

/** The answer's JSON body; throws on an HTTP failure or GraphQL errors, naming `what` failed. */
export async function check(response: BenchResponse, what: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text.slice(0, 300)}`);
  const body = JSON.parse(text) as { errors?: unknown };
  if (body.errors) throw new Error(`${what}: ${JSON.stringify(body.errors).slice(0, 300)}`);
  return body;
}

/** A GraphQL operation through the BFF as one signed-in user. */
export type GraphqlCall = (query: string, variables?: Record<string, unknown>) => Promise<unknown>;

export async function bffSession(bff: string, email: string): Promise<GraphqlCall> {
  const login = await benchFetch(`${bff}/auth/test-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ email }),
  });
  await check(login, 'BFF test sign-in');
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async (query, variables = {}) =>
    check(
      await benchFetch(`${bff}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie },
        body: JSON.stringify({ query, variables }),
      }),
      'GraphQL',
    );
}

/** The headers of one signed-in user's API calls: JSON, and the session cookie. */
export async function apiSession(api: string, email: string): Promise<Record<string, string>> {
  const login = (await check(
    await benchFetch(`${api}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ test_email: email }),
    }),
    'API test sign-in',
  )) as { data: { session: string } };
  return { 'content-type': 'application/json', cookie: `rt_session=${login.data.session}` };
}
