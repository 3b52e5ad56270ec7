import { loadBffConfig, startWarnings } from './config.ts';
import { createBffApp } from './app.ts';
import { gracefulServer } from '@rt/api/graceful-server';
import { logEvent } from './log.ts';
import { describeRedisUrl, RedisUnreachableError } from './redis/connect-redis.ts';
import { stopTracing } from '@rt/api/tracing';

// A bad setting stops the service with the list of what to fix, not a stack trace.
const config = (() => {
  try {
    return loadBffConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();
for (const warning of startWarnings(config)) logEvent('warn', warning);
// On SIGTERM or SIGINT: requests in flight finish (within the grace), then Apollo Server stops and
// the Redis connections close.
const graceful = gracefulServer({ name: 'BFF', graceMs: config.SHUTDOWN_GRACE_SECONDS * 1000, log: logEvent });
// Redis named by REDIS_URL but out of reach stops the service with that said, not a stack trace.
const { app, stop } = await createBffApp(config, { draining: graceful.draining }).catch((error: unknown) => {
  if (!(error instanceof RedisUnreachableError)) throw error;
  logEvent('error', error.message, { setting: 'REDIS_URL' });
  process.exit(1);
});
const server = app.listen(config.PORT, config.HOST, () => {
  logEvent('info', 'BFF listening', {
    url: config.PUBLIC_URL,
    listen: `${config.HOST}:${config.PORT}`,
    api: config.API_URL,
    sign_in: config.OIDC_ISSUER ?? `development provider at ${config.PUBLIC_URL}/oidc`,
    test_mode: config.AUTH_TEST_MODE,
    shared_store: config.REDIS_URL ? describeRedisUrl(config.REDIS_URL) : 'memory (one process)',
  });
});
graceful.serve(server, async () => {
  await stop();
  await stopTracing();
});
