// What an integrator meets when /graphql refuses: 401 with a Bearer challenge, one error envelope,
// every problem of a form as userErrors, and the cost of each query with the budget left.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_ERROR_CODES } from '../src/graphql/error-codes.ts';
import { loadBffConfig } from '../src/config.ts';
import { insertCollection } from '../../api/src/seed/factories.ts';
import { startTestBff, TEST_INTEGRATOR_SECRET, type TestBff } from './bff-harness.ts';

/** The budget the test BFF runs with: the settings' defaults. */
const { GRAPHQL_COST_BUDGET: BUDGET, RATE_LIMIT_WINDOW_SECONDS: WINDOW } = loadBffConfig({ NODE_ENV: 'test' });

let bff: TestBff;
beforeAll(async () => {
  bff = await startTestBff();
});
afterAll(async () => {
  await bff?.close();
});

type Answer = {
  status: number;
  headers: Headers;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
    extensions?: Record<string, unknown>;
  };
};

/** One POST to /graphql as an integrator's client sends it, with the answer's status and headers. */
async function post(query: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] };
}

/** A client-credentials token of the development provider's integrator client (README "Integrators"). */
async function integratorToken(): Promise<string> {
  const res = await fetch(`${bff.url}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`integrator:${TEST_INTEGRATOR_SECRET}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

const codes = (answer: Answer) => answer.body.errors?.map((e) => e.extensions?.code);

describe('a missing or refused bearer token', () => {
  it('is HTTP 401 with a Bearer challenge and the GraphQL error UNAUTHENTICATED', async () => {
    const nobody = await post('{ batches { id } }');
    expect(nobody.status).toBe(401);
    expect(nobody.headers.get('www-authenticate')).toBe('Bearer realm="research-tool"');
    expect(nobody.body.data ?? null).toBeNull();
    expect(codes(nobody)).toEqual(['UNAUTHENTICATED']);
  });

  it('names a bad token invalid_token (RFC 6750), even for `me`, which answers nobody', async () => {
    const token = await integratorToken();
    for (const bad of ['not-a-token', `${token.slice(0, -4)}AAAA`]) {
      const refused = await post('{ me { email } }', { authorization: `Bearer ${bad}` });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toMatch(
        /^Bearer realm="research-tool", error="invalid_token", error_description="[^"]+"$/,
      );
      expect(refused.body.data ?? null).toBeNull();
      expect(refused.body.errors).toMatchObject([
        { message: expect.stringMatching(/bearer token was refused/), extensions: { code: 'UNAUTHENTICATED' } },
      ]);
    }
    const good = await post('{ me { email } }', { authorization: `Bearer ${token}` });
    expect(good.status).toBe(200);
    expect(good.headers.get('www-authenticate')).toBeNull();
    expect(good.body.data).toEqual({ me: { email: 'integrator@example.org' } });
  });
});

describe('refusals before GraphQL runs', () => {
  it('answers a request without the CSRF header in the GraphQL envelope, 400', async () => {
    const res = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { email } }' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: [
        { message: expect.stringMatching(/apollo-require-preflight/), extensions: { code: 'CSRF_HEADER_REQUIRED' } },
      ],
    });
  });

  it('answers a body that is no JSON in the GraphQL envelope, 400', async () => {
    const res = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: '{ "query": ',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Answer['body'];
    expect(body.errors?.[0].extensions).toEqual({ code: 'BAD_REQUEST' });
  });
});

describe('userErrors', () => {
  it('lists every problem of a refused form, each with its input path and an enum code, and writes nothing', async () => {
    const cookie = await bff.signIn('coordinator@example.org');
    const collection = await insertCollection(bff.api.db);
    const createBatch = `mutation ($input: BatchInput!) {
      createBatch(input: $input) { batch { id } userErrors { path errorCode field code message } }
    }`;
    const send = (input: Record<string, unknown>) =>
      bff.query<{ createBatch: { batch: unknown; userErrors: Record<string, unknown>[] } }>(
        createBatch,
        { input },
        { cookie },
      );
    const wrong = await send({
      researchCollectionId: String(collection.id + 100_000),
      period: 'QUARTER',
      periodNumber: 'Q-multi',
      dateFrom: '2026-07-02',
      dateTo: '2026-07-01',
      targetCompleteDate: '2026-06-01',
    });
    expect(wrong.errors).toBeUndefined();
    expect(wrong.data?.createBatch.batch).toBeNull();
    expect(wrong.data?.createBatch.userErrors).toEqual([
      {
        path: ['dateTo'],
        errorCode: 'BAD_USER_INPUT',
        field: 'dateTo',
        code: 'BAD_USER_INPUT',
        message: 'Date To must be on or after Date From',
      },
      {
        path: ['targetCompleteDate'],
        errorCode: 'BAD_USER_INPUT',
        field: 'targetCompleteDate',
        code: 'BAD_USER_INPUT',
        message: 'Target complete date must be on or after Date From',
      },
      {
        path: ['researchCollectionId'],
        errorCode: 'BAD_USER_INPUT',
        field: 'researchCollectionId',
        code: 'BAD_USER_INPUT',
        message: `Research collection ${collection.id + 100_000} does not exist`,
      },
    ]);
    const batches = await bff.api.db
      .selectFrom('batches')
      .select('id')
      .where('period_number', '=', 'Q-multi')
      .execute();
    expect(batches).toEqual([]);
  });
});

/** Research collections, each with its batches and their collection's batches again: 502 a page of 100. */
const page = (alias: string) =>
  `${alias}: researchCollectionsConnection(first: 100) { nodes { batches { researchCollection { batches { id } } } } }`;

describe('query cost', () => {
  it("reports each answer's cost and the caller's budget left, a page counting its `first`", async () => {
    const token = await integratorToken();
    const as = { authorization: `Bearer ${token}` };
    const first = await post(`{ ${page('a')} }`, as);
    expect(first.status).toBe(200);
    expect(first.body.errors).toBeUndefined();
    const cost = first.body.extensions?.cost as { requestedQueryCost: number; throttleStatus: Record<string, number> };
    // 2 for the page, then 100 × (nodes, batches, researchCollection, batches: 1 each; id: 0).
    expect(cost.requestedQueryCost).toBe(402);
    expect(cost.throttleStatus).toEqual({
      maximumAvailable: BUDGET,
      currentlyAvailable: expect.any(Number),
      restoreRate: BUDGET / WINDOW,
    });
    const small = await post('{ a: researchCollectionsConnection(first: 10) { nodes { id } } }', as);
    const after = small.body.extensions?.cost as typeof cost;
    expect(after.requestedQueryCost).toBe(12);
    expect(after.throttleStatus.currentlyAvailable).toBe(cost.throttleStatus.currentlyAvailable - 12);
  });

  it('refuses a query over the maximum before it runs: MAX_COST_EXCEEDED, 400, nothing charged', async () => {
    const token = await integratorToken();
    const as = { authorization: `Bearer ${token}` };
    const before = (await post('{ me { id } }', as)).body.extensions?.cost as {
      throttleStatus: { currentlyAvailable: number };
    };
    const expensive = await post(`{ ${Array.from({ length: 13 }, (_, i) => page(`p${i}`)).join(' ')} }`, as);
    expect(expensive.status).toBe(400);
    expect(expensive.body.data ?? null).toBeNull();
    expect(codes(expensive)).toEqual(['MAX_COST_EXCEEDED']);
    expect(expensive.body.errors?.[0].message).toMatch(/costs 5226, more than the 5000/);
    expect(expensive.body.extensions?.cost).toMatchObject({
      requestedQueryCost: 5226,
      throttleStatus: { currentlyAvailable: before.throttleStatus.currentlyAvailable },
    });
  });

  it('refuses a query the budget cannot pay for now: THROTTLED, 429 with Retry-After', async () => {
    // The researcher's own budget: 12 pages of 402 cost 4,824 a time.
    const cookie = await bff.signIn('researcher@example.org');
    const big = `{ ${Array.from({ length: 12 }, (_, i) => page(`p${i}`)).join(' ')} }`;
    const rounds = Math.floor(BUDGET / 4_824);
    for (let i = 0; i < rounds; i++) {
      const answer = await post(big, { cookie });
      expect(answer.status, `round ${i}`).not.toBe(429);
    }
    const throttled = await post(big, { cookie });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(codes(throttled)).toEqual(['THROTTLED']);
    expect(throttled.body.extensions?.cost).toMatchObject({
      requestedQueryCost: 4_824,
      throttleStatus: { currentlyAvailable: 0 },
    });
  });
});

describe('the error codes', () => {
  it('are listed in the README, exactly those the BFF emits', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = /#+ Integrators: errors and limits\n([\s\S]*?)(?=\n#+ )/.exec(readme)?.[1] ?? '';
    const listed = [...section.matchAll(/^\| `([A-Z_]+)` +\|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(Object.keys(GRAPHQL_ERROR_CODES).sort());
  });
});
