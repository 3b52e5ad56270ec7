import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { startTestBff, TEST_AUDIENCE, TEST_INTEGRATOR_SECRET, type TestBff } from './bff-harness.ts';
import { Browser, setCookies, type Received } from './browser.ts';

let bff: TestBff;
beforeAll(async () => {
  bff = await startTestBff();
});
afterAll(async () => {
  await bff?.close();
});

/** Any JSON Web Token: the access and ID tokens of the development provider are JWTs. */
const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/;

const callbackOf = (browser: Browser): Received => {
  const callback = browser.received.find((r) => new URL(r.url).pathname === '/implicit/callback');
  if (!callback) throw new Error('the sign-in never reached /implicit/callback');
  return callback;
};

/** Signs in as a browser does: Login, the provider's page, the account's button, back to the app. */
async function signInAtProvider(browser: Browser, email: string, returnTo = '/queue') {
  const picker = await browser.navigate(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  expect(picker.status).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(picker.text)?.[1];
  expect(action, 'the sign-in page has a form').toBeDefined();
  await browser.navigate(action!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }),
  });
  return callbackOf(browser);
}

const me = (cookie: string) => bff.query<{ me: { email: string } | null }>('{ me { email } }', undefined, { cookie });

describe('sign-in with the development provider (authorization code, PKCE, state, nonce)', () => {
  it('starts with PKCE S256, state and nonce, kept only in an encrypted HttpOnly cookie', async () => {
    const browser = new Browser(bff.url);
    const start = await browser.request('/auth/login?returnTo=%2Fqueue');
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin + authorize.pathname).toBe(`${bff.url}/oidc/auth`);
    const params = Object.fromEntries(authorize.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'research-tool',
      redirect_uri: `${bff.url}/implicit/callback`,
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.state).toMatch(/^[\w-]{20,}$/);
    expect(params.nonce).toMatch(/^[\w-]{20,}$/);

    const [transaction] = setCookies(browser.received[0]);
    expect(transaction).toMatch(/^rt_auth=/);
    expect(transaction).toMatch(/HttpOnly/i);
    expect(transaction).toMatch(/SameSite=Lax/i);
    expect(transaction).not.toContain(params.state);
    expect(transaction).not.toContain(params.nonce);
  });

  it('lists the demo accounts on the provider sign-in page', async () => {
    const page = await new Browser(bff.url).navigate('/auth/login');
    for (const name of [
      'Casey Coordinator',
      'Riley Researcher',
      'Robin Researcher',
      'Indra IT',
      'Avery Auditor',
      'Uma Unassigned',
    ]) {
      expect(page.text).toContain(name);
    }
  });

  it('signs in, returns to the address first asked for, and the browser never receives a token', async () => {
    const browser = new Browser(bff.url);
    const callback = await signInAtProvider(browser, 'researcher@example.org', '/queue?tab=hold');
    expect(callback.status).toBe(302);
    expect(callback.headers.find(([name]) => name === 'location')?.[1]).toBe('/queue?tab=hold');

    // One cookie set, the session; the transaction cookie only cleared.
    const cookies = setCookies(callback);
    const set = cookies.filter((c) => !/expires=Thu, 01 Jan 1970/i.test(c));
    expect(set).toHaveLength(1);
    expect(set[0]).toMatch(/^rt_session=[\w-]{43};/);
    expect(set[0]).toMatch(/HttpOnly/i);
    expect(set[0]).toMatch(/SameSite=Lax/i);
    expect(set[0]).toMatch(/Path=\//);
    expect(cookies.some((c) => c.startsWith('rt_auth=;'))).toBe(true);

    const session = `rt_session=${browser.cookies.get('rt_session')}`;
    expect((await me(session)).data?.me?.email).toBe('researcher@example.org');

    // The API keeps the ID token for the provider's end-session call; the browser holds none.
    const stored = await bff.api.db
      .selectFrom('sessions')
      .select('id_token')
      .where('id_token', 'is not', null)
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    for (const response of browser.received) {
      expect(response.body, response.url).not.toMatch(JWT);
      for (const [name, value] of response.headers) expect(`${name}: ${value}`, response.url).not.toMatch(JWT);
    }
    for (const value of browser.cookies.values()) expect(value).not.toMatch(JWT);
  });

  it('gives each sign-in a new session id', async () => {
    const browser = new Browser(bff.url);
    await signInAtProvider(browser, 'it@example.org');
    const first = browser.cookies.get('rt_session');
    // Still signed in at the provider: straight back through the callback, with no page between.
    browser.received.length = 0;
    await browser.navigate('/auth/login');
    expect(callbackOf(browser).status).toBe(302);
    const second = browser.cookies.get('rt_session');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    // The session the browser carried into the second sign-in is over.
    expect((await me(`rt_session=${first}`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a replayed callback and opens no session', async () => {
    const browser = new Browser(bff.url);
    const callback = await signInAtProvider(browser, 'coordinator@example.org');
    const transactionCookie = setCookies(browser.received[0])[0].split(';')[0];

    // As the browser now is: the transaction cookie is gone, the session of the first callback is live.
    const again = await browser.request(callback.url);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('/');
    expect(again.headers.getSetCookie().filter((c) => c.startsWith('rt_session='))).toEqual([]);
    const replayedAfterSignOut = new Browser(bff.url);
    expect((await replayedAfterSignOut.request(callback.url)).headers.get('location')).toBe('/login?error=expired');

    // With the transaction cookie copied from before: the code was used once already.
    const attacker = await fetch(callback.url, { headers: { cookie: transactionCookie }, redirect: 'manual' });
    expect(attacker.headers.get('location')).toBe('/login?error=exchange');
    expect(attacker.headers.getSetCookie().filter((c) => c.startsWith('rt_session='))).toEqual([]);
  });

  it('refuses a callback whose state is not the one it sent', async () => {
    const browser = new Browser(bff.url);
    await browser.request('/auth/login');
    const res = await browser.request('/implicit/callback?code=stolen-code&state=not-the-state');
    expect(res.headers.get('location')).toBe('/login?error=state');
    expect(res.headers.getSetCookie().filter((c) => c.startsWith('rt_session='))).toEqual([]);
  });

  it('sends a failed callback home when the browser still holds a live session, and keeps that session', async () => {
    const browser = new Browser(bff.url);
    await signInAtProvider(browser, 'researcher@example.org');
    const session = `rt_session=${browser.cookies.get('rt_session')}`;
    for (const failed of [
      '/implicit/callback?code=stolen-code&state=not-the-state',
      '/implicit/callback?error=access_denied&state=x',
    ]) {
      await browser.request('/auth/login');
      const res = await browser.request(failed);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
      expect(res.headers.getSetCookie().filter((c) => c.startsWith('rt_session='))).toEqual([]);
      expect((await me(session)).data?.me?.email).toBe('researcher@example.org');
    }

    // A session the API has ended is no reason to skip the login page and its message.
    await browser.request('/auth/logout', { method: 'POST', headers: { 'apollo-require-preflight': 'true' } });
    const ended = await fetch(`${bff.url}/implicit/callback?code=stolen-code&state=not-the-state`, {
      headers: { cookie: session },
      redirect: 'manual',
    });
    expect(ended.headers.get('location')).toBe('/login?error=expired');
  });

  it('sends a callback with nothing to parse home, and a refusal at the provider to /login', async () => {
    const browser = new Browser(bff.url);
    expect((await browser.request('/implicit/callback')).headers.get('location')).toBe('/');
    const refused = await browser.request('/implicit/callback?error=access_denied&state=x');
    expect(refused.headers.get('location')).toBe('/login?error=denied');
  });

  it('logs out: the session ends, the provider signs out and returns to /login, the old cookie is refused', async () => {
    const browser = new Browser(bff.url);
    await signInAtProvider(browser, 'researcher2@example.org');
    const session = `rt_session=${browser.cookies.get('rt_session')}`;

    expect((await browser.request('/auth/logout', { method: 'POST' })).status).toBe(400);
    const logout = await browser.request('/auth/logout', {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie().some((c) => /^rt_session=;.*Expires=Thu, 01 Jan 1970/i.test(c))).toBe(true);
    expect(browser.cookies.has('rt_session')).toBe(false);
    const { redirect } = JSON.parse(logout.text) as { redirect: string };
    const endSession = new URL(redirect);
    expect(endSession.origin + endSession.pathname).toBe(`${bff.url}/oidc/session/end`);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${bff.url}/login`);

    const refused = await me(session);
    expect(refused.data?.me ?? null).toBeNull();
    expect(refused.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    // The provider's page submits its sign-out form at once (its inline script allowed by hash).
    const page = await browser.navigate(redirect);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    const form = /<form id="op.logoutForm" method="post" action="([^"]+)">(.*?)<\/form>/.exec(page.text);
    expect(form).not.toBeNull();
    const fields = Object.fromEntries([...form![2].matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const done = await browser.request(form![1], {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    expect(done.headers.get('location')).toBe(`${bff.url}/login`);
  });
});

describe('test sign-in and integrators', () => {
  it('signs in by e-mail in test mode, and refuses an unknown one', async () => {
    const cookie = await bff.signIn('auditor@example.org');
    expect((await me(cookie)).data?.me?.email).toBe('auditor@example.org');
    const unknown = await fetch(`${bff.url}/auth/test-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ email: 'nobody@example.org' }),
    });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });

  it('lets an integrator call /graphql with a client-credentials token from the provider', async () => {
    const tokenResponse = await fetch(`${bff.url}/oidc/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`integrator:${TEST_INTEGRATOR_SECRET}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }),
    });
    expect(tokenResponse.status).toBe(200);
    const { access_token: token, token_type: type } = (await tokenResponse.json()) as {
      access_token: string;
      token_type: string;
    };
    expect(type).toBe('Bearer');
    expect(decodeJwt(token)).toMatchObject({ iss: `${bff.url}/oidc`, aud: TEST_AUDIENCE, sub: 'integrator' });

    const { data, errors } = await bff.query<{ me: { email: string; role: { value: string } } }>(
      '{ me { email role { value } } }',
      undefined,
      {
        bearer: token,
      },
    );
    expect(errors).toBeUndefined();
    expect(data?.me.email).toBe('integrator@example.org');
    // What the integrator's role may not do is refused like anyone else's.
    const roles = await bff.query('{ roles { id } }', undefined, { bearer: token });
    expect(roles.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const forged = await bff.query('{ me { email } }', undefined, { bearer: `${token.slice(0, -4)}AAAA` });
    expect(forged.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('describes the schema only to signed-in callers', async () => {
    const introspection = '{ __schema { queryType { name } } }';
    const anonymous = await bff.query(introspection);
    expect(anonymous.data ?? null).toBeNull();
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const status = async (query: string) =>
      (
        await fetch(`${bff.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
          body: JSON.stringify({ query }),
        })
      ).status;
    expect(await status(introspection)).toBe(401);
    // A field refused to nobody is UNAUTHENTICATED too, answered 401 with its GraphQL body, which the
    // web app reads as "sign in".
    expect(await status('{ me { email } }')).toBe(401);
    const signedIn = await bff.query(introspection, undefined, { cookie: await bff.signIn('unassigned@example.org') });
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});
