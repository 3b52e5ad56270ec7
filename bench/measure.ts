/**
 * How a call-by-call figure is timed: a warm-up, then BENCH_CALLS (default and least 1,000)
 * sequential calls; a figure with a baseline alternates with it call by call over the same inputs.
 */
import { ms, type Figure } from './figure.ts';
import { stats } from './stats.ts';

export const CALLS = Math.max(1000, Number(process.env.BENCH_CALLS ?? 1000));
export const WARM_UP = 100;

/** Times `f` in a timed call, runs it plainly in a warm-up call. */
export type Timed = <T>(f: () => Promise<T>) => Promise<T>;
/** One call: `call(i)` may do untimed preparation before calling `timed`. */
export type TimedCall = (i: number, timed: Timed) => Promise<void>;

/**
 * What runs around each measure() (`figure`: its warm-up and timed calls) and around each of the
 * figure's own calls, warm-up or timed (`call`; not its baseline's, nor untimed preparation):
 * bench/cpu.ts counts a figure's CPU so.
 */
export type MeasureObserver = {
  figure: <T>(run: () => Promise<T>) => Promise<T>;
  call: <T>(f: () => Promise<T>) => Promise<T>;
};

let observer: MeasureObserver | undefined;

/** Observes every measure() from now on (undefined: none). */
export function observeMeasures(next: MeasureObserver | undefined): void {
  observer = next;
}

/** Warm-up, then CALLS timed calls; answers the timed calls' milliseconds. */
export async function measure(call: TimedCall): Promise<number[]> {
  const watch = observer;
  const own = <T>(f: () => Promise<T>) => (watch ? watch.call(f) : f());
  const run = async () => {
    const samples: number[] = [];
    const untimed: Timed = (f) => own(f);
    for (let i = 0; i < WARM_UP; i++) await call(i, untimed);
    for (let i = 0; i < CALLS; i++) {
      await call(i, async (f) => {
        const start = performance.now();
        const result = await own(f);
        samples.push(performance.now() - start);
        return result;
      });
    }
    return samples;
  };
  return watch ? watch.figure(run) : run();
}

export type Percentiles = { p50: number; p99: number };

export type PairedSpec = {
  name: string;
  baseline: string;
  target: string;
  met: (q: Percentiles, b: Percentiles) => boolean;
  call: TimedCall;
  /** The baseline's call for the same input, timed whole. */
  base: (i: number) => Promise<unknown>;
};

/** A figure and its baseline, alternating call by call over the same inputs; printed as it ends. */
export async function pairedFigure(spec: PairedSpec): Promise<Figure> {
  const base: number[] = [];
  const samples = await measure(async (i, timed) => {
    await spec.call(i, timed);
    const start = performance.now();
    await spec.base(i);
    base.push(performance.now() - start);
  });
  const q = stats(samples);
  const b = stats(base.slice(WARM_UP));
  console.log(`${spec.name}: p50 ${ms(q.p50)} p99 ${ms(q.p99)} (baseline ${ms(b.p50)} / ${ms(b.p99)})`);
  return {
    name: spec.name,
    p50: q.p50,
    p99: q.p99,
    calls: samples.length,
    baseline: { name: spec.baseline, p50: b.p50, p99: b.p99 },
    target: spec.target,
    met: spec.met(q, b),
  };
}
