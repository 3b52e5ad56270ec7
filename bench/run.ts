/**
 * The benchmark run (`npm run bench`): the API and the BFF in this process on free ports against
 * the benchmark database (bench/generate.ts makes it), beside a bare node:http server that answers
 * the same rows from one plain SQL statement each (bench/baselines.ts; bench/services.ts starts
 * them). Each API or BFF figure is a warm-up and then BENCH_CALLS (default 1,000) sequential calls
 * over keep-alive connections, alternating call by call with its baseline (bench/measure.ts); it
 * prints a table and writes bench/results/latest.md (bench/report.ts). Each measured path has its
 * own file: full-record.ts, full-record-save.ts, queue.ts, find-record.ts, statistics.ts,
 * bulk-update.ts, bulk-edit.ts, complete-next.ts, research-waits.ts, document-viewer.ts, bundle-size.ts.
 *
 * The rules-engine figure (bench/rules.ts) runs first, in process; Work Search (bench/work-search.ts)
 * after the others, on its own catalogue database; the document import (bench/import-documents.ts)
 * last, as it keeps both cores busy.
 *
 *   BENCH_ONLY=find-title,queue npm run bench     # some figures only (keys: bench/figure-keys.ts)
 *
 * The services log at LOG_LEVEL=warn unless told otherwise: an access line per call would bury the
 * figures (bench/observability.ts measures what those lines cost).
 */
import './quiet-logs.ts';
import { bulkEditBench } from './bulk-edit.ts';
import { bulkUpdateBench } from './bulk-update.ts';
import { bundleReport } from './bundle-size.ts';
import { completeNextFigure, WEB_DIST } from './complete-next.ts';
import { documentViewerFigures } from './document-viewer.ts';
import { partialRun, selected } from './figure-keys.ts';
import { ms, type Figure } from './figure.ts';
import { findByIdFigure, findByTitleFigure } from './find-record.ts';
import { fullRecordSaveFigure } from './full-record-save.ts';
import { fullRecordFigure } from './full-record.ts';
import { generate } from './generate.ts';
import { importDocumentsBench } from './import-documents.ts';
import { measure } from './measure.ts';
import { queueFigure, queueSummaryFigure } from './queue.ts';
import { reportLines, writeLatestResults } from './report.ts';
import { researcherCalls } from './researcher-calls.ts';
import { researchWaitsFigures } from './research-waits.ts';
import { measureRules } from './rules.ts';
import { observabilityFigures } from './observability.ts';
import { startServices, type BenchServices } from './services.ts';
import { apiSession, COORDINATOR, RESEARCHER } from './sessions.ts';
import { statisticsFigures } from './statistics.ts';
import { throughputFigures } from './throughput.ts';
import { workSearchBench } from './work-search.ts';

/** The figures measured against the running services, in order. */
async function serviceFigures(services: BenchServices): Promise<Figure[]> {
  const { api, bff, pool, files } = services;
  const figures: Figure[] = [];
  const researcher = await researcherCalls(services);
  if (selected('record')) figures.push(await fullRecordFigure(researcher));
  if (selected('observability')) figures.push(...(await observabilityFigures(researcher)));
  if (selected('save')) figures.push(await fullRecordSaveFigure(researcher));
  if (selected('queue-summary')) figures.push(await queueSummaryFigure(researcher));
  if (selected('queue')) figures.push(await queueFigure(researcher));
  if (selected('find-id')) figures.push(await findByIdFigure(researcher));
  if (selected('find-title')) figures.push(await findByTitleFigure(researcher));
  // 20 callers at once, in turns with each path's floor (bench/throughput.ts).
  if (selected('throughput')) figures.push(...(await throughputFigures(services, researcher)));
  // Statistics over a year of history, as a coordinator sees them: each query, then the screen.
  if (selected('statistics')) figures.push(...(await statisticsFigures(bff, pool)));
  // Bulk update of 10,000 records through the API, dry run then apply (then undone, leaving the values be).
  if (selected('bulk-update')) figures.push(await bulkUpdateBench(api, pool, COORDINATOR));
  // Bulk edit: a filtered query's pages and the CSV of every record, as a coordinator, through the API.
  if (selected('bulk-edit'))
    figures.push(
      ...(await bulkEditBench({
        apiUrl: api,
        pool,
        headers: await apiSession(api, COORDINATOR),
        measure,
        log: (m) => console.log(`[bulk-edit] ${m}`),
      })),
    );
  // The steps in Chromium. Complete & Next completes records, and puts them back after; the
  // researcher's waits save a few records and complete some, putting those back after.
  if (selected('complete-next')) figures.push(await completeNextFigure(bff, pool, RESEARCHER));
  if (selected('research-waits')) figures.push(...(await researchWaitsFigures(bff, pool, RESEARCHER)));
  if (selected('document-viewer')) figures.push(...(await documentViewerFigures(bff, pool, files, RESEARCHER)));
  return figures;
}

async function main(): Promise<void> {
  // In process and without the database: measured first, and printed even if the database is missing.
  const rules = measureRules();
  console.log(`${rules.name}: p50 ${ms(rules.p50)} ms, p99 ${ms(rules.p99)} ms (${rules.target})`);
  const records = await generate();
  const services = await startServices();
  const figures: Figure[] = [rules];
  try {
    figures.push(...(await serviceFigures(services)));
  } finally {
    await services.stop();
  }
  // The web app's JavaScript, gzipped, as the build left it.
  const bundle = selected('bundle') ? ['', bundleReport(WEB_DIST)] : [];
  const lines = reportLines(records, figures, bundle);
  // Work Search runs on its own catalogue database after the figures above (bench/work-search.ts).
  if (selected('work-search')) lines.push('', ...(await workSearchBench()));
  if (selected('import-documents')) lines.push('', ...(await importDocumentsBench()));
  const report = lines.join('\n');
  console.log(report);
  // A partial run (BENCH_ONLY) is for working on one figure: it leaves the full run's results be.
  if (partialRun) return;
  await writeLatestResults(report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
