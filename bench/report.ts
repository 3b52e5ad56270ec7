/** The results of `npm run bench`: a Markdown table of its figures, printed and kept in bench/results/latest.md. */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ms, type Figure } from './figure.ts';
import { CALLS, WARM_UP } from './measure.ts';

/** The run's heading, the figures' table, then `after` (e.g. the bundle line) and the baselines' note. */
export function reportLines(records: number, figures: Figure[], after: string[]): string[] {
  return [
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
        (f.met ? 'yes' : 'no') + (f.note ? ` (${f.note})` : ''),
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .replace(/$/, ' |'),
    ),
    ...after,
    '',
    'Baselines (bench/baselines.ts): the same rows as JSON from one prepared SQL statement (`pg`) served by bare node:http, ' +
      "measured alternately call by call with their figure; the save's is one version-checked `pg` transaction.",
  ];
}

/** Writes bench/results/<file> (e.g. capacity.md): a Markdown heading, then the report. */
export async function writeResults(file: string, heading: string, report: string): Promise<void> {
  const dir = path.join(import.meta.dirname, 'results');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, file), `# ${heading}\n\n${report}\n`);
}

export async function writeLatestResults(report: string): Promise<void> {
  await writeResults('latest.md', 'Benchmark results', report);
}
