/**
 * Bulk edit at scale (issue 15's speed targets), through the API in this process:
 *
 * - a filtered query's first page and its keyset next page (p99 < 15 ms each): the records of the
 *   largest batch whose status is on hold (about one in five), five columns from the record, its
 *   first biblio and first usage, sorted by record id;
 * - the CSV export of every generated record (1 M rows, the same five columns) against
 *   `COPY (the same select) TO STDOUT (FORMAT csv)` in the same run (< 3 s, within 3.5×), and the
 *   growth of this process's resident memory while the API streams it (< 100 MB).
 */
import { request } from 'node:http';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { readBulkQuery, type BulkQuery } from '@rt/domain';
import type { Database } from '../api/src/db/types.ts';
import { exportSelectSql } from '../api/src/modules/bulk-edit/export-records.ts';
import type { Figure } from './figure.ts';
import { benchFetch } from './http-client.ts';
import type { TimedCall } from './measure.ts';
import { stats } from './stats.ts';

const COLUMNS = [
  { resource: 'document_detail', field: 'external_reference_id' },
  { resource: 'document_detail', field: 'status' },
  { resource: 'biblio', field: 'major_title' },
  { resource: 'biblio', field: 'publisher' },
  { resource: 'usage', field: 'times_copied' },
];
const EXPORT_RUNS = 3;
const MB = 1024 * 1024;

type Download = {
  ms: number;
  bytes: number;
  peakRss: number;
  startRss: number;
  peakHeap: number;
  startHeap: number;
  /** The largest JS heap read right after a forced GC (only with `collect`). */
  liveHeap: number;
  total: number;
};

/**
 * POSTs and reads the answer as it comes, counting its bytes, sampling this process's RSS and JS heap
 * meanwhile. With `collect`, a full GC runs every 500 ms and the heap is read after it: what the
 * export holds, without the garbage the collector has yet to take (that run is not timed).
 */
function download(url: string, headers: Record<string, string>, body: unknown, collect = false): Promise<Download> {
  return new Promise((resolve, reject) => {
    globalThis.gc?.();
    const startRss = process.memoryUsage.rss();
    const startHeap = process.memoryUsage().heapUsed;
    let peakRss = startRss;
    let peakHeap = startHeap;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    }, 5);
    let liveHeap = startHeap;
    const collector = collect
      ? setInterval(() => {
          globalThis.gc?.();
          liveHeap = Math.max(liveHeap, process.memoryUsage().heapUsed);
        }, 500)
      : undefined;
    const start = performance.now();
    const req = request(url, { method: 'POST', headers }, (res) => {
      let bytes = 0;
      if (res.statusCode !== 200) reject(new Error(`export: ${res.statusCode}`));
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('error', reject);
      res.on('end', () => {
        clearInterval(sampler);
        clearInterval(collector);
        peakRss = Math.max(peakRss, process.memoryUsage.rss());
        const total = Number(res.headers['x-total-count']);
        resolve({ ms: performance.now() - start, bytes, peakRss, startRss, peakHeap, startHeap, liveHeap, total });
      });
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** `COPY (select) TO STDOUT (FORMAT csv, HEADER)`, read to the end: the database's own speed of writing CSV. */
async function copyOut(pool: pg.Pool, select: string): Promise<{ ms: number; bytes: number }> {
  const client = await pool.connect();
  try {
    const start = performance.now();
    const stream = client.query(copyTo(`copy (${select}) to stdout with (format csv, header)`));
    let bytes = 0;
    for await (const chunk of stream) bytes += (chunk as Buffer).length;
    return { ms: performance.now() - start, bytes };
  } finally {
    client.release();
  }
}

/** The export's own select, as the API hands it to COPY on PostgreSQL. */
function exportSelect(pool: pg.Pool, query: BulkQuery, collectionIds: number[]): string {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return exportSelectSql(db, query, { batchIds: [], collectionIds }, { allItems: true });
}

export async function bulkEditBench(options: {
  apiUrl: string;
  pool: pg.Pool;
  /** Headers of a signed-in coordinator's API calls (content type and session cookie). */
  headers: Record<string, string>;
  measure: (call: TimedCall) => Promise<number[]>;
  log: (message: string) => void;
}): Promise<Figure[]> {
  const { apiUrl, pool, headers, measure, log } = options;
  const figures: Figure[] = [];
  const post = async (path: string, body: unknown) => {
    const response = await benchFetch(`${apiUrl}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as { data: { next_cursor: string | null; total: number; records: unknown[] } };
  };

  // (a) The filtered query, first page and the page after it.
  const { rows: largest } = await pool.query<{ batch_id: number; n: number }>(
    `select batch_id, count(*)::int as n from document_details where status = 'on_hold'
      group by batch_id order by n desc limit 1`,
  );
  const queryBody = {
    query: {
      filters: [{ resource: 'document_detail', field: 'status', op: 'equals', value: 'on_hold' }],
      columns: COLUMNS,
    },
    batch_id: [largest[0].batch_id],
  };
  const first = await post('/partial_record/query', { ...queryBody, cursor: null });
  const next = first.data.next_cursor;
  if (!next) throw new Error('the filtered query has one page only');
  const about = `batch of ${first.data.total.toLocaleString('en')} on-hold records`;
  for (const [name, cursor] of [
    ['first page', null],
    ['keyset next page', next],
  ] as const) {
    const samples = await measure(async (_i, timed) => {
      await timed(() => post('/partial_record/query', { ...queryBody, cursor }));
    });
    const s = stats(samples);
    figures.push({
      name: `Bulk-edit query (API), status equals on_hold, ${name} (${about}, 5 columns, 100 rows)`,
      p50: s.p50,
      p99: s.p99,
      calls: samples.length,
      target: 'p99 < 15 ms',
      met: s.p99 < 15,
    });
    log(`query ${name}: p50 ${s.p50.toFixed(2)} p99 ${s.p99.toFixed(2)}`);
  }

  // (b, c) The CSV of every record against COPY of the same select, alternating run by run.
  const { rows: collections } = await pool.query<{ id: number }>('select id from research_collections order by id');
  const collectionIds = collections.map((c) => c.id);
  const exportQuery = { filters: [], columns: COLUMNS };
  const read = readBulkQuery(exportQuery);
  if (!read.ok) throw new Error(read.message);
  const select = exportSelect(pool, read.value, collectionIds);
  const exports: Download[] = [];
  const copies: Array<{ ms: number; bytes: number }> = [];
  for (let run = 0; run < EXPORT_RUNS; run++) {
    exports.push(
      await download(`${apiUrl}/api/partial_record/export`, headers, {
        query: exportQuery,
        research_collection_id: collectionIds,
      }),
    );
    copies.push(await copyOut(pool, select));
    const [e, c] = [exports.at(-1)!, copies.at(-1)!];
    log(
      `export run ${run + 1}: ${e.total} rows, ${(e.bytes / MB).toFixed(0)} MB in ${e.ms.toFixed(0)} ms, ` +
        `RSS +${((e.peakRss - e.startRss) / MB).toFixed(0)} MB (JS heap +${((e.peakHeap - e.startHeap) / MB).toFixed(0)} MB); COPY ${(c.bytes / MB).toFixed(0)} MB in ${c.ms.toFixed(0)} ms`,
    );
  }
  const held = await download(
    `${apiUrl}/api/partial_record/export`,
    headers,
    { query: exportQuery, research_collection_id: collectionIds },
    true,
  );
  const heldMb = (held.liveHeap - held.startHeap) / MB;
  log(`export with a full GC every 500 ms: JS heap held +${heldMb.toFixed(0)} MB at most`);
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const exportMs = median(exports.map((e) => e.ms));
  const copyMs = median(copies.map((c) => c.ms));
  const growth = Math.max(...exports.map((e) => e.peakRss - e.startRss)) / MB;
  const rows = exports[0].total;
  figures.push({
    name:
      `Bulk-edit CSV export (API), every record: ${rows.toLocaleString('en')} rows, 5 columns, ` +
      `${(exports[0].bytes / MB).toFixed(0)} MB; median of ${EXPORT_RUNS} (p50 and p99 columns: median and slowest run)`,
    p50: exportMs,
    p99: Math.max(...exports.map((e) => e.ms)),
    calls: EXPORT_RUNS,
    baseline: {
      name: 'COPY (the same select) TO STDOUT (FORMAT csv)',
      p50: copyMs,
      p99: Math.max(...copies.map((c) => c.ms)),
    },
    target: '< 3 s, ≤ 3.5× COPY, RSS growth < 100 MB',
    met: exportMs < 3000 && exportMs / copyMs <= 3.5 && growth < 100,
    note: `${(exportMs / copyMs).toFixed(1)}× COPY, RSS growth ${growth.toFixed(0)} MB, JS heap held ${heldMb.toFixed(0)} MB`,
  });
  return figures;
}
