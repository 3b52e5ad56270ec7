import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * A CPU profile of the page over one step of a Chromium bench (BENCH_PROFILE names it: fresh, open,
 * f8 or save in research-waits.ts, next in complete-next.ts), its heaviest functions by self time
 * printed and the profile written to the temp folder (for Chromium's DevTools); with BENCH_TRACE=1
 * also the page's trace, its main thread's longer tasks printed in order.
 */
export async function startProfile(
  page: Page,
  step: 'fresh' | 'open' | 'f8' | 'save' | 'next',
): Promise<() => Promise<void>> {
  const browser = page.context().browser()!;
  const tracing = process.env.BENCH_TRACE === '1';
  if (tracing)
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = await cdp.send('Profiler.stop');
    const file = path.join(os.tmpdir(), `bench-research-${step}.cpuprofile`);
    await writeFile(file, JSON.stringify(profile));
    const self = new Map<string, number>();
    const dt = profile.timeDeltas ?? [];
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    (profile.samples ?? []).forEach((id, k) => {
      const f = byId.get(id)!.callFrame;
      const name = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber}`;
      self.set(name, (self.get(name) ?? 0) + (dt[k] ?? 0) / 1000);
    });
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25);
    console.log(`profile (${file}):\n${top.map(([n, t]) => `${t.toFixed(1)} ms ${n}`).join('\n')}`);
    if (!tracing) return;
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    await writeFile(file.replace('.cpuprofile', '.trace.json'), JSON.stringify(trace));
    console.log(
      `the page's own work, in order (${file.replace('.cpuprofile', '.trace.json')}):\n${traceSummary(trace.traceEvents)}`,
    );
  };
}

type StackFrame = { functionName: string; url: string; lineNumber: number };
type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { stackTrace?: StackFrame[] }; beginData?: { stackTrace?: StackFrame[] } };
};

/** The trace events the summary prints: tasks, and the script, style, layout and paint work in them. */
const SHOWN = new Set([
  'RunTask',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'FunctionCall',
  'EventDispatch',
  'ParseAuthorStyleSheet',
  'RecalculateStyles',
  'PrePaint',
  'Commit',
  'TimerFire',
  'FireAnimationFrame',
  'v8.compile',
  'EvaluateScript',
]);

/**
 * The page's main thread (the busiest renderer's, the viewer's window having one of its own): its
 * work over 2 ms in order, with where a script forced style or layout.
 */
function traceSummary(events: readonly TraceEvent[]): string {
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const on = (thread: TraceEvent) => (e: TraceEvent) => e.pid === thread.pid && e.tid === thread.tid;
  const busiest = threads
    .map((thread) => ({ thread, count: events.filter(on(thread)).length }))
    .sort((a, b) => b.count - a.count)[0]?.thread;
  const own = events.filter((e) => e.ph === 'X' && e.dur !== undefined && (!busiest || on(busiest)(e)));
  const t0 = own.reduce((first, e) => Math.min(first, e.ts), Infinity);
  return own
    .filter((e) => SHOWN.has(e.name) && (e.dur ?? 0) >= 2000)
    .map((e) => {
      const [frame] = e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace ?? [];
      const where = frame ? ` from ${frame.functionName} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber}` : '';
      const at = ((e.ts - t0) / 1000).toFixed(1).padStart(7);
      return `${at} ms  ${((e.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${e.name}${where}`;
    })
    .join('\n');
}
