import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** A GraphQL operation name is the client's to choose: past this many, new names count as 'other'. */
const MAX_OPERATIONS = 200;

export type ServiceMetrics = {
  registry: Registry;
  /** http_request_duration_seconds{method, route, status[, operation]} */
  requests: Histogram<'method' | 'route' | 'status' | 'operation'>;
  /** The label of an operation name, bounded in number. */
  operationLabel: (name: string) => string;
};

/**
 * A service's own registry (the API and the BFF share a process in tests and the bench), with
 * Node's process, heap, GC and event-loop series (collectDefaultMetrics) and the request durations.
 */
export function serviceMetrics(): ServiceMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer ending, by method, route pattern, status and GraphQL operation',
    labelNames: ['method', 'route', 'status', 'operation'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const operations = new Set<string>();
  const operationLabel = (name: string) => {
    if (operations.has(name)) return name;
    if (operations.size >= MAX_OPERATIONS) return 'other';
    operations.add(name);
    return name;
  };
  return { registry, requests, operationLabel };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus's text format. With `token`, only for `Authorization: Bearer <token>`
 * (401 otherwise); without one, open when `open`, else 404 as if there were no such address.
 */
export function metricsEndpoint(
  registry: Registry,
  { token, open }: { token?: string; open: boolean },
): RequestHandler {
  const expected = token === undefined ? undefined : digest(token);
  return async (req, res) => {
    if (expected) {
      const given = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
      // Compared as digests: equal lengths, in constant time.
      if (!given || !timingSafeEqual(digest(given), expected)) {
        res.status(401).set('www-authenticate', 'Bearer').type('text/plain').send('Unauthorized');
        return;
      }
    } else if (!open) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    res
      .set('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  };
}
