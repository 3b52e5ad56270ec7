import express, { Router } from 'express';
import { sql } from 'kysely';
import type { AuthOptions, RightsOptions } from './config.ts';
import type { Db } from './db/connect.ts';
import type { FileStore } from './files/file-store.ts';
import { apiNotFound, errorHandler, jsonBodiesOnly } from './http/error-handler.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { identifyCaller } from './modules/auth/identify-caller.ts';
import { createTokenVerifier } from './modules/auth/token-verifier.ts';
import { lookupRoutes } from './modules/lookup/routes.ts';
import { userRoutes } from './modules/user/routes.ts';
import { integratorRoutes } from './modules/integrators/routes.ts';
import { collectionRoutes } from './modules/collection/routes.ts';
import { researchRoutes } from './modules/research/routes.ts';
import { queueRoutes } from './modules/queue/routes.ts';
import { rightsRoutes } from './modules/rights/routes.ts';
import { assignmentRoutes } from './modules/assignment/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { tagRoutes } from './modules/tags/routes.ts';
import { statisticsRoutes } from './modules/statistics/routes.ts';
import { bulkEditRoutes } from './modules/bulk-edit/routes.ts';
import { documentImportRoutes } from './modules/document-imports/routes.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import type { WebhookUrlPolicy } from './modules/webhooks/webhook-url.ts';
import { connectionRoutes } from './modules/connections/routes.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { postgresPool } from './db/connect.ts';
import { logger } from './log.ts';
import { apiMetrics, watchPool } from './observability/api-metrics.ts';
import { metricsEndpoint } from './observability/metrics.ts';
import { observeRequests } from './observability/request-log.ts';

export type ApiDeps = {
  db: Db;
  auth: AuthOptions;
  /** The file store: source files, page images and PDFs (FILE_STORE_DIR, or a bucket). */
  files: FileStore;
  /** The real WRS and MIS to forward rights lookups to; by default the local catalogue answers. */
  rights?: RightsOptions;
  /** True once the service is stopping (http/graceful-server.ts): /readyz then answers 503. */
  draining?: () => boolean;
  /** With it, GET /metrics answers only `Authorization: Bearer <token>` (METRICS_TOKEN). */
  metricsToken?: string;
  /** False leaves out the access log and request metrics (the bench measures what they cost). */
  observe?: boolean;
  /** The job queue long work is sent to (jobs/job-queue.ts); without it, starting a job is refused. */
  jobs?: JobQueue;
  /** Where webhooks may be sent: https only unless told otherwise (http to localhost outside production). */
  webhookUrls?: WebhookUrlPolicy;
};

/** The pattern of the route that answered ('/api/record/:id'); the API's routers all sit under /api. */
function routeOf(req: express.Request): string {
  if (!req.route) return 'unmatched';
  return (req.originalUrl.startsWith('/api/') ? '/api' : '') + String(req.route.path);
}

export function createApiApp({
  db,
  auth,
  files,
  rights,
  draining,
  metricsToken,
  observe = true,
  jobs,
  webhookUrls = { httpsOnly: true },
}: ApiDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  if (observe) app.use(observeRequests({ logger, metrics: apiMetrics, routeOf, userOf: (req) => req.caller?.id }));
  const pool = postgresPool(db);
  if (pool) watchPool(pool);
  // The API is not exposed: its port is for the BFF and Prometheus (README "Operations").
  app.get('/metrics', metricsEndpoint(apiMetrics.registry, { token: metricsToken, open: true }));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (draining?.()) {
      res.status(503).json({ status: 'draining' });
      return;
    }
    try {
      await sql`select 1`.execute(db);
      res.json({ status: 'ready' });
    } catch (error) {
      res.status(503).json({ status: 'unavailable', message: String(error) });
    }
  });

  // Without an issuer no token is accepted; sessions (and test sign-in) still work.
  const tokens = auth.issuer ? createTokenVerifier({ issuer: auth.issuer, audience: auth.audience }) : undefined;
  const sessions = { idleMinutes: auth.idleMinutes, absoluteHours: auth.absoluteHours };

  const api = Router();
  api.use(jsonBodiesOnly);
  api.use(express.json({ limit: '5mb' }));
  api.use(authRoutes(db, { tokens, sessions, testMode: auth.testMode }));
  api.use(identifyCaller(db, { tokens, sessions }));
  // Every route below is declared with route() (http/route.ts): its operation, then its input's schemas.
  api.use(lookupRoutes(db));
  api.use(userRoutes(db));
  api.use(integratorRoutes(db));
  // Before the collection and research routes, whose /batch/:id would read 'page' as an id.
  api.use(connectionRoutes(db));
  api.use(collectionRoutes(db));
  api.use(researchRoutes(db, files));
  api.use(queueRoutes(db));
  api.use(rightsRoutes(db, rights));
  api.use(assignmentRoutes(db));
  api.use(tagRoutes(db));
  api.use(statisticsRoutes(db));
  api.use(bulkEditRoutes(db, jobs));
  api.use(documentImportRoutes(db, files, jobs));
  api.use(webhookRoutes(db, webhookUrls));
  api.use(fileRoutes(db, files));
  api.use(apiNotFound);
  app.use('/api', api);
  app.use(errorHandler);
  return app;
}
