import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { currentRequest, runInRequest, type RequestScope } from './logger.ts';
import type { ServiceMetrics } from './metrics.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is kept only when short and plain, so it cannot forge log fields or flood them. */
const SAFE_REQUEST_ID = /^[\w.:-]{1,100}$/;

/** The caller's x-request-id when it is safe to keep, else a new one. */
export function requestIdOf(value: unknown): string {
  return typeof value === 'string' && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}

/** Probes of the orchestrator and the metrics scrape: logged only at LOG_LEVEL=debug. */
const ROUTINE = new Set(['/healthz', '/readyz', '/metrics']);

export type ObserveOptions = {
  logger: Logger;
  metrics: ServiceMetrics;
  /** The matched route's pattern ('/api/record/:id'), never the address with its ids. */
  routeOf: (req: Request) => string;
  /** The signed-in user's id, when this service knows it. */
  userOf: (req: Request, scope: RequestScope) => number | undefined;
};

type Scoped = Request & { scope?: RequestScope };

/** The path without its query string, which can hold a sign-in's code or a search's words. */
const pathOf = (req: Request) => (req.originalUrl ?? req.url).split('?', 1)[0];

/**
 * A request's scope. Its logger (a child binding the request id) is made only when a line is
 * logged while the request is served: most requests log none but their access line.
 */
class Scope implements RequestScope {
  userId?: number;
  operation?: string;
  #log?: Logger;
  constructor(
    readonly id: string,
    private readonly root: Logger,
  ) {}
  get log(): Logger {
    return (this.#log ??= this.root.child({ request_id: this.id }));
  }
}

/**
 * One access line per request and its duration in the metrics: request id, user, method, route,
 * status and milliseconds. The id comes from x-request-id (or is made), goes back in the answer's
 * header, and marks every line logged while the request is served (logEvent included).
 *
 * Written with pino itself rather than pino-http: pino-http makes a child logger and binds the
 * request to it on every request, which cost the full-record read more than the whole line
 * (decision 065 has the figures).
 */
export function observeRequests({ logger, metrics, routeOf, userOf }: ObserveOptions): RequestHandler {
  return (request, res, next) => {
    const req = request as Scoped;
    const started = performance.now();
    const scope = new Scope(requestIdOf(req.headers[REQUEST_ID_HEADER]), logger);
    req.scope = scope;
    res.setHeader(REQUEST_ID_HEADER, scope.id);
    res.once('close', () => {
      const ms = performance.now() - started;
      const route = routeOf(req);
      const status = res.statusCode;
      const { operation } = scope;
      metrics.requests.observe(
        {
          method: req.method,
          route,
          status,
          ...(operation === undefined ? {} : { operation: metrics.operationLabel(operation) }),
        },
        ms / 1000,
      );
      const path = pathOf(req);
      const level = status >= 500 ? 'error' : ROUTINE.has(path) ? 'debug' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          request_id: scope.id,
          method: req.method,
          route,
          path,
          status,
          ms: Math.round(ms * 100) / 100,
          user_id: userOf(req, scope),
          ...(operation === undefined ? {} : { operation }),
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        status >= 500 ? 'request failed' : 'request',
      );
    });
    runInRequest(scope, next);
  };
}

/** The header that passes the request's id on to the service it calls; none outside a request. */
export function forwardedRequestId(): Record<string, string> {
  const id = currentRequest()?.id;
  return id === undefined ? {} : { [REQUEST_ID_HEADER]: id };
}
