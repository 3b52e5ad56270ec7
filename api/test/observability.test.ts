import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createApiApp } from '../src/app.ts';
import { authOptions, loadApiConfig } from '../src/config.ts';
import { folderStore } from '../src/files/folder-store.ts';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { COORDINATOR, signIn } from './sign-in.ts';

/** A line or span is written as an answer ends; on a busy machine that can be well after a second. */
const WAIT = { timeout: 10_000 };

let api: TestApi;
let session: { cookie: string };
let logged: MockInstance<typeof console.log>;

/** The JSON lines logged since the spy was cleared, parsed. */
const lines = () => logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
const accessLines = () => lines().filter((line) => line.msg === 'request');
/** The line of a request: written when its answer ends, which can be just after fetch resolves. */
const accessLineOf = async (id: string) =>
  vi.waitFor(() => {
    const line = accessLines().find((l) => l.request_id === id);
    if (!line) throw new Error(`no access line for ${id}`);
    return line;
  }, WAIT);

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${api.url}${path}`, { headers });

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  logged = vi.spyOn(console, 'log').mockImplementation(() => {});
  session = await signIn(api, COORDINATOR);
});
afterAll(async () => {
  logged?.mockRestore();
  await api?.close();
});

describe('access log', () => {
  it('writes one line per request: its id, user, method, route pattern, status and time', async () => {
    logged.mockClear();
    const id = 'trace-me-42';
    const answer = await get('/api/document_detail/full_record/999999', { ...session, 'x-request-id': id });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-request-id')).toBe(id);
    const line = await accessLineOf(id);
    expect(line).toMatchObject({
      level: 'info',
      service: 'api',
      request_id: id,
      user_id: expect.any(Number),
      method: 'GET',
      route: '/api/document_detail/full_record/:id',
      path: '/api/document_detail/full_record/999999',
      status: 404,
      ms: expect.any(Number),
      when: expect.any(String),
    });
    expect(accessLines().filter((l) => l.request_id === id)).toHaveLength(1);
  });

  it('never writes the session cookie or a bearer token', async () => {
    logged.mockClear();
    const secret = session.cookie.split('=')[1];
    await get('/api/user/current', session);
    await get('/api/user/current', { authorization: 'Bearer not-a-real-token-but-secret' });
    await vi.waitFor(() => expect(accessLines()).toHaveLength(2), WAIT);
    const written = logged.mock.calls.map(([line]) => String(line)).join('\n');
    expect(written).not.toContain(secret);
    expect(written).not.toContain('not-a-real-token-but-secret');
  });

  it('makes a new id when none or an unsafe one is sent, and returns it', async () => {
    const none = await get('/healthz');
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await get('/healthz', { 'x-request-id': 'evil"},{"level":"fatal' });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const long = await get('/healthz', { 'x-request-id': 'x'.repeat(101) });
    expect(long.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("puts the request's id on the lines logged while it is served", async () => {
    logged.mockClear();
    const unassigned = await signIn(api, 'unassigned@example.org');
    // A refused call logs 'access refused' from deep inside the route's guard.
    const id = 'refused-call-1';
    const answer = await get('/api/batch', { ...unassigned, 'x-request-id': id });
    expect(answer.status).toBe(403);
    await accessLineOf(id);
    expect(
      lines()
        .filter((line) => line.request_id === id)
        .map((line) => line.msg),
    ).toEqual(['access refused', 'request']);
  });

  it('names the route pattern of a refused input, and unmatched addresses as such', async () => {
    logged.mockClear();
    await get('/api/document_detail/full_record/not-a-number', { ...session, 'x-request-id': 'bad-input' });
    await get('/api/no/such/route/123', { ...session, 'x-request-id': 'no-route' });
    expect(await accessLineOf('bad-input')).toMatchObject({
      route: '/api/document_detail/full_record/:id',
      status: 400,
    });
    expect(await accessLineOf('no-route')).toMatchObject({ route: 'unmatched', status: 404 });
  });
});

describe('metrics', () => {
  it('counts requests by route pattern and status, errors by code, and the process', async () => {
    await get('/api/document_detail/full_record/999998', session);
    await get('/api/no/such/route', session);
    const answer = await get('/metrics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/document_detail\/full_record\/:id",status="404"\} \d+/,
    );
    expect(text).not.toContain('full_record/999998');
    expect(text).toMatch(/api_errors_total\{code="NOT_FOUND"\} \d+/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('pg_pool_connections');
    if (api.engine === 'postgres') expect(text).toMatch(/pg_pool_connections \d*[1-9]/);
  });

  it('answers /metrics only to the bearer of METRICS_TOKEN when one is set', async () => {
    const token = 'metrics-token-for-the-tests';
    const app = createApiApp({
      db: api.db,
      auth: authOptions(loadApiConfig({ NODE_ENV: 'test' })),
      files: folderStore(api.fileStoreDir),
      metricsToken: token,
    });
    const server: Server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: 'Bearer wrong-token-of-some-length' } })).status).toBe(401);
      const allowed = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      expect(allowed.status).toBe(200);
      expect(await allowed.text()).toContain('http_request_duration_seconds');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('settings', () => {
  it('refuses an unknown LOG_LEVEL or a short METRICS_TOKEN with a clear message', () => {
    expect(() => loadApiConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
    expect(() => loadApiConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(loadApiConfig({}).LOG_LEVEL).toBe('info');
  });
});
