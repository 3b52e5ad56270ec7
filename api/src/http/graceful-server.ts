import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** How long an idle keep-alive connection stays open: longer than a load balancer's idle timeout. */
export const KEEP_ALIVE_MS = 65_000;

type Log = (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void;

export type GracefulServerOptions = {
  /** The service's name in log lines ('API', 'BFF'). */
  name: string;
  /** How long requests in flight may take to finish after the signal (SHUTDOWN_GRACE_SECONDS). */
  graceMs: number;
  log: Log;
  /** The signals that stop the service; tests call stop() themselves instead. */
  signals?: NodeJS.Signals[];
  /** Ends the process with the stop's exit code. */
  exit?: (code: number) => void;
};

export type GracefulServer = {
  /** True from the stop signal on: /readyz answers 503 so a load balancer sends nothing more. */
  draining: () => boolean;
  /**
   * Follows the server's requests and stops it on SIGTERM or SIGINT; `release` then closes what the
   * service holds (database pool, Apollo Server) once no request needs it.
   */
  serve: (server: Server, release: () => Promise<void>) => void;
  /** What a signal starts: resolves with the exit code once everything is closed (docs/decisions/067). */
  stop: (signal: string) => Promise<number>;
};

/**
 * Graceful stop on Node's own http.Server (docs/decisions/067). On the signal the service answers
 * /readyz 503, stops accepting connections (server.close(), which also closes idle keep-alive
 * connections), lets requests in flight finish, each answered with `Connection: close` so keep-alive
 * clients open their next connection elsewhere; after `graceMs` it cuts the rest and says how many.
 */
export function gracefulServer({
  name,
  graceMs,
  log,
  signals = ['SIGTERM', 'SIGINT'],
  exit = process.exit,
}: GracefulServerOptions): GracefulServer {
  let draining = false;
  let server: Server | undefined;
  let release = async () => {};
  let stopping: Promise<number> | undefined;
  const inFlight = new Set<ServerResponse>();

  const track = (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    if (draining && !res.headersSent) res.setHeader('connection', 'close');
    res.once('close', () => {
      inFlight.delete(res);
      // An answer begun before the signal may have kept its connection open: nothing needs it now.
      if (draining && inFlight.size === 0) server?.closeIdleConnections();
    });
  };

  async function drain(): Promise<number> {
    draining = true;
    if (!server) return 0;
    const current = server;
    for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
    const closed = new Promise<void>((resolve) => current.close(() => resolve()));
    if (inFlight.size === 0) current.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'grace over'>((resolve) => {
      timer = setTimeout(() => resolve('grace over'), graceMs);
    });
    const outcome = await Promise.race([closed, graceOver]);
    clearTimeout(timer);
    if (outcome !== 'grace over') return 0;
    const cut = inFlight.size;
    current.closeAllConnections();
    await closed;
    return cut;
  }

  const stop = (signal: string): Promise<number> => {
    stopping ??= (async () => {
      log('info', `${name} stopping`, { signal, in_flight: inFlight.size, grace_seconds: graceMs / 1000 });
      const cut = await drain();
      let code = 0;
      if (cut > 0) {
        log('error', `${name} cut requests still in flight after the grace`, { cut, grace_seconds: graceMs / 1000 });
        code = 1;
      }
      try {
        await release();
      } catch (error) {
        log('error', `${name} could not close cleanly`, { error: String(error) });
        code = 1;
      }
      log('info', `${name} stopped`, { exit_code: code });
      return code;
    })();
    return stopping;
  };

  return {
    draining: () => draining,
    serve(target, releaseHeld) {
      server = target;
      release = releaseHeld;
      // Node closes an idle keep-alive connection after 5 s; a balancer or client reusing it at
      // that moment gets ECONNRESET (a 502 behind the balancer). Idle connections outlive the
      // balancers' usual 60 s instead, and the stop above still closes them at once.
      target.keepAliveTimeout = KEEP_ALIVE_MS;
      target.headersTimeout = KEEP_ALIVE_MS + 1_000;
      // Before the app's own listener, so a request counts before any answer is written.
      target.prependListener('request', track);
      for (const signal of signals) {
        // A second signal (Ctrl-C twice) changes nothing: the grace already bounds the stop.
        process.on(signal, () => void stop(signal).then(exit));
      }
    },
    stop,
  };
}
