import { authOptions, loadApiConfig, rightsOptions } from './config.ts';
import { openDatabase } from './db/open.ts';
import { createApiApp } from './app.ts';
import { logEvent } from './log.ts';
import { openFileStore } from './files/open-store.ts';
import { seedSourceFiles } from './seed/source-files.ts';

// A bad setting stops the service with the list of what to fix, not a stack trace.
const config = (() => {
  try {
    return loadApiConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();
const handle = await openDatabase(config);
const files = await openFileStore(config);
// Like the database, an empty file store gets the demo's sample files on first start.
if (config.SEED_ON_EMPTY && (await files.isEmpty())) {
  const written = await seedSourceFiles(files);
  logEvent('info', 'sample source files written', { store: files.location, files: written.length });
}
const app = createApiApp({
  db: handle.db,
  auth: authOptions(config),
  files,
  rights: rightsOptions(config),
});
const server = app.listen(config.API_PORT, config.API_HOST, () => {
  logEvent('info', 'API listening', {
    port: config.API_PORT,
    database: handle.engine,
    file_store: files.location,
    issuer: config.OIDC_ISSUER ?? null,
    test_sign_in: config.AUTH_TEST_MODE,
    wrs: config.WRS_URL ?? 'local catalogue',
    mis: config.MIS_URL ?? 'local catalogue',
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
