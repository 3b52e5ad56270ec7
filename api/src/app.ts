import express, { Router } from 'express';
import { sql } from 'kysely';
import type { Db } from './db/connect.ts';
import { apiNotFound, errorHandler } from './http/error-handler.ts';
import { identifyCaller } from './http/caller.ts';
import { lookupRoutes } from './modules/lookup/routes.ts';
import { userRoutes } from './modules/user/routes.ts';
import { collectionRoutes } from './modules/collection/routes.ts';
import { researchRoutes } from './modules/research/routes.ts';
import { queueRoutes } from './modules/queue/routes.ts';
import { rightsRoutes } from './modules/rights/routes.ts';

export type ApiDeps = { db: Db };

export function createApiApp({ db }: ApiDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await sql`select 1`.execute(db);
      res.json({ status: 'ready' });
    } catch (error) {
      res.status(503).json({ status: 'unavailable', message: String(error) });
    }
  });

  const api = Router();
  api.use(express.json({ limit: '5mb' }));
  api.use(identifyCaller(db));
  api.use(lookupRoutes(db));
  api.use(userRoutes(db));
  api.use(collectionRoutes(db));
  api.use(researchRoutes(db));
  api.use(queueRoutes(db));
  api.use(rightsRoutes(db));
  api.use(apiNotFound);
  app.use('/api', api);
  app.use(errorHandler);
  return app;
}
