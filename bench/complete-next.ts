/**
 * Complete & Next in Chromium (a bench step, not a test): from the F12 key press on one record to
 * the next record's Record ID on screen, over the bench database. Both moments are taken in the
 * page (performance.now()): the press by a capture listener installed before the app's own, the
 * showing by a MutationObserver on the Record ID, at the next animation frame (the frame that
 * paints it). The records completed are put back to ready for research afterwards.
 * BENCH_DEBUG=1 prints each transition's requests (start-end ms after the key press); BENCH_PROFILE=next
 * profiles one (page-profile.ts).
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type LaunchOptions, type Page } from '@playwright/test';
import type pg from 'pg';
import { CHROMIUM } from '../tests/chromium.ts';
import { ms, p95Figure, type Figure } from './figure.ts';
import { startProfile } from './page-profile.ts';
import { keepInFront, signedInPage } from './signed-in-page.ts';

export const WEB_DIST = path.join(import.meta.dirname, '..', 'web', 'dist');
const COMPLETE_AND_NEXT_RECORDS = 50;

declare global {
  interface Window {
    benchPressedAt?: number;
    benchShownAt?: Record<string, number>;
    /** Every alert's text, as it showed: alerts close by themselves before a slow failure is reported. */
    benchAlerts?: string[];
    /** The addresses the page went through, in order. */
    benchPaths?: string[];
  }
}

/** In the page before the app: the time of each F12 press, and when each Record ID first shows. */
function instrument() {
  window.benchShownAt = {};
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'F12') window.benchPressedAt = performance.now();
    },
    { capture: true },
  );
  const seen = new Set<string>();
  window.benchAlerts = [];
  window.benchPaths = [];
  new MutationObserver(() => {
    const paths = window.benchPaths!;
    if (paths[paths.length - 1] !== location.pathname) paths.push(location.pathname);
    for (const alert of Array.from(document.querySelectorAll('[data-testid^="alert-"]'))) {
      const text = alert.textContent ?? '';
      if (text && !window.benchAlerts!.includes(text)) window.benchAlerts!.push(text);
    }
    const id = document.querySelector('[data-testid="record-id"]')?.textContent ?? '';
    if (!id || seen.has(id)) return;
    seen.add(id);
    requestAnimationFrame(() => {
      window.benchShownAt![id] = performance.now();
    });
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * Resolves once the page has had no request in flight for `ms` (load states are reached once per
 * document, so 'networkidle' says nothing after the first client-side navigation).
 */
export function networkQuiet(page: Page, ms = 300): () => Promise<void> {
  let inFlight = 0;
  let lastChange = performance.now();
  const change = (by: number) => () => {
    inFlight += by;
    lastChange = performance.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async () => {
    while (inFlight > 0 || performance.now() - lastChange < ms) await new Promise((resolve) => setTimeout(resolve, 25));
  };
}

/**
 * Times `records` Complete & Next transitions as the researcher, going through their largest
 * batches in turn (a batch's last record leads to the queue, which is not timed).
 */
export async function completeAndNext(
  bff: string,
  pool: pg.Pool,
  email: string,
  records: number,
  launch: LaunchOptions = CHROMIUM,
): Promise<number[]> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error('Build the web app first: npm run build -w web');
  const { rows: batches } = await pool.query<{ batch_id: number; ids: number[]; shown: string[] }>(
    `select d.batch_id, array_agg(d.id order by d.id) as ids, array_agg(d.external_reference_id order by d.id) as shown
       from document_details d join users u on u.id = d.assigned_user_id
      where u.email = $1 and d.status = 'ready_for_research'
      group by d.batch_id order by count(*) desc`,
    [email],
  );
  const browser = await chromium.launch(launch);
  const completed: number[] = [];
  const samples: number[] = [];
  try {
    const page = await signedInPage(browser, bff, email, instrument);
    keepInFront(page);
    const quiet = networkQuiet(page);
    // The Record ID on screen is the record's external reference id.
    for (const { ids, shown } of batches) {
      if (samples.length >= records) break;
      await page.goto(`/research/${ids[0]}`);
      await page
        .getByTestId('record-id')
        .filter({ hasText: shown[0] })
        .waitFor()
        .catch(async (error: unknown) => {
          await page.screenshot({ path: path.join(os.tmpdir(), 'bench-complete-next.png') });
          throw new Error(`record ${ids[0]} did not show at ${page.url()} (screenshot in ${os.tmpdir()})`, {
            cause: error,
          });
        });
      for (let i = 0; i + 1 < ids.length && samples.length < records; i++) {
        const [current, next] = [ids[i], shown[i + 1]];
        // The form is ready for keys once the record is on screen and its next record read ahead
        // (a researcher takes seconds over a record): no request in flight for a while.
        await quiet();
        // And painted: the form takes F12 only for a record it has painted (a frame, then a task).
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
        const profiling =
          process.env.BENCH_PROFILE === 'next' && samples.length === 5 ? await startProfile(page, 'next') : null;
        await page.keyboard.press('F12');
        completed.push(current);
        await page
          .getByTestId('record-id')
          .filter({ hasText: next })
          .waitFor({ timeout: 10_000 })
          .catch(async (error: unknown) => {
            await page.screenshot({ path: path.join(os.tmpdir(), 'bench-complete-next.png') });
            const alerts = await page.evaluate(() => window.benchAlerts ?? []);
            const paths = await page.evaluate(() => window.benchPaths ?? []);
            throw new Error(
              `record ${next} did not show after F12 on ${current} at ${page.url()} (addresses: ${paths.join(' > ')}; alerts shown on the page: ${alerts.join(' | ')}; screenshot in ${os.tmpdir()})`,
              { cause: error },
            );
          });
        const took = await page.evaluate(async (id) => {
          while (window.benchShownAt?.[id] === undefined) await new Promise(requestAnimationFrame);
          return window.benchShownAt[id] - window.benchPressedAt!;
        }, next);
        samples.push(took);
        if (profiling) await profiling();
        if (process.env.BENCH_DEBUG)
          console.log(
            'timing',
            await page.evaluate(() => {
              const t0 = window.benchPressedAt!;
              return performance
                .getEntriesByType('resource')
                .map((e) => e as PerformanceResourceTiming)
                .filter((e) => e.startTime >= t0 - 1)
                .map((e) => `${e.name.slice(-8)} ${Math.round(e.startTime - t0)}-${Math.round(e.responseEnd - t0)}`)
                .join(' | ');
            }),
            Math.round(took),
          );
      }
    }
    if (samples.length < records)
      throw new Error(`only ${samples.length} Complete & Next transitions: the researcher has too few ready records`);
    return samples;
  } finally {
    await browser.close();
    await pool.query(
      `update document_details set status = 'ready_for_research', researched_by = null, researched_at = null
        where id = any($1::int[])`,
      [completed],
    );
  }
}

/** The Complete & Next figure: F12 to the next Record ID shown, over COMPLETE_AND_NEXT_RECORDS records. */
export async function completeNextFigure(bff: string, pool: pg.Pool, email: string): Promise<Figure> {
  const samples = await completeAndNext(bff, pool, email, COMPLETE_AND_NEXT_RECORDS);
  const figure = p95Figure(
    'Complete & Next in Chromium (F12 to next Record ID shown)',
    samples,
    100,
    `p95 < 100 ms over ${COMPLETE_AND_NEXT_RECORDS} records`,
  );
  console.log(`Complete & Next: p50 ${ms(figure.p50)} ${figure.note} p99 ${ms(figure.p99)}`);
  return figure;
}
