import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Request, Response } from 'express';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createBffApp } from '../src/app.ts';
import { loadBffConfig } from '../src/config.ts';
import { errorHandler } from '../src/http/error-handler.ts';
import { startTestBff, type TestBff } from './bff-harness.ts';

/** A line or span is written as an answer ends; on a busy machine that can be well after a second. */
const WAIT = { timeout: 10_000 };

const METRICS_TOKEN = 'metrics-token-for-the-tests';

let bff: TestBff;
let researcher: string;
let logged: MockInstance<typeof console.log>;

const lines = () => logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
/** The access lines of one request id, once both services have written theirs. */
const accessLinesOf = (id: string, count: number) =>
  vi.waitFor(() => {
    const found = lines().filter((line) => line.msg === 'request' && line.request_id === id);
    if (found.length < count) throw new Error(`${found.length} access lines for ${id}`);
    return found;
  }, WAIT);

const graphql = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${bff.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie: researcher, ...headers },
    body: JSON.stringify({ query }),
  });

beforeAll(async () => {
  logged = vi.spyOn(console, 'log').mockImplementation(() => {});
  bff = await startTestBff({ env: { METRICS_TOKEN } });
  researcher = await bff.signIn('researcher@example.org');
});
afterAll(async () => {
  logged?.mockRestore();
  await bff?.close();
});

describe('request ids and access lines', () => {
  it('passes one id from the BFF to the API, so one search finds both services’ lines', async () => {
    const id = 'support-ticket-4711';
    const answer = await graphql('query WhoAmI { me { email } }', { 'x-request-id': id });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe(id);
    const [first, second] = await accessLinesOf(id, 2);
    const byService = Object.fromEntries([first, second].map((line) => [line.service, line]));
    expect(byService.bff).toMatchObject({
      method: 'POST',
      route: '/graphql',
      operation: 'WhoAmI',
      status: 200,
      user_id: expect.any(Number),
      ms: expect.any(Number),
    });
    expect(byService.api).toMatchObject({ route: '/api/user/current', status: 200, user_id: byService.bff.user_id });
  });

  it('makes an id when the caller sends none or an unsafe one, and never logs the session cookie', async () => {
    logged.mockClear();
    const answer = await graphql('query Me { me { email } }', { 'x-request-id': '<script>alert(1)</script>' });
    const id = answer.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await accessLinesOf(id, 2);
    const written = logged.mock.calls.map(([line]) => String(line)).join('\n');
    expect(written).not.toContain(researcher.split('=')[1]);
  });
});

describe('metrics', () => {
  it('answers /metrics only to the bearer of METRICS_TOKEN', async () => {
    expect((await fetch(`${bff.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${bff.url}/metrics`, { headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.status).toBe(401);
  });

  it('counts GraphQL calls by operation and their errors by code', async () => {
    await graphql('query WhoAmI { me { email } }');
    await graphql('query Broken { nope }');
    const answer = await fetch(`${bff.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/graphql",status="200",operation="WhoAmI"\} \d+/,
    );
    expect(text).toMatch(/graphql_errors_total\{code="GRAPHQL_VALIDATION_FAILED",operation="invalid"\} 1/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('has no /metrics in production without METRICS_TOKEN', async () => {
    const production = loadBffConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://research.example.org',
      OIDC_ISSUER: 'https://login.example.org/oauth2/default',
      OIDC_CLIENT_ID: 'research-tool',
      OIDC_CLIENT_SECRET: 'secret',
      SESSION_SECRET: 'x'.repeat(32),
      API_URL: bff.api.url,
    });
    const { app, stop } = await createBffApp(production);
    const server: Server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`);
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain('http_request_duration_seconds');
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await stop();
    }
  });
});

describe('a client that leaves mid-answer', () => {
  it('is an info line, not an unhandled error', () => {
    logged.mockClear();
    const failed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const aborted = Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' });
    const res = { headersSent: true, writableEnded: false, destroy: vi.fn() };
    const next = vi.fn();
    try {
      errorHandler(aborted, { method: 'GET', path: '/sandbox' } as Request, res as unknown as Response, next);
      expect(failed).not.toHaveBeenCalled();
    } finally {
      failed.mockRestore();
    }
    expect(next).not.toHaveBeenCalled();
    expect(res.destroy).toHaveBeenCalled();
    expect(lines()).toContainEqual(
      expect.objectContaining({ level: 'info', msg: 'request aborted by the client', path: '/sandbox' }),
    );
  });
});
