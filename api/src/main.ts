import { authOptions, loadApiConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { createApiApp } from './app.ts';
import { logEvent } from './log.ts';

const config = loadApiConfig();
const handle = await openDatabase(config);
const app = createApiApp({ db: handle.db, auth: authOptions(config) });
const server = app.listen(config.API_PORT, config.API_HOST, () => {
  logEvent('info', 'API listening', {
    port: config.API_PORT,
    database: handle.engine,
    issuer: config.OIDC_ISSUER ?? null,
    test_sign_in: config.AUTH_TEST_MODE,
  });
});

async function shutdown(signal: string) {
  logEvent('info', 'API stopping', { signal });
  server.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
