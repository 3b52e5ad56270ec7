/**
 * What the access log and the request metrics cost (docs/decisions/065): the full record, as
 * GraphQL through the BFF and the API and as the API's own call, each alternating call by call
 * with the same call to a second BFF and API that have neither (createBffApp/createApiApp with
 * `observe: false`), over the same database. The access lines are written at LOG_LEVEL (the run
 * sets warn unless told: run with LOG_LEVEL=info and the output piped to count their writing).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApiApp } from '../api/src/app.ts';
import { authOptions, loadApiConfig } from '../api/src/config.ts';
import { connectDatabase } from '../api/src/db/connect.ts';
import { folderStore } from '../api/src/files/folder-store.ts';
import { levelOf } from '../api/src/observability/logger.ts';
import { WEB_DIST } from './complete-next.ts';
import type { Figure } from './figure.ts';
import { RECORD_QUERY } from './full-record.ts';
import { BENCH_DATABASE_URL } from './generate.ts';
import { benchFetch } from './http-client.ts';
import { listen } from './listen.ts';
import { pairedFigure } from './measure.ts';
import { pick, type ResearcherCalls } from './researcher-calls.ts';
import { startBff } from './services.ts';
import { apiSession, bffSession, check, RESEARCHER } from './sessions.ts';

/** The most the access log and metrics may add to a call's median. */
const TARGET_MS = 0.3;

export async function observabilityFigures(researcher: ResearcherCalls): Promise<Figure[]> {
  const { ids, graphql, api, apiHeaders } = researcher;
  const fileStoreDir = await mkdtemp(path.join(os.tmpdir(), 'rt-bench-files-'));
  const handle = await connectDatabase({ databaseUrl: BENCH_DATABASE_URL, maxConnections: 10 });
  const auth = { ...authOptions(loadApiConfig({ NODE_ENV: 'test' })), testMode: true };
  const bareApi = await listen(createApiApp({ db: handle.db, auth, files: folderStore(fileStoreDir), observe: false }));
  const bareBff = await startBff(bareApi.url, WEB_DIST, { observe: false });
  try {
    const bareGraphql = await bffSession(bareBff.url, RESEARCHER);
    const bareHeaders = await apiSession(bareApi.url, RESEARCHER);
    const level = `access lines at LOG_LEVEL=${levelOf(process.env.LOG_LEVEL)}`;
    const met = (q: { p50: number }, b: { p50: number }) => q.p50 - b.p50 < TARGET_MS;
    const target = `p50 < ${TARGET_MS} ms over the same without`;
    const figures = [
      await pairedFigure({
        name: `GraphQL full record with access log and metrics (${level})`,
        baseline: 'the same BFF and API without them',
        target,
        met,
        call: async (i, timed) => {
          await timed(() => graphql(RECORD_QUERY, { id: String(pick(ids, i)) }));
        },
        base: (i) => bareGraphql(RECORD_QUERY, { id: String(pick(ids, i)) }),
      }),
      await pairedFigure({
        name: `API full record with access log and metrics (${level})`,
        baseline: 'the same API without them',
        target,
        met,
        call: async (i, timed) => {
          const address = `${api}/api/document_detail/full_record/${pick(ids, i)}`;
          await timed(async () => check(await benchFetch(address, { headers: apiHeaders }), 'API full record'));
        },
        base: async (i) =>
          check(
            await benchFetch(`${bareApi.url}/api/document_detail/full_record/${pick(ids, i)}`, {
              headers: bareHeaders,
            }),
            'API full record',
          ),
      }),
    ];
    for (const figure of figures)
      figure.note = `+${(figure.p50 - figure.baseline!.p50).toFixed(2)} ms p50, +${(figure.p99 - figure.baseline!.p99).toFixed(2)} ms p99`;
    return figures;
  } finally {
    await bareBff.stop();
    await new Promise((resolve) => bareApi.server.close(resolve));
    bareApi.server.closeAllConnections();
    await handle.close();
    await rm(fileStoreDir, { recursive: true, force: true });
  }
}
