import { loadBffConfig } from './config.ts';
import { createBffApp } from './app.ts';
import { logEvent } from './log.ts';

// A bad setting stops the service with the list of what to fix, not a stack trace.
const config = (() => {
  try {
    return loadBffConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();
const { app, stop } = await createBffApp(config);
const server = app.listen(config.PORT, config.HOST, () => {
  logEvent('info', 'BFF listening', {
    url: config.PUBLIC_URL,
    listen: `${config.HOST}:${config.PORT}`,
    api: config.API_URL,
    sign_in: config.OIDC_ISSUER ?? `development provider at ${config.PUBLIC_URL}/oidc`,
    test_mode: config.AUTH_TEST_MODE,
  });
});

async function shutdown(signal: string) {
  logEvent('info', 'BFF stopping', { signal });
  server.close();
  await stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
