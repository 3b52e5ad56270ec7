import { createServer, request, Agent, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulServer } from './graceful-server.ts';

type Answer = { status: number; headers: IncomingMessage['headers']; body: string };

/** A server whose /slow answers only when the test says so; /readyz follows the drain. */
async function startServer(graceMs: number) {
  const held: ServerResponse[] = [];
  const logged: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  const released: string[] = [];
  const graceful = gracefulServer({
    name: 'Test',
    graceMs,
    log: (level, message, fields) => logged.push({ level, message, fields }),
    signals: [],
  });
  const server: Server = createServer((req, res) => {
    if (req.url === '/slow') {
      res.write('first half, ');
      held.push(res);
      return;
    }
    if (req.url === '/readyz') {
      res.statusCode = graceful.draining() ? 503 : 200;
      res.end(graceful.draining() ? 'draining' : 'ready');
      return;
    }
    res.end('quick');
  });
  graceful.serve(server, async () => {
    released.push(`released with ${held.filter((res) => !res.writableEnded).length} answers unfinished`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { graceful, server, port, held, logged, released };
}

function get(port: number, path: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
};

let servers: Server[] = [];
afterEach(() => {
  for (const server of servers) server.closeAllConnections();
  servers = [];
});

describe('gracefulServer', () => {
  it('lets a request in flight finish whole, refuses new connections, then releases and exits 0', async () => {
    const { graceful, server, port, held, logged, released } = await startServer(5_000);
    servers.push(server);
    const slow = get(port, '/slow');
    await until(() => held.length === 1);

    const stopped = graceful.stop('SIGTERM');
    expect(graceful.draining()).toBe(true);
    await expect(get(port, '/quick')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(released).toEqual([]);

    held[0].end('second half');
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, body: 'first half, second half' });
    expect(await stopped).toBe(0);
    expect(released).toEqual(['released with 0 answers unfinished']);
    expect(logged.map((line) => line.message)).toEqual(['Test stopping', 'Test stopped']);
  });

  it('answers a request that arrives during the drain on an open connection with 503 and Connection: close', async () => {
    const { graceful, server, port, held } = await startServer(5_000);
    servers.push(server);
    const slow = get(port, '/slow');
    await until(() => held.length === 1);
    const accepted: Socket[] = [];
    server.on('connection', (socket: Socket) => accepted.push(socket));
    // A probe whose request had begun arriving when the signal came: its connection is not idle.
    const probe = connect(port, '127.0.0.1');
    let probeAnswer = '';
    probe.setEncoding('utf8').on('data', (chunk: string) => (probeAnswer += chunk));
    await new Promise((resolve) => probe.once('connect', resolve));
    probe.write('GET /readyz HTTP/1.1\r\nHost: x\r\n');
    // The server has read the first half of the request.
    await until(() => accepted.some((socket) => socket.bytesRead > 0));

    const stopped = graceful.stop('SIGTERM');
    probe.write('\r\n');
    await new Promise((resolve) => probe.once('close', resolve));
    expect(probeAnswer).toMatch(/^HTTP\/1\.1 503/);
    expect(probeAnswer).toMatch(/\r\nConnection: close\r\n/i);
    expect(probeAnswer).toMatch(/draining$/);

    held[0].end('done');
    await slow;
    expect(await stopped).toBe(0);
  });

  it('closes idle keep-alive connections at once instead of waiting for them to time out', async () => {
    const { graceful, server, port } = await startServer(5_000);
    servers.push(server);
    const agent = new Agent({ keepAlive: true });
    const first = await get(port, '/quick', agent);
    expect(first.headers.connection).toBe('keep-alive');

    const started = Date.now();
    expect(await graceful.stop('SIGTERM')).toBe(0);
    // Node's own keep-alive timeout is 5 s: the stop did not wait for it.
    expect(Date.now() - started).toBeLessThan(1_000);
    agent.destroy();
  });

  it('cuts what is still in flight after the grace, says how many, and exits 1', async () => {
    const { graceful, server, port, held, logged, released } = await startServer(300);
    servers.push(server);
    const answers = Promise.allSettled([get(port, '/slow'), get(port, '/slow')]);
    await until(() => held.length === 2);

    expect(await graceful.stop('SIGTERM')).toBe(1);
    // Their connections were closed under them: the clients see the answers break off.
    expect((await answers).map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'error', fields: expect.objectContaining({ cut: 2, grace_seconds: 0.3 }) }),
    );
    // The pools close after the connections were cut, never under a request still running.
    expect(released).toHaveLength(1);
  });

  it('exits 1 when what the service holds does not close', async () => {
    const logged: string[] = [];
    const graceful = gracefulServer({
      name: 'Test',
      graceMs: 1_000,
      log: (_level, message, fields) => logged.push(`${message} ${JSON.stringify(fields)}`),
      signals: [],
    });
    const server = createServer((_req, res) => res.end());
    servers.push(server);
    graceful.serve(server, async () => {
      throw new Error('pool already closed');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    expect(await graceful.stop('SIGTERM')).toBe(1);
    expect(logged.some((line) => line.includes('pool already closed'))).toBe(true);
  });
});
