/**
 * The benchmark run (`npm run bench`): the API and the BFF in this process on free ports against
 * the benchmark database (bench/generate.ts makes it), plus a baseline bare node:http server that
 * answers the full record with one json_agg statement. Each figure is a warm-up and then
 * BENCH_CALLS (default 1,000) sequential calls over keep-alive connections; it prints a table and
 * writes bench/results/latest.md.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase } from '../api/src/db/connect.ts';
import { createApiApp } from '../api/src/app.ts';
import { authOptions, loadApiConfig } from '../api/src/config.ts';
import { createBffApp } from '../bff/src/app.ts';
import { loadBffConfig } from '../bff/src/config.ts';
import { BENCH_DATABASE_URL, generate } from './generate.ts';

const CALLS = Math.max(1000, Number(process.env.BENCH_CALLS ?? 1000));
const WARM_UP = 100;
const RESEARCHER = 'researcher@example.org';

type Listener = { listen: (port: number, host: string, done: () => void) => Server };

async function listen(app: Listener): Promise<{ server: Server; url: string }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  server.keepAliveTimeout = 60_000;
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function freePort(): Promise<number> {
  const { server } = await listen(createServer());
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The same rows GET full_record reads (record, biblios, usages, links) as JSON in one statement. */
const BASELINE_SQL = `
  select json_build_object(
    'record', row_to_json(d),
    'biblios', (select coalesce(json_agg(b order by b.id), '[]') from biblios b where b.document_detail_id = d.id),
    'usages', (select coalesce(json_agg(u order by u.id), '[]') from usages u where u.document_detail_id = d.id),
    'links', (select coalesce(json_agg(json_build_object('biblio_id', l.biblio_id, 'usage_id', l.usage_id,
                'active_flag', l.active_flag) order by l.biblio_id, l.usage_id), '[]')
              from biblio_usages l where l.document_detail_id = d.id)
  )::text as body
  from document_details d where d.id = $1`;

function baselineServer(pool: pg.Pool): Server {
  return createServer((req, res) => {
    const id = Number(/^\/record\/(\d+)$/.exec(req.url ?? '')?.[1]);
    if (!id) {
      res.writeHead(404).end();
      return;
    }
    pool.query<{ body: string }>(BASELINE_SQL, [id]).then(
      ({ rows }) => {
        if (!rows[0]) res.writeHead(404).end();
        else res.writeHead(200, { 'content-type': 'application/json' }).end(rows[0].body);
      },
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
}

const DOCUMENT_QUERY = `query Document($id: ID!) {
  document(id: $id) {
    id externalReferenceId version status statusLabel totalPages notes updatedAt
    biblios { id documentId activeFlag majorTitle minorTitle isn publisher workCreator publicationYear
      pageNumbers unitsCopied paymentModel workId linkCount }
    usages { id documentId activeFlag eventDate timesCopied paymentAmount transactionCurrency linkCount }
    links { biblioId usageId activeFlag }
  }
}`;
const QUEUE_SUMMARY_QUERY = 'query { queueSummary { completedToday readyForResearch onHold } }';
const QUEUE_QUERY = 'query { queue(status: READY_FOR_RESEARCH) { name records { id externalId totalPages } } }';
const FIND_QUERY = `query Find($search: String!) {
  findRecords(search: $search) { id externalReferenceId biblioId majorTitle minorTitle }
}`;

async function check(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text.slice(0, 300)}`);
  const body = JSON.parse(text) as { errors?: unknown };
  if (body.errors) throw new Error(`${what}: ${JSON.stringify(body.errors).slice(0, 300)}`);
  return body;
}

type Figure = { name: string; p50: number; p99: number; calls: number; baseline?: { name: string; p50: number; p99: number }; target: string; met: boolean };

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
function stats(samples: number[]): { p50: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

/** Warm-up, then CALLS timed calls; `call(i)` may do untimed preparation before calling `timed`. */
async function measure(call: (i: number, timed: <T>(f: () => Promise<T>) => Promise<T>) => Promise<void>): Promise<number[]> {
  const samples: number[] = [];
  const untimed = <T>(f: () => Promise<T>) => f();
  for (let i = 0; i < WARM_UP; i++) await call(i, untimed);
  for (let i = 0; i < CALLS; i++) {
    await call(i, async (f) => {
      const start = performance.now();
      const result = await f();
      samples.push(performance.now() - start);
      return result;
    });
  }
  return samples;
}

const ms = (n: number) => n.toFixed(2);

async function main(): Promise<void> {
  const records = await generate();
  const fileStoreDir = await mkdtemp(path.join(os.tmpdir(), 'rt-bench-files-'));
  const handle = await connectDatabase({ databaseUrl: BENCH_DATABASE_URL, maxConnections: 10 });
  const pool = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: 4 });
  const auth = { ...authOptions(loadApiConfig({ NODE_ENV: 'test' })), testMode: true };
  const api = await listen(createApiApp({ db: handle.db, auth, fileStoreDir }));
  const bffPort = await freePort();
  const bffConfig = loadBffConfig({
    NODE_ENV: 'test',
    AUTH_TEST_MODE: 'true',
    API_URL: api.url,
    PORT: String(bffPort),
    PUBLIC_URL: `http://127.0.0.1:${bffPort}`,
    WEB_DIST: fileStoreDir,
  });
  const bffApp = await createBffApp(bffConfig);
  const bffServer = await new Promise<Server>((resolve) => {
    const s = bffApp.app.listen(bffPort, '127.0.0.1', () => resolve(s));
  });
  bffServer.keepAliveTimeout = 60_000;
  const bff = `http://127.0.0.1:${bffPort}`;
  const baseline = await listen(baselineServer(pool));
  const figures: Figure[] = [];

  try {
    // Sign-ins: the BFF's test sign-in sets its session cookie; the API's answers a session id.
    const login = await fetch(`${bff}/auth/test-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ email: RESEARCHER }),
    });
    await check(login, 'BFF test sign-in');
    const bffCookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const apiLogin = (await check(
      await fetch(`${api.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ test_email: RESEARCHER }),
      }),
      'API test sign-in',
    )) as { data: { session: string } };
    const apiHeaders = { 'content-type': 'application/json', cookie: `rt_session=${apiLogin.data.session}` };

    const graphql = async (query: string, variables: Record<string, unknown> = {}) =>
      check(
        await fetch(`${bff}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie: bffCookie },
          body: JSON.stringify({ query, variables }),
        }),
        'GraphQL',
      );

    // Ids spread over the whole table, the same sequence for the query and its baseline.
    const { rows: sample } = await pool.query<{ id: number; title: string }>(
      `select d.id, (select b.major_title from biblios b where b.document_detail_id = d.id order by b.id limit 1) as title
         from document_details d where d.external_reference_id like 'BENCH-%' order by random() limit $1`,
      [CALLS],
    );
    const ids = sample.map((r) => r.id);
    const titleWords = sample.map((r) => r.title.split(' ').slice(0, 2).join(' '));
    const pick = <T>(list: T[], i: number) => list[i % list.length];

    // 1. GraphQL full record through BFF and API, alternating call by call with the baseline.
    {
      const base: number[] = [];
      const query = await measure(async (i, timed) => {
        const id = pick(ids, i);
        await timed(() => graphql(DOCUMENT_QUERY, { id: String(id) }));
        const start = performance.now();
        await check(await fetch(`${baseline.url}/record/${id}`), 'baseline');
        base.push(performance.now() - start);
      });
      const q = stats(query);
      const b = stats(base.slice(WARM_UP));
      figures.push({
        name: 'GraphQL full record (BFF → API)',
        ...q,
        calls: query.length,
        baseline: { name: 'json_agg SQL over bare node:http', ...b },
        target: 'p50 < 3 ms, p99 < 10 ms, ≤ 3× baseline',
        met: q.p50 < 3 && q.p99 < 10 && q.p50 / b.p50 <= 3 && q.p99 / b.p99 <= 3,
      });
    }

    // 2. PUT full_record: the whole record back, version-checked; the version is re-read each call.
    {
      const { rows: own } = await pool.query<{ id: number }>(
        `select id from document_details d
          where assigned_user_id = (select id from users where email = $1) and status = 'ready_for_research'
            and external_reference_id like 'BENCH-%' order by id limit 20`,
        [RESEARCHER],
      );
      const samples = await measure(async (i, timed) => {
        const id = pick(own, i).id;
        const read = (await check(await fetch(`${api.url}/api/document_detail/full_record/${id}`, { headers: apiHeaders }), 'GET full_record')) as {
          data: {
            version: number;
            notes: string | null;
            other_information: string | null;
            biblios: Array<{ id: number; document_detail_id?: number } & Record<string, unknown>>;
            usages: Array<{ id: number; document_detail_id?: number } & Record<string, unknown>>;
            biblio_usage: Array<{ biblio_id: number; usage_id: number; active_flag: boolean }>;
          };
        };
        const r = read.data;
        const form = {
          id,
          version: r.version,
          action: 'save',
          notes: `Benchmark save ${i}`,
          other_information: r.other_information,
          biblios: r.biblios.map(({ document_detail_id: _d, ...b }) => ({ ...b, key: String(b.id) })),
          usages: r.usages.map(({ document_detail_id: _d, ...u }) => ({ ...u, key: String(u.id) })),
          biblio_usage: r.biblio_usage.map((l) => ({ biblio_key: String(l.biblio_id), usage_key: String(l.usage_id), active_flag: l.active_flag })),
        };
        await timed(async () =>
          check(
            await fetch(`${api.url}/api/document_detail/full_record/${id}`, { method: 'PUT', headers: apiHeaders, body: JSON.stringify(form) }),
            'PUT full_record',
          ),
        );
      });
      const s = stats(samples);
      figures.push({ name: 'PUT full_record save (API)', ...s, calls: samples.length, target: 'p99 < 15 ms', met: s.p99 < 15 });
    }

    // 3-6. Queue and Find a Record through BFF and API.
    const simple: Array<{ name: string; call: (i: number) => Promise<unknown>; target: string; limit: number }> = [
      { name: 'GraphQL queueSummary', call: () => graphql(QUEUE_SUMMARY_QUERY), target: 'p99 < 10 ms', limit: 10 },
      { name: 'GraphQL queue(READY_FOR_RESEARCH)', call: () => graphql(QUEUE_QUERY), target: 'p99 < 10 ms', limit: 10 },
      { name: 'GraphQL findRecords by id', call: (i) => graphql(FIND_QUERY, { search: String(pick(ids, i)) }), target: 'p99 < 20 ms', limit: 20 },
      { name: 'GraphQL findRecords by title words', call: (i) => graphql(FIND_QUERY, { search: pick(titleWords, i) }), target: 'p99 < 20 ms', limit: 20 },
    ];
    for (const { name, call, target, limit } of simple) {
      const samples = await measure(async (i, timed) => {
        await timed(() => call(i));
      });
      const s = stats(samples);
      figures.push({ name, ...s, calls: samples.length, target, met: s.p99 < limit });
    }
  } finally {
    await new Promise((resolve) => baseline.server.close(resolve));
    await new Promise((resolve) => bffServer.close(resolve));
    await bffApp.stop();
    await new Promise((resolve) => api.server.close(resolve));
    bffServer.closeAllConnections();
    api.server.closeAllConnections();
    await handle.close();
    await pool.end();
    await rm(fileStoreDir, { recursive: true, force: true });
  }

  const lines = [
    `Run ${new Date().toISOString()} — ${records.toLocaleString('en')} records, ${os.cpus().length} cores, ` +
      `Node ${process.version}, ${CALLS} sequential keep-alive calls per figure after ${WARM_UP} warm-up calls.`,
    '',
    '| figure | p50 ms | p99 ms | baseline p50 / p99 ms | ratio p50 / p99 | target | met |',
    '|---|---:|---:|---:|---:|---|---|',
    ...figures.map((f) =>
      [
        f.name,
        ms(f.p50),
        ms(f.p99),
        f.baseline ? `${ms(f.baseline.p50)} / ${ms(f.baseline.p99)}` : '—',
        f.baseline ? `${(f.p50 / f.baseline.p50).toFixed(1)}× / ${(f.p99 / f.baseline.p99).toFixed(1)}×` : '—',
        f.target,
        f.met ? 'yes' : 'no',
      ].join(' | ').replace(/^/, '| ').replace(/$/, ' |'),
    ),
    '',
    'Baseline: the same rows as JSON from one json_agg statement (`pg`) served by bare node:http.',
  ];
  const report = lines.join('\n');
  console.log(report);
  const dir = path.join(import.meta.dirname, 'results');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'latest.md'), `# Benchmark results\n\n${report}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
