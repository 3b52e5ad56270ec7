import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff, type TestBff } from './bff-harness.ts';
import { sendRaw as send } from './http-request.ts';

/** A session opened by the records API itself (test sign-in), as the Cookie header the BFF reads. */
async function apiSession(bff: TestBff, email: string): Promise<string> {
  const res = await fetch(`${bff.api.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ test_email: email }),
  });
  const { data } = (await res.json()) as { data: { session: string } };
  return `rt_session=${data.session}`;
}

const GRAPHQL = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };
const ME = JSON.stringify({ query: '{ me { email } }' });

describe('the BFF redirects another name of the server to PUBLIC_URL before sign-in starts', () => {
  let bff: TestBff;
  let otherName: string;
  beforeAll(async () => {
    bff = await startTestBff();
    // PUBLIC_URL names 127.0.0.1; the same server answers as localhost too.
    otherName = bff.url.replace('127.0.0.1', 'localhost').replace(/^http:\/\//, '');
  });
  afterAll(async () => bff?.close());

  it('sends a page load, sign-in included, to the same path at PUBLIC_URL', async () => {
    for (const path of ['/queue?x=1', '/auth/login?returnTo=%2Fqueue', '/']) {
      const answer = await send(bff.url, { path, headers: { host: otherName } });
      expect(answer.status, path).toBe(302);
      expect(answer.headers.location).toBe(`${bff.url}${path}`);
    }
  });

  it('never to another site, whatever the path', async () => {
    const answer = await send(bff.url, { path: '//evil.example/queue', headers: { host: otherName } });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(`${bff.url}/evil.example/queue`);
  });

  it('leaves alone the address PUBLIC_URL names, probes, other methods and integrators', async () => {
    expect((await send(bff.url, { path: '/healthz' })).status).toBe(200);
    expect((await send(bff.url, { path: '/healthz', headers: { host: otherName } })).status).toBe(200);
    const post = await send(bff.url, {
      method: 'POST',
      path: '/graphql',
      headers: { ...GRAPHQL, host: otherName },
      body: ME,
    });
    // Answered here, not redirected: 401, as nobody is signed in.
    expect(post.status).toBe(401);
    const bearer = await send(bff.url, {
      path: '/graphql?query=%7Bping%7D',
      headers: { host: otherName, authorization: 'Bearer x', 'apollo-require-preflight': 'true' },
    });
    expect(bearer.status).not.toBe(302);
  });
});

describe('rate limits: 429 with Retry-After past the configured number per window', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff({
      env: {
        RATE_LIMIT_SIGN_IN_PER_ADDRESS: '2',
        RATE_LIMIT_TEST_SIGN_IN_PER_ADDRESS: '3',
        RATE_LIMIT_GRAPHQL_PER_SESSION: '4',
        RATE_LIMIT_GRAPHQL_PER_ADDRESS: '10',
      },
    });
  });
  afterAll(async () => bff?.close());

  type Answer = { status: number; headers: Record<string, unknown>; body: string };
  const expectLimited = (answer: Answer) => {
    expect(answer.status).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests: please wait \d+ seconds/),
    });
  };
  /** On /graphql the same refusal comes in GraphQL's envelope, as every other /graphql error. */
  const expectGraphQLLimited = (answer: Answer) => {
    expect(answer.status).toBe(429);
    const retryAfter = Number(answer.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(JSON.parse(answer.body)).toEqual({
      errors: [
        {
          message: expect.stringMatching(/^Too many requests: please wait \d+ seconds/),
          extensions: { code: 'RATE_LIMITED', retryAfterSeconds: retryAfter },
        },
      ],
    });
  };

  it('sign-in per address', async () => {
    for (let i = 0; i < 2; i++) expect((await send(bff.url, { path: '/auth/login' })).status).toBe(302);
    expectLimited(await send(bff.url, { path: '/auth/login' }));
    expectLimited(await send(bff.url, { path: '/implicit/callback?code=x&state=y' }));
  });

  it('test sign-in per address', async () => {
    const cookies = [];
    for (let i = 0; i < 3; i++) cookies.push(await bff.signIn('researcher@example.org'));
    expect(cookies).toHaveLength(3);
    expectLimited(
      await send(bff.url, {
        method: 'POST',
        path: '/auth/test-login',
        headers: GRAPHQL,
        body: JSON.stringify({ email: 'researcher@example.org' }),
      }),
    );
  });

  it('GraphQL per session, then per address', async () => {
    // The test sign-in limit above is spent: these sessions are opened by the API directly.
    const first = await apiSession(bff, 'researcher@example.org');
    const second = await apiSession(bff, 'coordinator@example.org');
    const graphql = (cookie?: string) =>
      send(bff.url, {
        method: 'POST',
        path: '/graphql',
        headers: { ...GRAPHQL, ...(cookie ? { cookie } : {}) },
        body: ME,
      });
    for (let i = 0; i < 4; i++) expect((await graphql(first)).status).toBe(200);
    expectGraphQLLimited(await graphql(first));
    // Another session of the same address still gets through, until the address's own limit (10:
    // the 8 answered so far and 2 more; the one refused per session never reached it). Nobody
    // signed in is answered 401 (UNAUTHENTICATED), but counted all the same.
    for (let i = 0; i < 4; i++) expect((await graphql(second)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await graphql()).status).toBe(401);
    expectGraphQLLimited(await graphql());
    expectGraphQLLimited(await graphql(second));
  });
});
