/**
 * What `npm run bench` measures, in this process on free ports: the API and the BFF against the
 * benchmark database (bench/generate.ts), with test sign-in, and beside them the bare node:http
 * server of the plain-SQL baselines (bench/baselines.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase } from '../api/src/db/connect.ts';
import { createApiApp } from '../api/src/app.ts';
import { folderStore } from '../api/src/files/folder-store.ts';
import type { FileStore } from '../api/src/files/file-store.ts';
import { authOptions, loadApiConfig } from '../api/src/config.ts';
import { createBffApp } from '../bff/src/app.ts';
import { loadBffConfig } from '../bff/src/config.ts';
import { BENCH_BFF_SETTINGS } from './bff-settings.ts';
import { relayServer, sessionCheckedServer } from './bare-hops.ts';
import { baselineServer } from './baselines.ts';
import { WEB_DIST } from './complete-next.ts';
import { BENCH_DATABASE_URL } from './generate.ts';
import { freePort, listen } from './listen.ts';

export type BenchServices = {
  api: string;
  bff: string;
  baseline: string;
  /** The full record along the paths' hops with no framework (bench/bare-hops.ts): the bare API and the bare BFF in front of it. */
  bare: { api: string; bff: string };
  /** The bench's own connections to the benchmark database (its queries and the baselines'). */
  pool: pg.Pool;
  /** The API's file store, a temporary folder. */
  files: FileStore;
  /** Closes the servers and connections and removes the file store. */
  stop: () => Promise<void>;
};

/**
 * The BFF in this process, with test sign-in, on a free port, in front of the API at `apiUrl`;
 * `observe: false` without its access log and request metrics (bench/observability.ts).
 */
export async function startBff(
  apiUrl: string,
  webDist: string,
  { observe = true }: { observe?: boolean } = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const app = await createBffApp(
    loadBffConfig({
      NODE_ENV: 'test',
      AUTH_TEST_MODE: 'true',
      ...BENCH_BFF_SETTINGS,
      API_URL: apiUrl,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST: webDist,
    }),
    { observe },
  );
  const { server, url } = await listen(app.app, port);
  return {
    url,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await app.stop();
    },
  };
}

/** The API's connections name themselves so, so that their backends can be told from the bench's own (bench/cpu.ts). */
export const API_APPLICATION_NAME = 'rt-bench-api';

/** `url` with PostgreSQL's application_name set. */
function namedConnection(url: string, applicationName: string): string {
  const named = new URL(url);
  named.searchParams.set('application_name', applicationName);
  return named.toString();
}

/** The services against the benchmark database at `databaseUrl` (by default BENCH_DATABASE_URL). */
export async function startServices(databaseUrl = BENCH_DATABASE_URL): Promise<BenchServices> {
  const fileStoreDir = await mkdtemp(path.join(os.tmpdir(), 'rt-bench-files-'));
  const handle = await connectDatabase({
    databaseUrl: namedConnection(databaseUrl, API_APPLICATION_NAME),
    maxConnections: 10,
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const auth = { ...authOptions(loadApiConfig({ NODE_ENV: 'test' })), testMode: true };
  const files = folderStore(fileStoreDir);
  const api = await listen(createApiApp({ db: handle.db, auth, files }));
  // The built web app, for the steps in Chromium.
  const bff = await startBff(api.url, WEB_DIST);
  const baseline = await listen(baselineServer(pool));
  const bareApi = await listen(sessionCheckedServer(pool, auth.idleMinutes));
  const bareBff = await listen(relayServer(bareApi.url));
  return {
    api: api.url,
    bff: bff.url,
    baseline: baseline.url,
    bare: { api: bareApi.url, bff: bareBff.url },
    pool,
    files,
    stop: async () => {
      for (const { server } of [baseline, bareBff, bareApi]) {
        await new Promise((resolve) => server.close(resolve));
        server.closeAllConnections();
      }
      await bff.stop();
      await new Promise((resolve) => api.server.close(resolve));
      api.server.closeAllConnections();
      await handle.close();
      await pool.end();
      await rm(fileStoreDir, { recursive: true, force: true });
    },
  };
}
