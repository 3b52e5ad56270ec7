/**
 * What the access log and request metrics cost the API's full-record read, without the BFF:
 * `npx tsx bench/observability-micro.ts <with|without|both> > /dev/null` (the figures go to stderr,
 * the access lines to stdout). `both` alternates two API apps in one process, call by call; `with`
 * and `without` run one app each, so a process that never serves an observed request never turns
 * on AsyncLocalStorage's promise hooks (Node 20), which `both` would give the bare app too.
 * Needs the benchmark database (bench/generate.ts; BENCH_DATABASE_URL).
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApiApp } from '../api/src/app.ts';
import { authOptions, loadApiConfig } from '../api/src/config.ts';
import { connectDatabase } from '../api/src/db/connect.ts';
import { folderStore } from '../api/src/files/folder-store.ts';
import { BENCH_DATABASE_URL } from './generate.ts';
import { benchFetch } from './http-client.ts';
import { listen } from './listen.ts';
import { apiSession, check, RESEARCHER } from './sessions.ts';
import { stats } from './stats.ts';

const mode = process.argv[2] ?? 'both';
const CALLS = Number(process.env.BENCH_CALLS ?? 3000);
const handle = await connectDatabase({ databaseUrl: BENCH_DATABASE_URL, maxConnections: 10 });
const auth = { ...authOptions(loadApiConfig({ NODE_ENV: 'test' })), testMode: true };
const files = folderStore(await mkdtemp(path.join(os.tmpdir(), 'rt-bench-files-')));
const variants = (mode === 'both' ? [true, false] : [mode === 'with']).map(async (observe) => {
  const { server, url } = await listen(createApiApp({ db: handle.db, auth, files, observe }));
  return { observe, server, url, headers: await apiSession(url, RESEARCHER), samples: [] as number[] };
});
const apps = await Promise.all(variants);
const ids = (
  await handle.db
    .selectFrom('document_details')
    .select('id')
    .where('external_reference_id', 'like', 'BENCH-%')
    .limit(500)
    .execute()
).map((row) => row.id);
for (let i = 0; i < CALLS + 200; i++) {
  for (const app of apps) {
    const start = performance.now();
    await check(
      await benchFetch(`${app.url}/api/document_detail/full_record/${ids[i % ids.length]}`, { headers: app.headers }),
      'full record',
    );
    if (i >= 200) app.samples.push(performance.now() - start);
  }
}
for (const app of apps) {
  const s = stats(app.samples);
  console.error(
    `${mode}: ${app.observe ? 'with' : 'without'} access log and metrics: p50 ${s.p50.toFixed(3)} ms, p99 ${s.p99.toFixed(3)} ms (${app.samples.length} calls)`,
  );
  app.server.closeAllConnections();
  app.server.close();
}
await handle.close();
