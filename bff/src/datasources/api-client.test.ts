import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, UpstreamHttpError, UpstreamRequestError } from './api-client.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A stand-in API; answers what `handle` says and counts the requests it saw. */
async function api(handle: Parameters<typeof createServer>[1]): Promise<{ url: string; seen: string[] }> {
  const seen: string[] = [];
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    handle!(req, res);
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('the records API client', () => {
  it('sends JSON under /api/ with the query, and answers the JSON reply', async () => {
    const { url, seen } = await api((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => res.end(JSON.stringify({ got: JSON.parse(body || 'null'), cookie: req.headers.cookie })));
    });
    const client = createApiClient(url, 1_000);
    const answer = await client.call('PUT', 'thing/7', {
      json: { a: 1 },
      headers: { cookie: 'rt_session=x' },
      searchParams: { q: 'a b', skip: undefined },
    });
    expect(answer).toEqual({ got: { a: 1 }, cookie: 'rt_session=x' });
    expect(seen).toEqual(['PUT /api/thing/7?q=a+b']);
  });

  it('turns an error status into an UpstreamHttpError carrying the API answer', async () => {
    const { url } = await api((_req, res) => {
      res.statusCode = 409;
      res.end(JSON.stringify({ message: 'Someone saved first' }));
    });
    const error = await createApiClient(url, 1_000)
      .call('GET', 'x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamHttpError);
    expect(error).toMatchObject({ status: 409, body: { message: 'Someone saved first' } });
  });

  it('tries a read once more after a dropped connection, but never a write', async () => {
    let calls = 0;
    const { url, seen } = await api((req, res) => {
      if (calls++ === 0) req.socket.destroy();
      else res.end('{"ok":true}');
    });
    const client = createApiClient(url, 1_000);
    expect(await client.call('GET', 'x')).toEqual({ ok: true });
    calls = 0;
    const write = await client.call('POST', 'y', { json: {} }).catch((e: unknown) => e);
    expect(write).toBeInstanceOf(UpstreamRequestError);
    expect(seen).toEqual(['GET /api/x', 'GET /api/x', 'POST /api/y']);
  });

  it('closes an idle connection before the API does, so no call is sent on a connection being closed', async () => {
    const { url } = await api((_req, res) => res.end('{}'));
    // Announces `Keep-Alive: timeout=3`: this side lets the connection go after 2 s unused.
    server!.keepAliveTimeout = 3_000;
    const closedBy = new Promise<string>((resolve) => {
      server!.on('connection', (socket) => {
        socket.on('end', () => resolve('client'));
        socket.on('close', () => resolve('server'));
      });
    });
    await createApiClient(url, 1_000).call('GET', 'x');
    expect(await closedBy).toBe('client');
  });

  it('gives up on an API that does not answer within the timeout', async () => {
    const { url } = await api(() => {});
    const error = await createApiClient(url, 100)
      .call('GET', 'slow')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamRequestError);
    expect(error).toMatchObject({ code: 'ETIMEDOUT' });
  });
});
