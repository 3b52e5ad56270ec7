/**
 * Capacity at several table sizes (`npm run bench:capacity`, issue 29): for each size its own
 * database `rt_bench_<size>` (rt_bench_100k, rt_bench_1m, rt_bench_3m, on BENCH_DATABASE_URL's
 * server), made or reused by bench/generate.ts, and the API and the BFF against it
 * (bench/services.ts); then the research loop's figures and the statistics queries, each with its
 * baseline, and the CPU each call takes (bench/cpu.ts). Prints one table of figure × size, says
 * which figures' p50 grew with the table, and writes bench/results/capacity.md.
 *
 *   BENCH_SIZES=100000,1000000,3000000 npm run bench:capacity          # the default sizes
 *   BENCH_SIZES=20000 BENCH_ONLY=record,find-title npm run bench:capacity   # a partial run, no results file
 *
 * Each figure is measured at every size before the next figure, so that the load of a shared
 * machine weighs on the sizes alike. The figures are those of `npm run bench` (their own files).
 */
import './quiet-logs.ts';
import os from 'node:os';
import pg from 'pg';
import { capacityReport, type Measured, type SizeInfo } from './capacity-report.ts';
import { countingCpu } from './cpu.ts';
import { partialRun, selected, type FigureKey } from './figure-keys.ts';
import type { Figure } from './figure.ts';
import { findByIdFigure, findByTitleFigure } from './find-record.ts';
import { fullRecordSaveFigure } from './full-record-save.ts';
import { fullRecordFigure } from './full-record.ts';
import { BENCH_DATABASE_URL, generate } from './generate.ts';
import { queueFigure, queueSummaryFigure } from './queue.ts';
import { writeResults } from './report.ts';
import { researcherCalls, type ResearcherCalls } from './researcher-calls.ts';
import { API_APPLICATION_NAME, startServices, type BenchServices } from './services.ts';
import { statisticsQueryFigures } from './statistics.ts';

const SIZES = (process.env.BENCH_SIZES ?? '100000,1000000,3000000').split(',').map((s) => Number(s.trim()));
if (SIZES.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error(`BENCH_SIZES: whole numbers, got ${SIZES}`);

/** 100000 → 100k, 3000000 → 3m: the size in a database's name. */
const sizeLabel = (n: number) =>
  n % 1_000_000 === 0 ? `${n / 1_000_000}m` : n % 1000 === 0 ? `${n / 1000}k` : String(n);

/** The database of one size, on BENCH_DATABASE_URL's server. */
function databaseUrl(size: number): string {
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `/rt_bench_${sizeLabel(size)}`;
  return url.toString();
}

/** One size while its figures run: its services, its researcher's calls, what its statistics asked about. */
type SizeRun = { info: SizeInfo; services: BenchServices; researcher: ResearcherCalls };

/** The figures of one key at one size; the statistics are three. */
const STEPS: Array<{ key: FigureKey; figures: (run: SizeRun) => Promise<Figure[]> }> = [
  { key: 'record', figures: async ({ researcher }) => [await fullRecordFigure(researcher)] },
  { key: 'save', figures: async ({ researcher }) => [await fullRecordSaveFigure(researcher)] },
  { key: 'queue-summary', figures: async ({ researcher }) => [await queueSummaryFigure(researcher)] },
  { key: 'queue', figures: async ({ researcher }) => [await queueFigure(researcher)] },
  { key: 'find-id', figures: async ({ researcher }) => [await findByIdFigure(researcher)] },
  { key: 'find-title', figures: async ({ researcher }) => [await findByTitleFigure(researcher)] },
  {
    key: 'statistics',
    figures: async ({ info, services }) => {
      const { figures, about } = await statisticsQueryFigures(services.bff, services.pool);
      info.statistics = about;
      return figures;
    },
  },
];

/** Rows of the generated tables, the database's size on disk, and how long bench/generate.ts took. */
async function describe(size: number, url: string): Promise<SizeInfo> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Omit<SizeInfo, 'size' | 'label' | 'loads'>>(
      `select 'PostgreSQL ' || current_setting('server_version') || ', shared_buffers '
                || current_setting('shared_buffers') || ', work_mem ' || current_setting('work_mem') as server,
              (select count(*) from document_details)::int as records,
              (select count(*) from biblios)::int as biblios,
              (select count(*) from usages)::int as usages,
              (select count(*) from biblio_usages)::int as links,
              pg_database_size(current_database())::float8 as bytes,
              (select seconds from bench_meta where seconds is not null
                order by generated_at desc limit 1)::float8 as "generatedSeconds"`,
    );
    return { size, label: sizeLabel(size), loads: [], ...rows[0] };
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const started = new Date();
  const sizes: SizeInfo[] = [];
  for (const size of SIZES) {
    const url = databaseUrl(size);
    await generate(url, size);
    sizes.push(await describe(size, url));
  }
  const runs: SizeRun[] = [];
  const measured: Measured[] = [];
  try {
    for (const info of sizes) {
      const services = await startServices(databaseUrl(info.size));
      runs.push({ info, services, researcher: await researcherCalls(services) });
    }
    for (const step of STEPS) {
      if (!selected(step.key)) continue;
      for (const run of runs) {
        console.log(`[capacity] ${step.key} at ${run.info.label}`);
        run.info.loads.push(os.loadavg()[0]);
        const { result, cpu } = await countingCpu(run.services.pool, API_APPLICATION_NAME, () => step.figures(run));
        result.forEach((figure, i) => measured.push({ size: run.info.label, figure, cpu: cpu[i] }));
      }
    }
  } finally {
    for (const run of runs) await run.services.stop();
  }
  const report = capacityReport(started, sizes, measured).join('\n');
  console.log(report);
  if (!partialRun) await writeResults('capacity.md', 'Capacity at several table sizes', report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
