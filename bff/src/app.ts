import { existsSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import { expressMiddleware } from '@as-integrations/express5';
import type { BffConfig } from './config.ts';
import { buildContext } from './context.ts';
import { createApiClient } from './datasources/api-client.ts';
import { createApolloServer } from './graphql/apollo-server.ts';
import { refuseInvalidBearer } from './graphql/bearer-challenge.ts';
import { PERSISTED_QUERY_TTL_SECONDS, persistedQueryCache } from './graphql/persisted-query-cache.ts';
import { apiSessions } from './auth/api-sessions.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { CallerCache } from './auth/caller-cache.ts';
import { shareCallerChanges } from './auth/share-caller-changes.ts';
import { authTransactions } from './auth/auth-transaction.ts';
import { credentialsOf } from './auth/credentials.ts';
import { deriveKey } from './auth/derive-key.ts';
import { devProviderRoutes } from './auth/dev-provider.ts';
import { createOidcClient } from './auth/oidc-client.ts';
import { oidcSettings } from './auth/oidc-settings.ts';
import { sessionCookie } from './auth/session-cookie.ts';
import { errorHandler } from './http/error-handler.ts';
import { exportsProxy } from './http/exports-proxy.ts';
import { filesProxy } from './http/files-proxy.ts';
import { noStore } from './http/no-store.ts';
import { redirectToPublicUrl } from './http/public-host.ts';
import { rateLimits } from './http/rate-limits.ts';
import { requireCustomHeader } from './http/require-custom-header.ts';
import { securityHeaders } from './http/security-headers.ts';
import { schemaSdl } from './http/schema-sdl.ts';
import { serveWebApp } from './http/web-app.ts';
import { loadTypeDefs } from './graphql/schema.ts';
import { metricsEndpoint, observeRequests } from '@rt/api/observability';
import { logger } from './log.ts';
import { bffMetrics } from './observability/bff-metrics.ts';
import { connectRedis, type SharedRedis } from './redis/connect-redis.ts';

/** Where requests go that no route pattern names: a prefix's label stands for all under it. */
const MOUNTS = ['/graphql', '/files', '/exports', '/oidc', '/assets'];

/** The pattern of the route that answered, never the address with its ids or file names. */
function routeOf(req: express.Request): string {
  if (req.route) return String(req.route.path);
  const path = req.originalUrl.split('?', 1)[0];
  return MOUNTS.find((mount) => path === mount || path.startsWith(`${mount}/`)) ?? 'unmatched';
}

export type BffApp = { app: express.Express; stop: () => Promise<void> };

/**
 * `draining`: true once the BFF is stopping (@rt/api/graceful-server); /readyz then answers 503.
 * `observe: false` leaves out the access log and request metrics (the bench measures what they cost).
 * With REDIS_URL it connects to Redis first (and fails, naming the setting, when Redis cannot be
 * reached); `stop()` closes that connection after Apollo Server.
 */
export async function createBffApp(
  config: BffConfig,
  options: { draining?: () => boolean; observe?: boolean } = {},
): Promise<BffApp> {
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, config.REDIS_KEY_PREFIX) : undefined;
  try {
    const { app, stop } = await assemble(config, redis, options);
    return {
      app,
      stop: async () => {
        try {
          await stop();
        } finally {
          await redis?.quit();
        }
      },
    };
  } catch (error) {
    await redis?.quit();
    throw error;
  }
}

/** The app itself, its counters and caches in `redis` when given (docs/decisions/071), else in memory. */
async function assemble(
  config: BffConfig,
  redis: SharedRedis | undefined,
  { draining, observe = true }: { draining?: () => boolean; observe?: boolean },
): Promise<BffApp> {
  const callers = new CallerCache();
  if (redis) await shareCallerChanges(callers, redis);
  const server = createApolloServer({
    production: config.NODE_ENV === 'production',
    costBudget: { points: config.GRAPHQL_COST_BUDGET, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS },
    persistedQueries: redis && { cache: persistedQueryCache(redis), ttl: PERSISTED_QUERY_TTL_SECONDS },
    redis,
  });
  await server.start();

  const records = createApiClient(config.API_URL, config.API_TIMEOUT_MS);
  const oidc = oidcSettings(config);
  const session = sessionCookie(config.PUBLIC_URL);
  const limits = rateLimits(config, session, redis);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  if (observe)
    app.use(observeRequests({ logger, metrics: bffMetrics, routeOf, userOf: (_req, request) => request.userId }));
  // Before the public-host redirect: Prometheus calls the BFF by its internal name. This port is
  // public in production, so there /metrics needs METRICS_TOKEN (README "Operations").
  app.get(
    '/metrics',
    metricsEndpoint(bffMetrics.registry, { token: config.METRICS_TOKEN, open: config.NODE_ENV !== 'production' }),
  );
  app.use(securityHeaders(config.PUBLIC_URL));
  app.use(redirectToPublicUrl(config.PUBLIC_URL));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (draining?.()) {
      res.status(503).json({ status: 'draining' });
      return;
    }
    // Redis down is reported but leaves the BFF ready: it serves without it (decision 071), and
    // every replica would otherwise leave the load balancer at once.
    const redisUp = redis?.isUp().then((up) => ({ redis: up ? 'up' : 'down' }));
    try {
      const upstream = await fetch(new URL('/readyz', config.API_URL), { signal: AbortSignal.timeout(2_000) });
      if (!upstream.ok) throw new Error(`records API answered ${upstream.status}`);
      res.json({ status: 'ready', ...(await redisUp) });
    } catch (error) {
      res.status(503).json({ status: 'unavailable', message: String(error), ...(await redisUp) });
    }
  });

  if (oidc.development) {
    app.use(
      devProviderRoutes({
        client: oidc,
        audience: config.OIDC_AUDIENCE,
        integratorSecret: config.DEV_INTEGRATOR_SECRET,
        cookieKey: deriveKey(config.SESSION_SECRET, 'development-provider-cookies').toString('base64url'),
      }),
    );
  }
  app.use(['/auth/login', '/implicit/callback'], limits.signIn);
  app.use('/auth/test-login', limits.testSignIn);
  app.use(
    authRoutes({
      publicUrl: config.PUBLIC_URL,
      oidc: createOidcClient(oidc),
      transactions: authTransactions(config.PUBLIC_URL, config.SESSION_SECRET),
      session,
      sessions: apiSessions(records, callers),
      testMode: config.AUTH_TEST_MODE,
    }),
  );

  // The contract as SDL, public and before /graphql's CSRF check (docs/decisions/074).
  app.get('/graphql/schema.graphql', schemaSdl(loadTypeDefs()));

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
    ...limits.graphql,
    requireCustomHeader,
    noStore,
    express.json({ limit: '1mb' }),
    expressMiddleware(server, {
      context: async ({ req }) => {
        const credentials = credentialsOf(req, session);
        const context = buildContext(records, credentials, callers);
        await refuseInvalidBearer(credentials, context);
        return context;
      },
    }),
  );

  app.use('/files', filesProxy(config.API_URL, session, config.API_TIMEOUT_MS));
  // Downloads made from the signed-in user's query (the bulk-edit CSV): the same limits and CSRF check as GraphQL.
  app.use(
    '/exports',
    ...limits.graphql,
    requireCustomHeader,
    noStore,
    express.json({ limit: '1mb' }),
    exportsProxy(config.API_URL, session, config.API_TIMEOUT_MS),
  );

  serveWebApp(app, config.WEB_DIST);
  app.use(errorHandler);
  return { app, stop: () => server.stop() };
}
