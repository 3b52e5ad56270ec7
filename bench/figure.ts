/** A figure of `npm run bench`: one row of its results table (bench/report.ts). */
import { stats } from './stats.ts';

export type Figure = {
  name: string;
  p50: number;
  p99: number;
  calls: number;
  baseline?: { name: string; p50: number; p99: number };
  target: string;
  met: boolean;
  /** What the met column adds, e.g. the p95 a target names. */
  note?: string;
};

/** Milliseconds as the table and the log print them. */
export const ms = (n: number) => n.toFixed(2);

/** A figure whose target is a p95 (the Chromium steps): met when the p95 is under `underMs`. */
export function p95Figure(name: string, samples: number[], underMs: number, target = `p95 < ${underMs} ms`): Figure {
  const s = stats(samples);
  return {
    name,
    p50: s.p50,
    p99: s.p99,
    calls: samples.length,
    target,
    met: s.p95 < underMs,
    note: `p95 ${ms(s.p95)}`,
  };
}

/** 'from navigation, warm cache, p50 … p95 …': what a Chromium figure's name adds about the whole page load. */
export function fromNavigationNote(samples: number[]): string {
  const s = stats(samples);
  return `from navigation, warm cache, p50 ${ms(s.p50)} p95 ${ms(s.p95)}`;
}
