import { createServer } from 'node:net';

/**
 * Ports are picked below Linux's ephemeral range (32768-60999), from which every outgoing connection
 * takes its local port: a port picked there may be taken by such a connection (to PostgreSQL, to a
 * service already started) before the service meant for it listens.
 */
const FIRST = 20_000;
const LAST = 32_000;
const handedOut = new Set<number>();

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A port free on the loopback now, never handed out before in this process, for a service a test starts. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const port = FIRST + Math.floor(Math.random() * (LAST - FIRST));
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port between ${FIRST} and ${LAST} on 127.0.0.1`);
}
