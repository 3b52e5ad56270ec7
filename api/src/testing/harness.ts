import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase, type Db } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase, type SeedScale } from '../seed/seed.ts';
import { createApiApp } from '../app.ts';
import { folderStore } from '../files/folder-store.ts';
import { authOptions, loadApiConfig, type AuthOptions, type RightsOptions } from '../config.ts';
import { startJobs } from '../jobs/start-jobs.ts';
import type { JobQueue } from '../jobs/job-queue.ts';

export type TestDatabase = { db: Db; engine: 'postgres' | 'pglite'; close: () => Promise<void> };

/**
 * A database of its own for one test file: embedded PGlite in memory by default, or a new database
 * on the PostgreSQL server named by DATABASE_URL, dropped again on close.
 */
export async function createTestDatabase(options: { seed?: SeedScale | false } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  let handle;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `rt_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    handle = await connectDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // pg's pool.end() resolves before its connections have closed; forcing the drop while they
      // close makes the server kill them, which surfaces as an unhandled 57P01 in the test run.
      for (let waited = 0; waited < 5000; waited += 50) {
        const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    handle = await connectDatabase({ dataDir: 'memory://' });
  }
  await migrateToLatest(handle.db);
  const scale = options.seed ?? 'test';
  if (scale) await seedDatabase(handle.db, { scale });
  return {
    db: handle.db,
    engine: handle.engine,
    close: async () => {
      await handle.close();
      await dropDatabase();
    },
  };
}

export type TestApi = TestDatabase & {
  url: string;
  /** The job queue, worked in this process, when `jobs` was asked for. */
  jobs?: JobQueue;
  /** The API's file store: a new empty folder of its own unless one was given; tests put files in it. */
  fileStoreDir: string;
};

export type TestApiOptions = {
  seed?: SeedScale | false;
  /**
   * Sign-in settings over the service's defaults (no issuer, test sign-in off, 30 minutes idle,
   * 12 hours absolute): e.g. `{ testMode: true }` for `POST /api/login { test_email }`, or
   * `{ issuer, audience }` of a test provider.
   */
  auth?: Partial<AuthOptions>;
  /** A file store folder to use as it is; by default a new temporary one, removed on close. */
  fileStoreDir?: string;
  /** Real (or fake) WRS and MIS to forward rights lookups to; by default the local catalogue answers. */
  rights?: RightsOptions;
  /** Start the job queue with its workers, as a service does (takeover after this many seconds). */
  jobs?: { takeoverSeconds: number };
  /** Webhook addresses as production takes them (https only); by default http to localhost too. */
  webhooksHttpsOnly?: boolean;
};

/** The records API on a free port over a fresh test database. */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const database = await createTestDatabase(options);
  const auth = { ...authOptions(loadApiConfig({ NODE_ENV: 'test' })), ...options.auth };
  const fileStoreDir = options.fileStoreDir ?? (await mkdtemp(path.join(os.tmpdir(), 'rt-test-files-')));
  const jobs = options.jobs
    ? await startJobs(database.db, folderStore(fileStoreDir), { ...options.jobs, stopTimeoutMs: 5000 })
    : undefined;
  const app = createApiApp({
    db: database.db,
    auth,
    files: folderStore(fileStoreDir),
    rights: options.rights,
    jobs,
    webhookUrls: { httpsOnly: options.webhooksHttpsOnly ?? false },
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    ...database,
    url: `http://127.0.0.1:${port}`,
    fileStoreDir,
    jobs,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs?.stop();
      await database.close();
      if (!options.fileStoreDir) await rm(fileStoreDir, { recursive: true, force: true });
    },
  };
}
