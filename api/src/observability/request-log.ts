import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
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

type Scoped = Request & { scope?: RequestScope & { started: number } };

/** The path without its query string, which can hold a sign-in's code or a search's words. */
const pathOf = (req: Request) => (req.originalUrl ?? req.url).split('?', 1)[0];

/**
 * One access line per request (pino-http) and its duration in the metrics: request id, user, method,
 * route, status and milliseconds. The id comes from x-request-id (or is made), goes back in the
 * answer's header, and marks every line logged while the request is served (logEvent included).
 */
export function observeRequests({ logger, metrics, routeOf, userOf }: ObserveOptions): RequestHandler {
  const fields = (req: Scoped, res: Response) => {
    const scope = req.scope!;
    const ms = Math.round((performance.now() - scope.started) * 100) / 100;
    return {
      method: req.method,
      route: routeOf(req),
      path: pathOf(req),
      status: res.statusCode,
      ms,
      user_id: userOf(req, scope),
      ...(scope.operation === undefined ? {} : { operation: scope.operation }),
      ...(res.writableFinished ? {} : { aborted: true }),
    };
  };
  const access = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req.headers[REQUEST_ID_HEADER]);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // The request's own logger binds only its id; the access line names its fields itself.
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'request_id' },
    // pino-http binds the whole request to a child logger even when quiet; the line does not use it.
    wrapSerializers: false,
    serializers: { req: () => undefined },
    customLogLevel: (req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : ROUTINE.has(pathOf(req as Request)) ? 'debug' : 'info',
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    customSuccessObject: (req, res) => fields(req as Scoped, res as Response),
    customErrorObject: (req, res, error) => ({ ...fields(req as Scoped, res as Response), error: error.message }),
  });
  return (request, res, next) => {
    const req = request as Scoped;
    const started = performance.now();
    access(req, res, () => {
      const scope: RequestScope & { started: number } = { id: String(req.id), log: req.log, started };
      req.scope = scope;
      res.once('close', () => {
        metrics.requests.observe(
          {
            method: req.method,
            route: routeOf(req),
            status: res.statusCode,
            ...(scope.operation === undefined ? {} : { operation: metrics.operationLabel(scope.operation) }),
          },
          (performance.now() - started) / 1000,
        );
      });
      runInRequest(scope, next);
    });
  };
}

/** The header that passes the request's id on to the service it calls; none outside a request. */
export function forwardedRequestId(): Record<string, string> {
  const id = currentRequest()?.id;
  return id === undefined ? {} : { [REQUEST_ID_HEADER]: id };
}
