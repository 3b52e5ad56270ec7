import type pg from 'pg';
import { Counter, Gauge } from 'prom-client';
import type { ApiErrorCode } from '../http/api-error.ts';
import { serviceMetrics } from './metrics.ts';

/** The API's metrics, one set per process whatever the number of apps (tests make many). */
export const apiMetrics = serviceMetrics();

/** api_errors_total{code}: the answers with an error code (http/api-error.ts), INTERNAL included. */
export const apiErrors = new Counter({
  name: 'api_errors_total',
  help: 'Error answers of the records API by error code',
  labelNames: ['code'] as const,
  registers: [apiMetrics.registry],
});

export const countApiError = (code: ApiErrorCode) => apiErrors.inc({ code });

/** job_chunks_total{queue}: chunks of long work written by this replica (docs/decisions/072). */
export const jobChunks = new Counter({
  name: 'job_chunks_total',
  help: 'Chunks of queued jobs this replica wrote, by queue',
  labelNames: ['queue'] as const,
  registers: [apiMetrics.registry],
});

/** jobs_finished_total{queue, status}: jobs this replica finished, by how they ended. */
export const jobsFinished = new Counter({
  name: 'jobs_finished_total',
  help: 'Queued jobs this replica finished, by queue and status (done, cancelled, failed)',
  labelNames: ['queue', 'status'] as const,
  registers: [apiMetrics.registry],
});

/** webhook_deliveries_total{event, outcome}: attempts of webhook deliveries (docs/decisions/078). */
export const webhookDeliveries = new Counter({
  name: 'webhook_deliveries_total',
  help: 'Webhook delivery attempts by event type and outcome (delivered, retried, failed, skipped)',
  labelNames: ['event', 'outcome'] as const,
  registers: [apiMetrics.registry],
});

/** The PostgreSQL pools being served (none on the embedded database). */
const pools = new Set<pg.Pool>();

export function watchPool(pool: pg.Pool): void {
  pools.add(pool);
}

/** Sums a pool count over the live pools, forgetting those that have ended. */
function poolGauge(name: string, help: string, count: (pool: pg.Pool) => number) {
  return new Gauge({
    name,
    help,
    registers: [apiMetrics.registry],
    collect() {
      let sum = 0;
      for (const pool of pools) {
        if (pool.ended) pools.delete(pool);
        else sum += count(pool);
      }
      this.set(sum);
    },
  });
}

poolGauge('pg_pool_connections', 'PostgreSQL connections open in the pool, busy or idle', (pool) => pool.totalCount);
poolGauge('pg_pool_connections_idle', 'PostgreSQL connections open in the pool and idle', (pool) => pool.idleCount);
poolGauge(
  'pg_pool_requests_waiting',
  'Queries waiting for a PostgreSQL connection (the pool is at DATABASE_POOL_SIZE)',
  (pool) => pool.waitingCount,
);
