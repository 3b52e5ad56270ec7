import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { createClient } from '@redis/client';
import { ROLE_IDS } from '@rt/domain';
import { startTestApi, type TestApi } from '@rt/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBffApp } from '../src/app.ts';
import { loadBffConfig } from '../src/config.ts';
import { RedisUnreachableError } from '../src/redis/connect-redis.ts';
import { sendRaw as send } from './http-request.ts';

/**
 * Several BFF replicas on one Redis (docs/decisions/071): two apps built as production builds them,
 * in front of one records API. They need a real Redis: CI has one at 127.0.0.1:6379
 * (TEST_REDIS_URL names another); without one these tests are skipped, saying why.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = createClient({ url: REDIS_URL, socket: { connectTimeout: 1_000, reconnectStrategy: false } });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    probe.destroy();
    return true;
  } catch {
    return false;
  }
}

const reachable = await redisAnswers();
if (!reachable) console.warn(`bff/test/replicas.test.ts skipped: no Redis answers at ${REDIS_URL} (TEST_REDIS_URL)`);

/** This run's keys and channels, so runs side by side never meet; removed at the end. */
const PREFIX = `rt-test-${randomUUID().slice(0, 8)}`;
const GRAPHQL = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };

type Replica = { url: string; close: () => Promise<void> };

/** One BFF on a free port; `redisUrl` lets a test put a breakable link between it and Redis. */
async function startReplica(
  apiUrl: string,
  publicUrl: string | undefined,
  env: Record<string, string> = {},
  redisUrl = REDIS_URL,
): Promise<Replica> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { app, stop } = await createBffApp(
    loadBffConfig({
      NODE_ENV: 'test',
      API_URL: apiUrl,
      API_TIMEOUT_MS: '3000',
      // Replicas share the one address people open.
      PUBLIC_URL: publicUrl ?? url,
      AUTH_TEST_MODE: 'true',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: PREFIX,
      ...env,
    }),
  );
  server.on('request', app);
  return {
    url,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stop();
    },
  };
}

const graphql = (replica: Replica, body: unknown, cookie?: string) =>
  fetch(`${replica.url}/graphql`, {
    method: 'POST',
    headers: { ...GRAPHQL, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

async function signIn(replica: Replica, email: string): Promise<string> {
  const res = await fetch(`${replica.url}/auth/test-login`, {
    method: 'POST',
    headers: GRAPHQL,
    body: JSON.stringify({ email }),
  });
  expect(res.status).toBe(200);
  const session = res.headers.getSetCookie().find((c) => c.startsWith('rt_session='));
  return session!.split(';')[0];
}

/**
 * Retries `check` for up to 3 s: a notice crosses Redis in a moment, well within the cache's 5 s,
 * with room for a busy machine.
 */
async function soon(check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + 3_000;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The `r` (remaining) of one limit in the draft-8 RateLimit header: `"graphql-session"; r=3; t=60, …`. */
function remaining(res: Response, limit: string): number | undefined {
  const match = new RegExp(`"${limit}";\\s*r=(\\d+)`).exec(res.headers.get('ratelimit') ?? '');
  return match ? Number(match[1]) : undefined;
}

describe.skipIf(!reachable)(
  reachable ? 'BFF replicas sharing one Redis' : `BFF replicas sharing one Redis (skipped: no Redis at ${REDIS_URL})`,
  () => {
    let api: TestApi;
    let a: Replica;
    let b: Replica;
    let redis: ReturnType<typeof createClient>;

    beforeAll(async () => {
      redis = createClient({ url: REDIS_URL });
      await redis.connect();
      api = await startTestApi({ auth: { testMode: true } });
      const limits = { RATE_LIMIT_GRAPHQL_PER_SESSION: '6', RATE_LIMIT_SIGN_IN_PER_ADDRESS: '3' };
      a = await startReplica(api.url, undefined, limits);
      b = await startReplica(api.url, a.url, limits);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await api?.close();
      if (redis?.isOpen) {
        const keys = await redis.keys(`${PREFIX}:*`);
        if (keys.length > 0) await redis.del(keys);
        redis.destroy();
      }
    });

    it("counts one session's GraphQL requests and one address's sign-ins across both", async () => {
      const cookie = await signIn(a, 'researcher@example.org');
      const seen: (number | undefined)[] = [];
      for (const replica of [a, b, a, b, a, b]) {
        const res = await graphql(replica, { query: '{ me { email } }' }, cookie);
        expect(res.status).toBe(200);
        seen.push(remaining(res, 'graphql-session'));
      }
      expect(seen).toEqual([5, 4, 3, 2, 1, 0]);
      const refused = await graphql(a, { query: '{ me { email } }' }, cookie);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ errors: [{ extensions: { code: 'RATE_LIMITED' } }] });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

      // Each limit counts under its own name: the address's sign-ins (3) are a count of their own.
      // Asked for by the public address (A's), as the load balancer passes it on.
      const host = new URL(a.url).host;
      const login = async (replica: Replica) =>
        (await send(replica.url, { path: '/auth/login', headers: { host } })).status;
      for (const replica of [a, b, a]) expect(await login(replica)).toBe(302);
      expect(await login(b)).toBe(429);
      expect(await redis.keys(`${PREFIX}:rate-limit:sign-in:*`)).toHaveLength(1);
      expect(await redis.keys(`${PREFIX}:rate-limit:graphql-session:*`)).toHaveLength(1);
    });

    it('a sign-out on one replica ends the session on the other at once, not after the cache’s 5 s', async () => {
      const cookie = await signIn(a, 'coordinator@example.org');
      const introspection = { query: '{ __schema { queryType { name } } }' };
      // Introspection is answered by the BFF alone, to a caller it knows: B now remembers this one.
      expect((await graphql(b, introspection, cookie)).status).toBe(200);
      const signedOutAt = Date.now();
      const out = await fetch(`${a.url}/auth/logout`, { method: 'POST', headers: { ...GRAPHQL, cookie } });
      expect(out.status).toBe(200);
      expect(await soon(async () => (await graphql(b, introspection, cookie)).status === 401)).toBe(true);
      expect(Date.now() - signedOutAt).toBeLessThan(5_000);
    });

    it('a role given on one replica applies on the other at the next request', async () => {
      const staff = await signIn(a, 'it@example.org');
      const researcher = await signIn(b, 'researcher2@example.org');
      const users = { query: '{ users { id } }' };
      const code = async (replica: Replica) =>
        ((await (await graphql(replica, users, researcher)).json()) as { errors?: { extensions: { code: string } }[] })
          .errors?.[0]?.extensions.code;
      // Refused by B, which now remembers a researcher.
      expect(await code(b)).toBe('FORBIDDEN');
      const { id } = await api.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'researcher2@example.org')
        .executeTakeFirstOrThrow();
      const assigned = await graphql(
        a,
        {
          query: `mutation ($userId: ID!, $roleId: Int!) { assignRole(userId: $userId, roleId: $roleId) { userErrors { code } } }`,
          variables: { userId: String(id), roleId: ROLE_IDS.Coordinator },
        },
        staff,
      );
      expect(await assigned.json()).toMatchObject({ data: { assignRole: { userErrors: [] } } });
      // A coordinator may read the users: B knows it without waiting for its cache to expire.
      expect(await soon(async () => (await code(b)) === undefined)).toBe(true);
    });

    it('a persisted query registered on one replica is served by the other', async () => {
      const query = '{ ping }';
      const sha256Hash = createHash('sha256').update(query).digest('hex');
      const persisted = { extensions: { persistedQuery: { version: 1, sha256Hash } } };
      const unknown = (await (await graphql(b, persisted)).json()) as { errors?: { message: string }[] };
      expect(unknown.errors?.[0].message).toBe('PersistedQueryNotFound');

      const registered = await graphql(a, { query, ...persisted });
      expect(((await registered.json()) as { data: unknown }).data).toEqual({ ping: expect.anything() });
      expect(
        await soon(async () => {
          const answer = (await (await graphql(b, persisted)).json()) as { data?: unknown };
          return answer.data !== undefined;
        }),
      ).toBe(true);
      expect(await redis.exists(`${PREFIX}:apq:${sha256Hash}`)).toBe(1);
      expect(await redis.pTTL(`${PREFIX}:apq:${sha256Hash}`)).toBeGreaterThan(0);
    });

    it('with Redis gone mid-run it serves uncounted, says so on /readyz, and counts again once Redis is back', async () => {
      const link = await breakableLink(REDIS_URL);
      const c = await startReplica(api.url, a.url, {}, link.url);
      try {
        const ping = () => graphql(c, { query: '{ ping }' });
        expect(remaining(await ping(), 'graphql-address')).toBeDefined();
        expect(await (await fetch(`${c.url}/readyz`)).json()).toEqual({ status: 'ready', redis: 'up' });

        await link.cut();
        const started = Date.now();
        const answer = await ping();
        expect(answer.status).toBe(200);
        expect(remaining(answer, 'graphql-address')).toBeUndefined();
        expect(Date.now() - started).toBeLessThan(2_000);
        const ready = await fetch(`${c.url}/readyz`);
        expect(ready.status).toBe(200);
        expect(await ready.json()).toEqual({ status: 'ready', redis: 'down' });
        // A persisted query reads as not found, and the whole query, sent again, is answered.
        const query = '{ ping __typename }';
        const persisted = {
          extensions: { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } },
        };
        const notFound = await graphql(c, persisted);
        expect(((await notFound.json()) as { errors: { message: string }[] }).errors[0].message).toBe(
          'PersistedQueryNotFound',
        );
        expect(((await (await graphql(c, { query, ...persisted })).json()) as { data: unknown }).data).toMatchObject({
          __typename: 'Query',
        });

        await link.restore();
        const until = Date.now() + 5_000;
        while (remaining(await ping(), 'graphql-address') === undefined && Date.now() < until)
          await new Promise((resolve) => setTimeout(resolve, 100));
        expect(remaining(await ping(), 'graphql-address')).toBeDefined();
      } finally {
        await c.close();
        await link.close();
      }
    });

    it('closes its Redis connections when stopped', async () => {
      const named = async () => (await redis.clientList()).filter((c) => c.name === `${PREFIX}:bff`).length;
      // Redis lets a client go once it has seen the socket close, a moment after the close: A and
      // B hold two each once the replicas of the tests before have gone.
      const held = (count: number) => expect.poll(named, { timeout: 10_000 }).toBe(count);
      await held(4);
      const d = await startReplica(api.url, a.url);
      await held(6);
      await d.close();
      await held(4);
    });
  },
);

describe('a REDIS_URL that does not answer', () => {
  it('stops the start with a message naming the setting', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const start = createBffApp(
      loadBffConfig({
        NODE_ENV: 'test',
        REDIS_URL: `redis://:secret@127.0.0.1:${port}`,
        API_URL: 'http://127.0.0.1:9',
      }),
    );
    await expect(start).rejects.toBeInstanceOf(RedisUnreachableError);
    await expect(start).rejects.toThrow(
      new RegExp(`Redis at REDIS_URL \\(redis://:\\*\\*\\*@127\\.0\\.0\\.1:${port}\\) cannot be reached`),
    );
  });
});

/** A TCP relay to Redis that a test can cut (every connection dropped, new ones refused) and restore. */
async function breakableLink(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    const outbound = net.connect(Number(port || 6379), hostname);
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const linkPort = (server.address() as AddressInfo).port;
  let listening = server;
  const cut = async () => {
    const closed = new Promise<void>((resolve) => listening.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    url: `redis://127.0.0.1:${linkPort}`,
    cut,
    restore: async () => {
      listening = net.createServer(server.listeners('connection')[0] as (socket: net.Socket) => void);
      await new Promise<void>((resolve) => listening.listen(linkPort, '127.0.0.1', resolve));
    },
    close: async () => {
      if (listening.listening) await cut();
    },
  };
}
