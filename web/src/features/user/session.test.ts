import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import { isUnauthenticated, returnToFrom, runTestSignIn, signInAddress, signOut, TEST_TOKEN_KEY } from './session.ts';

const unauthenticated = () =>
  new CombinedGraphQLErrors({
    data: null,
    errors: [{ message: 'Please sign in.', extensions: { code: 'UNAUTHENTICATED' } }],
  });
const me = { id: '4', email: 'it@example.org', displayName: 'Indra IT', roleId: 4, role: { id: 4, value: 'IT' } };

function storageWith(value: string | null) {
  const items = new Map<string, string>(value === null ? [] : [[TEST_TOKEN_KEY, value]]);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

function response(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status });
}

describe('returnToFrom', () => {
  it('keeps the whole address the guard saw', () => {
    expect(returnToFrom({ from: { pathname: '/statistics', search: '?tab=2', hash: '#x' } })).toBe(
      '/statistics?tab=2#x',
    );
    expect(returnToFrom({ from: '/queue' })).toBe('/queue');
  });

  it('goes home without a state, for other sites, and for the sign-in pages themselves', () => {
    expect(returnToFrom(null)).toBe('/');
    expect(returnToFrom({})).toBe('/');
    expect(returnToFrom({ from: 'https://evil.example/' })).toBe('/');
    expect(returnToFrom({ from: '//evil.example/' })).toBe('/');
    expect(returnToFrom({ from: '/\\evil.example/' })).toBe('/');
    expect(returnToFrom({ from: { pathname: '/login', search: '?error=x' } })).toBe('/');
    expect(returnToFrom({ from: '/implicit/callback' })).toBe('/');
    expect(returnToFrom({ from: '/login-help' })).toBe('/login-help');
  });
});

describe('signInAddress', () => {
  it('passes the return address to the BFF, encoded', () => {
    expect(signInAddress('/')).toBe('/auth/login?returnTo=%2F');
    expect(signInAddress('/research/1#biblio2')).toBe('/auth/login?returnTo=%2Fresearch%2F1%23biblio2');
  });
});

describe('isUnauthenticated', () => {
  it('recognises the BFF’s UNAUTHENTICATED error and nothing else', () => {
    expect(isUnauthenticated(unauthenticated())).toBe(true);
    expect(
      isUnauthenticated(new CombinedGraphQLErrors({ errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] })),
    ).toBe(false);
    expect(isUnauthenticated(new TypeError('Failed to fetch'))).toBe(false);
    const bare = (status: number) =>
      new ServerError('Response not successful', { response: response(status), bodyText: '' });
    expect(isUnauthenticated(bare(401))).toBe(true);
    expect(isUnauthenticated(bare(502))).toBe(false);
    expect(isUnauthenticated(undefined)).toBe(false);
  });
});

describe('runTestSignIn', () => {
  it('does nothing without a test token', async () => {
    const query = vi.fn();
    const fetchFn = vi.fn();
    await runTestSignIn({ query }, { fetchFn, storage: storageWith(null) });
    expect(query).not.toHaveBeenCalled();
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('does nothing when somebody is signed in already', async () => {
    const query = vi.fn().mockResolvedValue({ data: { me } });
    const fetchFn = vi.fn();
    await runTestSignIn({ query }, { fetchFn, storage: storageWith('it@example.org') });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('signs in as the stored e-mail when nobody is, then asks who is signed in again', async () => {
    const query = vi.fn().mockRejectedValueOnce(unauthenticated()).mockResolvedValueOnce({ data: { me } });
    const fetchFn = vi.fn().mockResolvedValue(response(204));
    await runTestSignIn({ query }, { fetchFn, storage: storageWith(' it@example.org ') });
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [url, init] = fetchFn.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/auth/test-login');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'apollo-require-preflight': 'true', 'content-type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ email: 'it@example.org' });
    expect(query).toHaveBeenCalledTimes(2);
    expect(query.mock.calls[1]?.[0]).toMatchObject({ fetchPolicy: 'network-only' });
  });

  it('gives up quietly when test mode is off (404)', async () => {
    const query = vi.fn().mockRejectedValue(unauthenticated());
    const fetchFn = vi.fn().mockResolvedValue(response(404));
    await expect(
      runTestSignIn({ query }, { fetchFn, storage: storageWith('it@example.org') }),
    ).resolves.toBeUndefined();
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('leaves other current-user failures to the guard', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const query = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const fetchFn = vi.fn();
    await runTestSignIn({ query }, { fetchFn, storage: storageWith('it@example.org') });
    expect(fetchFn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('signOut', () => {
  it('clears the user, ends the session on the server and follows its redirect', async () => {
    const order: string[] = [];
    const clearStore = vi.fn(async () => {
      order.push('clear');
      return [];
    });
    const fetchFn = vi.fn(async () => {
      order.push('logout');
      return response(200, { redirect: 'http://127.0.0.1:4000/oidc/session/end?id_token_hint=x' });
    });
    const go = vi.fn();
    const storage = storageWith('it@example.org');
    await signOut({ clearStore }, { fetchFn, storage, go });
    expect(order).toEqual(['clear', 'logout']);
    expect(fetchFn).toHaveBeenCalledWith('/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(go).toHaveBeenCalledWith('http://127.0.0.1:4000/oidc/session/end?id_token_hint=x');
    expect(storage.items.has(TEST_TOKEN_KEY)).toBe(false);
  });

  it('goes to /login when the server does not answer a redirect', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const go = vi.fn();
    await signOut({ clearStore: async () => [] }, { fetchFn: async () => response(502), storage: null, go });
    expect(go).toHaveBeenLastCalledWith('/login');
    await signOut(
      { clearStore: async () => [] },
      { fetchFn: () => Promise.reject(new TypeError('Failed to fetch')), storage: null, go },
    );
    expect(go).toHaveBeenLastCalledWith('/login');
    warn.mockRestore();
  });
});
