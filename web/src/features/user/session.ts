import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { CurrentUserQuery } from './currentUser.ts';

/**
 * The browser's side of sign-in (docs/decisions/008-sign-in-and-sessions.md). The BFF runs the
 * OpenID flow and keeps every token; the browser only holds an HttpOnly cookie it cannot read,
 * follows the redirects and asks `me` who is signed in.
 */

/** Local-storage key of the test sign-in (spec section 2: "a test-token bypass"): a demo e-mail. */
export const TEST_TOKEN_KEY = 'testToken';

/** Sent with every POST to /auth/*: a "non-simple" request, which the BFF's CSRF check requires. */
const AUTH_HEADERS = { 'apollo-require-preflight': 'true' } as const;

/**
 * The address to come back to after sign-in: the one the guard kept in the router state
 * (`{ from: location }`), as a path on this site. Anything else, and /login itself, gives '/'.
 */
export function returnToFrom(state: unknown): string {
  const from = isRecord(state) ? state.from : undefined;
  let path: string;
  if (typeof from === 'string') path = from;
  else if (isRecord(from) && typeof from.pathname === 'string') {
    path = from.pathname + text(from.search) + text(from.hash);
  } else return '/';
  if (!isLocalPath(path) || /^\/(login|implicit\/callback)(?=$|[/?#])/.test(path)) return '/';
  return path;
}

/** Where the Login button goes: the BFF's start of the sign-in redirect. */
export function signInAddress(returnTo: string): string {
  return `/auth/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Starts the sign-in redirect (the provider's page, then back to `returnTo`). */
export function startSignIn(returnTo: string): void {
  window.location.assign(signInAddress(returnTo));
}

/**
 * True when a GraphQL call failed because nobody is signed in: the BFF's UNAUTHENTICATED error, or
 * a bare HTTP 401 when something on the way dropped the GraphQL body.
 */
export function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

type Fetch = typeof fetch;

/**
 * Logout (spec section 2): clears the current user, has the server end the session, then goes to
 * the provider's end-session address the server answers, which comes back to /login. When the
 * server cannot be reached the session cookie may live on until it expires; the user still lands
 * on /login.
 */
export async function signOut(
  client: Pick<ApolloClient, 'clearStore'>,
  {
    fetchFn = fetch,
    storage = safeLocalStorage(),
    go = (url: string) => window.location.assign(url),
  }: { fetchFn?: Fetch; storage?: Pick<Storage, 'removeItem'> | null; go?: (url: string) => void } = {},
): Promise<void> {
  storage?.removeItem(TEST_TOKEN_KEY);
  await client.clearStore();
  let redirect = '/login';
  try {
    const response = await fetchFn('/auth/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: AUTH_HEADERS,
    });
    if (response.ok) {
      const body: unknown = await response.json();
      if (isRecord(body) && typeof body.redirect === 'string' && body.redirect) redirect = body.redirect;
    } else {
      console.warn(`Logout answered ${response.status}; going to /login.`);
    }
  } catch (cause) {
    console.warn('Logout could not reach the server; going to /login.', cause);
  }
  go(redirect);
}

let testSignIn: Promise<void> | null = null;

/**
 * The test sign-in, once per app start: when local storage holds a `testToken` (a demo user's
 * e-mail) and nobody is signed in, asks the server to open a session for that user
 * (`POST /auth/test-login`, which exists only when the server runs with AUTH_TEST_MODE=true), then
 * fetches `me` again. When test mode is off (404) nothing happens and the guard sends the user to
 * /login as usual.
 */
export function signInWithTestToken(
  client: Pick<ApolloClient, 'query'>,
  options: TestSignInOptions = {},
): Promise<void> {
  testSignIn ??= runTestSignIn(client, options);
  return testSignIn;
}

type TestSignInOptions = { fetchFn?: Fetch; storage?: Pick<Storage, 'getItem'> | null };

export async function runTestSignIn(
  client: Pick<ApolloClient, 'query'>,
  { fetchFn = fetch, storage = safeLocalStorage() }: TestSignInOptions = {},
): Promise<void> {
  const email = storage?.getItem(TEST_TOKEN_KEY)?.trim();
  if (!email) return;

  const signedIn = await client.query({ query: CurrentUserQuery, fetchPolicy: 'network-only' }).then(
    ({ data }) => Boolean(data?.me),
    (error: unknown) => {
      if (isUnauthenticated(error)) return false;
      // Any other failure is the guard's to show (it sends the user to /login).
      console.warn('The current-user call failed; no test sign-in.', error);
      return true;
    },
  );
  if (signedIn) return;

  try {
    const response = await fetchFn('/auth/test-login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...AUTH_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    // Read to its end: an answer left unread stays open in the browser (never idle for a test).
    await response.text();
    if (response.status === 404) return; // test mode is off: sign in as usual
    if (!response.ok) {
      console.warn(`Test sign-in for ${email} answered ${response.status}.`);
      return;
    }
  } catch (cause) {
    console.warn('Test sign-in could not reach the server.', cause);
    return;
  }
  await client.query({ query: CurrentUserQuery, fetchPolicy: 'network-only' }).catch((error: unknown) => {
    console.warn('The current-user call failed after the test sign-in.', error);
  });
}

/** Whether a test sign-in may be needed, without touching the network. */
export function hasTestToken(storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): boolean {
  return Boolean(storage?.getItem(TEST_TOKEN_KEY)?.trim());
}

/** Local storage, or null where the browser refuses it (privacy modes, sandboxed frames). */
function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
