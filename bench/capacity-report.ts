/**
 * The report of `npm run bench:capacity` (bench/capacity.ts): the databases, one table of figure ×
 * size (p50 / p99 and the ratio to the baseline's p50), the CPU of a call, and which figures' p50
 * grew with the table.
 */
import os from 'node:os';
import type { CpuPerCall } from './cpu.ts';
import { ms, type Figure } from './figure.ts';
import { CALLS, WARM_UP } from './measure.ts';

/** One size's database, as bench/generate.ts left it, and the load of the machine as its figures began. */
export type SizeInfo = {
  size: number;
  /** Its name's part: 100k, 1m, 3m. */
  label: string;
  server: string;
  records: number;
  biblios: number;
  usages: number;
  links: number;
  bytes: number;
  /** Seconds bench/generate.ts took to make it (none for a database made before it kept them). */
  generatedSeconds: number | null;
  /** One-minute load averages as each of its figures began. */
  loads: number[];
  /** What its statistics queries asked about: finishes, the batch's records, the researcher's finishes. */
  statistics?: string;
};

/** One figure at one size (by label), with its CPU per call. */
export type Measured = { size: string; figure: Figure; cpu: CpuPerCall };

/** A figure grows with the table when its p50 at the largest size is more than this many times that at the smallest. */
export const GROWTH_LIMIT = 1.5;

const count = (n: number) => n.toLocaleString('en');
/** Binary units, as pg_size_pretty counts them. */
const bytes = (n: number) => (n >= 2 ** 30 ? `${(n / 2 ** 30).toFixed(1)} GiB` : `${Math.round(n / 2 ** 20)} MiB`);
const duration = (s: number | null) =>
  s === null ? '—' : s >= 120 ? `${(s / 60).toFixed(1)} min` : `${s.toFixed(0)} s`;
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

function sizesTable(sizes: SizeInfo[]): string[] {
  return [
    '| database | records | biblios | usages | links | size on disk | generated in | load average (1 min) |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...sizes.map((s) =>
      row([
        `rt_bench_${s.label}`,
        count(s.records),
        count(s.biblios),
        count(s.usages),
        count(s.links),
        bytes(s.bytes),
        duration(s.generatedSeconds),
        s.loads.length ? `${Math.min(...s.loads).toFixed(1)}–${Math.max(...s.loads).toFixed(1)}` : '—',
      ]),
    ),
  ];
}

/** The figures' names in the order measured, each with its measurement at each size. */
function byFigure(measured: Measured[]): Map<string, Map<string, Measured>> {
  const figures = new Map<string, Map<string, Measured>>();
  for (const m of measured) {
    if (!figures.has(m.figure.name)) figures.set(m.figure.name, new Map());
    figures.get(m.figure.name)!.set(m.size, m);
  }
  return figures;
}

/** p50 at the largest size over p50 at the smallest, of the figure and of its baseline. */
function growth(sizes: SizeInfo[], at: Map<string, Measured>): { p50: number; baseline?: number } | undefined {
  const first = at.get(sizes[0].label)?.figure;
  const last = at.get(sizes[sizes.length - 1].label)?.figure;
  if (sizes.length < 2 || !first || !last) return undefined;
  return {
    p50: last.p50 / first.p50,
    baseline: first.baseline && last.baseline ? last.baseline.p50 / first.baseline.p50 : undefined,
  };
}

function figuresTable(sizes: SizeInfo[], figures: Map<string, Map<string, Measured>>): string[] {
  const first = sizes[0].label;
  const last = sizes[sizes.length - 1].label;
  return [
    row([
      'figure',
      ...sizes.map((s) => `${s.label}: p50 / p99 ms (× baseline p50)`),
      `p50 ${last} ÷ ${first} (baseline)`,
    ]),
    `|---|${sizes.map(() => '---:|').join('')}---:|`,
    ...[...figures].map(([name, at]) => {
      const g = growth(sizes, at);
      return row([
        name,
        ...sizes.map((s) => {
          const f = at.get(s.label)?.figure;
          if (!f) return '—';
          const ratio = f.baseline ? ` (${(f.p50 / f.baseline.p50).toFixed(1)}×)` : '';
          return `${ms(f.p50)} / ${ms(f.p99)}${ratio}`;
        }),
        g ? `${g.p50.toFixed(2)}×${g.baseline ? ` (${g.baseline.toFixed(2)}×)` : ''}` : '—',
      ]);
    }),
  ];
}

function cpuTable(sizes: SizeInfo[], figures: Map<string, Map<string, Measured>>): string[] {
  const cpu = (c: CpuPerCall) => `${ms(c.nodeMs)} / ${c.postgresMs === null ? '—' : ms(c.postgresMs)}`;
  return [
    row(['figure', ...sizes.map((s) => `${s.label}: Node / PostgreSQL CPU ms a call`)]),
    `|---|${sizes.map(() => '---:|').join('')}`,
    ...[...figures].map(([name, at]) =>
      row([name, ...sizes.map((s) => (at.has(s.label) ? cpu(at.get(s.label)!.cpu) : '—'))]),
    ),
  ];
}

function growthLines(sizes: SizeInfo[], figures: Map<string, Map<string, Measured>>): string[] {
  if (sizes.length < 2) return ['One size only: nothing to compare.'];
  const { label: first } = sizes[0];
  const { label: last } = sizes[sizes.length - 1];
  const grown = [...figures].flatMap(([name, at]) => {
    const g = growth(sizes, at);
    if (!g || g.p50 <= GROWTH_LIMIT) return [];
    const baseline = g.baseline === undefined ? '' : `; its baseline ${g.baseline.toFixed(2)}×`;
    return [`- **${name}** grows with the table: p50 ${g.p50.toFixed(2)}× from ${first} to ${last}${baseline}.`];
  });
  return grown.length
    ? grown
    : [
        `No figure's p50 grew more than ${GROWTH_LIMIT}× from ${first} to ${last}: the cost of a call does not grow with the table.`,
      ];
}

export function capacityReport(started: Date, sizes: SizeInfo[], measured: Measured[]): string[] {
  const figures = byFigure(measured);
  return [
    `Run ${started.toISOString()} — ${sizes.map((s) => count(s.records)).join(', ')} records, ` +
      `${os.cpus().length} cores, Node ${process.version}, ${sizes[0]?.server ?? ''}; ${CALLS} sequential ` +
      `keep-alive calls per figure after ${WARM_UP} warm-up calls, each figure at every size in turn.`,
    '',
    ...sizesTable(sizes),
    '',
    ...figuresTable(sizes, figures),
    '',
    ...growthLines(sizes, figures),
    '',
    ...sizes.filter((s) => s.statistics).map((s) => `Statistics at ${s.label}: ${s.statistics}.`),
    '',
    'CPU per call (bench/cpu.ts): Node is this process during the figure’s own calls (the BFF, the API and the ' +
      "bench's client; not the baseline's), PostgreSQL the API's backends over the whole figure (for the save, " +
      'with the untimed read of the record before each save; without the parallel workers of a parallel plan, ' +
      'which the statistics use on a large batch or researcher).',
    '',
    ...cpuTable(sizes, figures),
    '',
    'Baselines (bench/baselines.ts): the same rows as JSON from one prepared SQL statement (`pg`) served by bare ' +
      'node:http, measured alternately call by call with their figure; the statistics queries have none.',
  ];
}
