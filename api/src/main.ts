import { authOptions, loadApiConfig, rightsOptions } from './config.ts';
import { openDatabase } from './db/open.ts';
import { createApiApp } from './app.ts';
import { logEvent } from './log.ts';
import { stopTracing } from './observability/tracing.ts';
import { gracefulServer } from './http/graceful-server.ts';
import type { FileStore } from './files/file-store.ts';
import { openFileStore } from './files/open-store.ts';
import { seedSourceFiles } from './seed/source-files.ts';
import { seedSampleDocuments } from './seed/sample-document-files.ts';
import { startJobs } from './jobs/start-jobs.ts';

// A bad setting stops the service with the list of what to fix, not a stack trace.
const config = (() => {
  try {
    return loadApiConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();
/**
 * Like the database, the file store gets the demo's files: on an empty store the sample source files,
 * and on any store the sample documents that demo records show, imported on first start (about
 * 25 s on two cores) and only looked up on the next ones.
 */
async function seedDemoFiles(files: FileStore): Promise<void> {
  if (await files.isEmpty()) {
    const written = await seedSourceFiles(files);
    logEvent('info', 'sample source files written', { store: files.location, files: written.length });
  }
  const started = Date.now();
  const imported = await seedSampleDocuments(files);
  if (imported.length > 0) {
    const pages = imported.reduce((sum, sample) => sum + sample.pages + sample.heldbackPages, 0);
    logEvent('info', 'sample documents imported', {
      store: files.location,
      documents: imported.length,
      pages,
      ms: Date.now() - started,
    });
  }
}

const files = await openFileStore(config);
// The sample documents render in worker threads while the database loads its demo data.
const [handle] = await Promise.all([openDatabase(config), config.SEED_ON_EMPTY ? seedDemoFiles(files) : undefined]);
// On SIGTERM or SIGINT: requests in flight finish (within the grace), then the database closes.
const graceful = gracefulServer({
  name: 'API',
  graceMs: config.SHUTDOWN_GRACE_SECONDS * 1000,
  log: logEvent,
});
// Every replica works the job queue; a stop lets the slice under way finish within the grace.
const jobs = await startJobs(handle.db, files, {
  takeoverSeconds: config.JOB_TAKEOVER_SECONDS,
  stopTimeoutMs: config.SHUTDOWN_GRACE_SECONDS * 1000,
});
const app = createApiApp({
  db: handle.db,
  auth: authOptions(config),
  files,
  rights: rightsOptions(config),
  draining: graceful.draining,
  metricsToken: config.METRICS_TOKEN,
  jobs,
  webhookUrls: { httpsOnly: config.NODE_ENV === 'production' },
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
graceful.serve(server, async () => {
  await jobs.stop();
  await handle.close();
  await stopTracing();
});
