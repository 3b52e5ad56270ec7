import { existsSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { BffConfig } from './config.ts';
import { buildContext, type BffContext } from './context.ts';
import { createRecordsClient } from './datasources/records-api.ts';
import { buildSchema, snakeCaseFieldResolver } from './graphql/schema.ts';
import { formatError } from './graphql/format-error.ts';

export type BffApp = { app: express.Express; stop: () => Promise<void> };

export async function createBffApp(config: BffConfig): Promise<BffApp> {
  const production = config.NODE_ENV === 'production';
  const server = new ApolloServer<BffContext>({
    schema: buildSchema(),
    fieldResolver: snakeCaseFieldResolver,
    csrfPrevention: true,
    introspection: true,
    includeStacktraceInErrorResponses: !production,
    formatError: formatError(production),
    // The sandbox is served from our own build (see below), so it works with no internet access.
    plugins: [ApolloServerPluginLandingPageDisabled()],
  });
  await server.start();

  const records = createRecordsClient(config.API_URL, config.API_TIMEOUT_MS);
  const app = express();
  app.disable('x-powered-by');

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      const upstream = await fetch(new URL('/readyz', config.API_URL), { signal: AbortSignal.timeout(2_000) });
      if (!upstream.ok) throw new Error(`records API answered ${upstream.status}`);
      res.json({ status: 'ready' });
    } catch (error) {
      res.status(503).json({ status: 'unavailable', message: String(error) });
    }
  });

  const sandboxPage = path.join(config.WEB_DIST, 'sandbox.html');
  app.get('/graphql', (req, res, next) => {
    if (req.accepts(['application/json', 'text/html']) === 'text/html' && existsSync(sandboxPage)) {
      res.sendFile(sandboxPage);
      return;
    }
    next();
  });
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    expressMiddleware(server, { context: async () => buildContext(records) }),
  );

  serveWebApp(app, config.WEB_DIST);
  return { app, stop: () => server.stop() };
}

/** The built single-page app: hashed assets cached for good, every other path answered with index.html. */
function serveWebApp(app: express.Express, dist: string) {
  const index = path.join(dist, 'index.html');
  app.use('/assets', express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use(express.static(dist, { index: false }));
  app.get('/{*path}', (_req, res) => {
    if (!existsSync(index)) {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
