/** Servers of the bench on 127.0.0.1, each on a free port, with keep-alive connections held a minute. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Listener = { listen: (port: number, host: string, done: () => void) => Server };

export async function listen(app: Listener, port = 0): Promise<{ server: Server; url: string }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(port, '127.0.0.1', () => resolve(s));
  });
  server.keepAliveTimeout = 60_000;
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A port free now, for a server that must know its own address before it listens (the BFF). */
export async function freePort(): Promise<number> {
  const { server } = await listen(createServer());
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
