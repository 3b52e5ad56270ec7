/**
 * Work Search figures (`npm run bench`, or alone: `npx tsx bench/work-search.ts`): the API and
 * the BFF in this process over the 2,000,000-work catalogue (bench/catalogue-generate.ts), side by
 * side with a sequential ILIKE scan of the same table for the same terms, then the API on PGlite
 * over a smaller catalogue (BENCH_PGLITE_WORKS, default 500,000; PGlite is single-threaded WASM and
 * builds its indexes slowly). Writes bench/results/work-search.md and answers its table's lines.
 */
import type { Server } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CompiledQuery, sql } from 'kysely';
import { connectDatabase, type Db } from '../api/src/db/connect.ts';
import { migrateToLatest } from '../api/src/db/migrate.ts';
import { seedDatabase } from '../api/src/seed/seed.ts';
import { createApiApp } from '../api/src/app.ts';
import { folderStore } from '../api/src/files/folder-store.ts';
import { authOptions, loadApiConfig } from '../api/src/config.ts';
import { listen } from './listen.ts';
import { startBff } from './services.ts';
import { stats } from './stats.ts';
import { BENCH_WORKS, WORKS_DATABASE_URL, generateCatalogue, loadWorks, type Runner } from './catalogue-generate.ts';
import { benchFetch, type BenchResponse } from './http-client.ts';

const CALLS = Math.max(1000, Number(process.env.BENCH_CALLS ?? 1000));
const WARM_UP = 100;
/** A sequential scan of 2,000,000 titles takes about a second: fewer calls keep the run short. */
const SCAN_CALLS = Number(process.env.BENCH_SCAN_CALLS ?? 50);
const PGLITE_WORKS = Number(process.env.BENCH_PGLITE_WORKS ?? BENCH_WORKS);
const RESEARCHER = 'researcher@example.org';
/** Which engines to measure, e.g. BENCH_WORK_SEARCH_ENGINES=pglite to prepare or re-measure PGlite alone. */
const ENGINES = (process.env.BENCH_WORK_SEARCH_ENGINES ?? 'postgres,pglite').split(',');

type Row = { name: string; p50: number; p99: number; calls: number; target: string; met: boolean | undefined };

/** Warm-up calls, then `calls` timed sequential calls of `call(i)`. */
async function measure(calls: number, call: (i: number) => Promise<unknown>, warmUp = WARM_UP): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await call(i);
  const samples: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    await call(i);
    samples.push(performance.now() - start);
  }
  return samples;
}

const close = (server: Server) =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(resolve);
  });

async function json(
  response: BenchResponse,
  what: string,
): Promise<{ data?: unknown; errors?: unknown; message?: string }> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text.slice(0, 300)}`);
  const body = JSON.parse(text);
  if (body.errors) throw new Error(`${what}: ${JSON.stringify(body.errors).slice(0, 300)}`);
  return body;
}

/** Search terms as a researcher types them: two or three adjacent words of a catalogue title, and ISNs. */
async function sampleTerms(db: Db): Promise<{ titles: string[]; isns: string[] }> {
  const { rows } = await sql<{ title: string; isn: string | null }>`
    select title, isn from works where work_uid like 'BW%' order by md5(work_uid) limit ${CALLS}`.execute(db);
  const titles = rows.map((r, i) => {
    const words = r.title.split(' ');
    const size = Math.min(words.length, 2 + (i % 2));
    const at = (i * 7) % (words.length - size + 1);
    return words.slice(at, at + size).join(' ');
  });
  const isns = rows.flatMap((r) => (r.isn ? [r.isn] : []));
  return { titles, isns };
}

/** The records API on a database, signed in as the researcher: answers a caller of research_lookup. */
async function startApi(db: Db) {
  const fileStoreDir = await mkdtemp(path.join(os.tmpdir(), 'rt-bench-ws-'));
  const auth = { ...authOptions(loadApiConfig({ NODE_ENV: 'test' })), testMode: true };
  const api = await listen(createApiApp({ db, auth, files: folderStore(fileStoreDir) }));
  const login = (await json(
    await benchFetch(`${api.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ test_email: RESEARCHER }),
    }),
    'API test sign-in',
  )) as { data: { session: string } };
  const headers = { 'content-type': 'application/json', cookie: `rt_session=${login.data.session}` };
  const lookup = async (criteria: Record<string, unknown>) =>
    json(
      await benchFetch(`${api.url}/api/wrs/research_lookup`, {
        method: 'POST',
        headers,
        body: JSON.stringify(criteria),
      }),
      'research_lookup',
    );
  const raw = (criteria: Record<string, unknown>) =>
    benchFetch(`${api.url}/api/wrs/research_lookup`, { method: 'POST', headers, body: JSON.stringify(criteria) });
  return {
    url: api.url,
    lookup,
    raw,
    stop: async () => {
      await close(api.server);
      await rm(fileStoreDir, { recursive: true, force: true });
    },
  };
}

const WORK_SEARCH = `query ($c: WorkSearchInput!) {
  workSearch(criteria: $c) { workId title type isn yearOfPublication creators publishers score whyMatched }
}`;

async function postgresFigures(rows: Row[], notes: string[]): Promise<number> {
  const works = await generateCatalogue();
  const handle = await connectDatabase({ databaseUrl: WORKS_DATABASE_URL, maxConnections: 10 });
  const pool = new pg.Pool({ connectionString: WORKS_DATABASE_URL, max: 2 });
  const api = await startApi(handle.db);
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'rt-bench-ws-web-'));
  const bffServer = await startBff(api.url, webDist);
  const bff = bffServer.url;
  try {
    const { titles, isns } = await sampleTerms(handle.db);
    const pick = <T>(list: T[], i: number) => list[i % list.length];

    // 1. Title words through the API, then the same terms as a sequential ILIKE scan of the same table.
    const search = stats(await measure(CALLS, (i) => api.lookup({ title: pick(titles, i) })));
    const scanClient = await pool.connect();
    let scan: { p50: number; p99: number };
    try {
      // No index may serve it: the scan a search without the trigram and word indexes would be.
      await scanClient.query('set enable_bitmapscan = off');
      await scanClient.query('set enable_indexscan = off');
      const scanSamples = await measure(
        SCAN_CALLS,
        (i) => {
          const words = pick(titles, i).split(' ');
          const where = words.map((_, k) => `title ilike $${k + 1}`).join(' and ');
          return scanClient.query(
            `select * from works where ${where} order by title limit 50`,
            words.map((w) => `%${w}%`),
          );
        },
        2,
      );
      scan = stats(scanSamples);
    } finally {
      scanClient.release();
    }
    const ratio = scan.p50 / search.p50;
    rows.push({
      name: `API research_lookup, title words (PostgreSQL, ${works.toLocaleString('en')} works)`,
      ...search,
      calls: CALLS,
      target: 'p50 < 10, p99 < 50, ≥ 20× faster than the scan at p50',
      met: search.p50 < 10 && search.p99 < 50 && ratio >= 20,
    });
    rows.push({
      name: 'Sequential ILIKE scan of the same table, same terms (SQL)',
      ...scan,
      calls: SCAN_CALLS,
      target: `baseline: the search is ${ratio.toFixed(0)}× faster at p50`,
      met: undefined,
    });

    // 2. Exact ISN through the API.
    const isn = stats(await measure(CALLS, (i) => api.lookup({ isn: pick(isns, i) })));
    rows.push({ name: 'API research_lookup, exact ISN', ...isn, calls: CALLS, target: 'p99 < 5', met: isn.p99 < 5 });

    // 3. Title words through the BFF (GraphQL workSearch → API).
    const login = await benchFetch(`${bff}/auth/test-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ email: RESEARCHER }),
    });
    await json(login, 'BFF test sign-in');
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const graphql = async (c: Record<string, unknown>) =>
      json(
        await benchFetch(`${bff}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie },
          body: JSON.stringify({ query: WORK_SEARCH, variables: { c } }),
        }),
        'GraphQL workSearch',
      );
    const viaBff = stats(await measure(CALLS, (i) => graphql({ title: pick(titles, i) })));
    rows.push({
      name: 'GraphQL workSearch, title words (BFF → API)',
      ...viaBff,
      calls: CALLS,
      target: 'p99 < 75',
      met: viaBff.p99 < 75,
    });

    // 4. A term too short for the index is refused, not scanned.
    const short = await api.raw({ title: 'of' });
    const shortBody = JSON.parse(await short.text()) as { message: string };
    notes.push(`A two-letter title ('of') answered ${short.status} '${shortBody.message}'.`);
    return works;
  } finally {
    await bffServer.stop();
    await api.stop();
    await handle.close();
    await pool.end();
    await rm(webDist, { recursive: true, force: true });
  }
}

async function pgliteFigures(rows: Row[], notes: string[]): Promise<void> {
  const dataDir = process.env.BENCH_PGLITE_DIR ?? path.join(os.tmpdir(), 'rt-bench-works-pglite');
  const started = performance.now();
  const handle = await connectDatabase({ dataDir });
  try {
    await migrateToLatest(handle.db);
    const { rows: users } = await sql<{ n: number }>`select count(*)::int as n from users`.execute(handle.db);
    if (users[0].n === 0) await seedDatabase(handle.db, { scale: 'demo' });
    const runner: Runner = {
      query: async <R>(text: string, params: unknown[] = []) =>
        handle.db.executeQuery<R>(CompiledQuery.raw(text, params)).then((r) => ({ rows: r.rows })),
    };
    // PGlite's WASM memory is small: index builds get a modest working memory.
    const works = await loadWorks(runner, PGLITE_WORKS, { started, maintenanceMemory: '256MB' });
    notes.push(`PGlite catalogue: ${works.toLocaleString('en')} works in ${dataDir} (kept for the next run).`);
    const api = await startApi(handle.db);
    try {
      const { titles, isns } = await sampleTerms(handle.db);
      const pick = <T>(list: T[], i: number) => list[i % list.length];
      const search = stats(await measure(CALLS, (i) => api.lookup({ title: pick(titles, i) })));
      rows.push({
        name: `API research_lookup, title words (PGlite, ${works.toLocaleString('en')} works)`,
        ...search,
        calls: CALLS,
        target: 'p99 < 150',
        met: search.p99 < 150,
      });
      const isn = stats(await measure(CALLS, (i) => api.lookup({ isn: pick(isns, i) })));
      rows.push({
        name: 'API research_lookup, exact ISN (PGlite)',
        ...isn,
        calls: CALLS,
        target: 'p99 < 150',
        met: isn.p99 < 150,
      });
    } finally {
      await api.stop();
    }
  } finally {
    await handle.close();
  }
}

const ms = (n: number) => n.toFixed(2);

/** Runs every Work Search figure; answers the Markdown lines of its table (also written to results). */
export async function workSearchBench(): Promise<string[]> {
  const rows: Row[] = [];
  const notes: string[] = [];
  const works = ENGINES.includes('postgres') ? await postgresFigures(rows, notes) : BENCH_WORKS;
  if (ENGINES.includes('pglite') && PGLITE_WORKS > 0) await pgliteFigures(rows, notes);
  const lines = [
    `Work Search — ${works.toLocaleString('en')} works on PostgreSQL (\`${new URL(WORKS_DATABASE_URL).pathname.slice(1)}\`), ` +
      `${os.cpus().length} cores, Node ${process.version}; ${CALLS} sequential keep-alive calls per figure after ${WARM_UP} warm-up calls ` +
      `(the scan: ${SCAN_CALLS} after 2).`,
    '',
    '| figure | p50 ms | p99 ms | calls | target | met |',
    '|---|---:|---:|---:|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.calls} | ${r.target} | ${r.met === undefined ? '—' : r.met ? 'yes' : 'no'} |`,
    ),
    '',
    ...notes,
  ];
  const dir = path.join(import.meta.dirname, 'results');
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'work-search.md'),
    `# Work Search benchmark\n\nRun ${new Date().toISOString()}\n\n${lines.join('\n')}\n`,
  );
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  workSearchBench().then(
    (lines) => console.log(lines.join('\n')),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

export { BENCH_WORKS };
