/**
 * The researcher's waits in Chromium (a bench step, not a test), each as the researcher sees it:
 * from the key press, click or typed text to the answer painted (the frame after it is in the
 * document), over the researcher's ready records of the bench database.
 *
 * - record open from the queue, within the app: a click on a queue entry to its Record ID shown
 *   with the form's choice lists filled (back to the queue between opens, untimed);
 * - record open on a fresh page load: from navigation to the same, with a warm browser cache;
 * - the first F8 of a page: the Work Search on the active biblio's title to its results (or its
 *   'no results') shown;
 * - Find a Record: two title words typed into the open dialog to its result rows shown;
 * - Save (F11) to its success alert shown;
 * - Complete & Next (F12) to the next record's Record ID shown (bench/complete-next.ts).
 *
 * The moments are taken in the page (performance.now()): the press by capture listeners installed
 * before the app's own, the answer by a MutationObserver, at the next animation frame. Between
 * steps the page waits until no request has been in flight for a while, as a researcher takes
 * seconds over a record. BENCH_DEBUG=1 prints each step's requests (start-end ms after the press).
 */
import os from 'node:os';
import path from 'node:path';
import { chromium, type LaunchOptions, type Page } from '@playwright/test';
import type pg from 'pg';
import { CHROMIUM } from '../tests/chromium.ts';
import { completeAndNext, networkQuiet } from './complete-next.ts';
import { ms, p95Figure, type Figure } from './figure.ts';
import { startProfile } from './page-profile.ts';
import { PINNED, withPinnedChromium } from './pinned.ts';
import { keepInFront, signedInPage } from './signed-in-page.ts';

/** Samples of each wait (at least 20). */
export const WAIT_SAMPLES = Math.max(20, Number(process.env.BENCH_WAIT_SAMPLES ?? 25));

/** What the page waits for; checked on every change of the document. */
type Wait =
  { kind: 'record'; id: string | null } | { kind: 'work-results' } | { kind: 'find-results' } | { kind: 'saved' };

declare global {
  interface Window {
    benchWait?: Wait;
    benchPressedAt?: number;
    benchMetAt?: number;
    benchMetPending?: boolean;
    benchOldAlerts?: Element[];
    benchArm?: (wait: Wait) => void;
    benchCheck?: () => void;
  }
}

/**
 * In the page before the app. A fresh load of a research address is armed from navigation start.
 * (Only arrow functions assigned to properties in here: the bench's TypeScript loader names the
 * others with a helper the page lacks.)
 */
function instrument() {
  window.benchArm = (wait) => {
    window.benchWait = wait;
    window.benchPressedAt = undefined;
    window.benchMetAt = undefined;
    window.benchMetPending = false;
    window.benchOldAlerts = Array.from(document.querySelectorAll('[data-testid="alert-success"]'));
  };
  window.benchCheck = () => {
    const wait = window.benchWait;
    if (!wait || window.benchPressedAt === undefined || window.benchMetAt !== undefined || window.benchMetPending)
      return;
    let met: boolean;
    if (wait.kind === 'record') {
      const id = document.querySelector('[data-testid="record-id"]')?.textContent ?? '';
      const form = document.querySelector('[data-testid="research-form"]');
      const selects = form ? Array.from(form.querySelectorAll('select')) : [];
      met =
        (wait.id === null ? id !== '' && id !== 'New record' : id === wait.id) &&
        // The choice lists come in one answer: any select with a choice beyond '-' has them.
        selects.some((s) => s.options.length > 1);
    } else if (wait.kind === 'work-results') {
      const dialog = document.querySelector('[role="dialog"]');
      met =
        !!dialog &&
        (!!dialog.querySelector('[role="listbox"] [role="option"]') ||
          /No results to display/.test(dialog.textContent ?? ''));
    } else if (wait.kind === 'find-results') {
      const heading = document.querySelector('[data-testid="find-record-heading"]')?.textContent ?? '';
      met = /result/i.test(heading) && !!document.querySelector('[role="dialog"] [data-testid="record-summary"]');
    } else {
      const old = window.benchOldAlerts ?? [];
      met = Array.from(document.querySelectorAll('[data-testid="alert-success"]')).some((a) => !old.includes(a));
    }
    if (!met) return;
    window.benchMetPending = true;
    requestAnimationFrame(() => {
      window.benchMetAt = performance.now();
    });
  };
  for (const type of ['keydown', 'pointerdown', 'input'])
    window.addEventListener(
      type,
      () => {
        if (window.benchWait && window.benchMetAt === undefined && !window.benchMetPending)
          window.benchPressedAt = performance.now();
      },
      { capture: true },
    );
  if (location.pathname.startsWith('/research/')) {
    window.benchArm({ kind: 'record', id: null });
    window.benchPressedAt = 0;
  }
  new MutationObserver(() => window.benchCheck!()).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
}

/** The wait's milliseconds once it is met, or an error with a screenshot when it has not been within 10 s. */
async function waited(page: Page, what: string): Promise<number> {
  const took = page.evaluate(async () => {
    window.benchCheck!();
    while (window.benchMetAt === undefined) await new Promise(requestAnimationFrame);
    return window.benchMetAt - window.benchPressedAt!;
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not shown within 10 s`)), 10_000);
  });
  try {
    const ms = await Promise.race([took, late]);
    if (process.env.BENCH_DEBUG) console.log(what, Math.round(ms), await requestsSincePress(page));
    return ms;
  } catch (error) {
    const shot = path.join(os.tmpdir(), 'bench-research-waits.png');
    await page.screenshot({ path: shot }).catch(() => undefined);
    const alerts = await page
      .getByRole('alert')
      .allTextContents()
      .catch(() => []);
    throw new Error(
      `${(error as Error).message} at ${page.url()} (alerts: ${alerts.join(' | ')}; screenshot ${shot})`,
      {
        cause: error,
      },
    );
  } finally {
    clearTimeout(timer);
  }
}

/**
 * 'name start-end' of each request since the press, in ms after it; on a fresh load the page's own
 * first: its request's start, its answer's first and last byte, and when its scripts could run.
 */
function requestsSincePress(page: Page): Promise<string> {
  return page.evaluate(() => {
    const t0 = window.benchPressedAt ?? 0;
    const document = performance
      .getEntriesByType('navigation')
      .map((e) => e as PerformanceNavigationTiming)
      .filter((e) => e.startTime >= t0 - 1)
      .map(
        (e) =>
          `document ${Math.round(e.requestStart)}-${Math.round(e.responseStart)}-${Math.round(e.responseEnd)} interactive ${Math.round(e.domInteractive)}`,
      );
    const requests = performance
      .getEntriesByType('resource')
      .map((e) => e as PerformanceResourceTiming)
      .filter((e) => e.startTime >= t0 - 1)
      .map(
        (e) =>
          `${e.name.replace(/^.*\//, '').slice(0, 24)} ${Math.round(e.startTime - t0)}-${Math.round(e.responseEnd - t0)}`,
      );
    return [...document, ...requests].join(' | ');
  });
}

/** Milliseconds of each wait (see the module's comment). */
export type ResearchWaits = {
  openInApp: number[];
  openFresh: number[];
  firstWorkSearch: number[];
  findRecord: number[];
  save: number[];
  completeNext: number[];
  /** The search terms Find a Record was given, e.g. 'harbour light'. */
  findTerms: string[];
};

export async function researchWaitsBench(
  bff: string,
  pool: pg.Pool,
  email: string,
  launch: LaunchOptions = CHROMIUM,
): Promise<ResearchWaits> {
  // Records the researcher may open and save, with a titled first biblio (F8 searches by it).
  const { rows: records } = await pool.query<{ id: number }>(
    `select d.id from document_details d join users u on u.id = d.assigned_user_id
      where u.email = $1 and d.status = 'ready_for_research'
        and exists (select 1 from biblios b where b.document_detail_id = d.id and b.major_title is not null)
      order by d.id limit $2`,
    [email, WAIT_SAMPLES + 1],
  );
  if (records.length <= WAIT_SAMPLES) throw new Error(`the researcher has only ${records.length} ready records`);
  // Find a Record: two words of a generated record's title, as a researcher remembers one.
  const { rows: titles } = await pool.query<{ title: string }>(
    `select b.major_title as title from biblios b
      where b.document_detail_id in (select id from document_details where external_reference_id like 'BENCH-%'
                                      order by id desc limit $1)
        and b.major_title like '% %'`,
    [WAIT_SAMPLES * 4],
  );
  const findTerms = titles.slice(0, WAIT_SAMPLES + 1).map((t) => t.title.split(' ').slice(0, 2).join(' '));
  const browser = await chromium.launch(launch);
  const waits: ResearchWaits = {
    openInApp: [],
    openFresh: [],
    firstWorkSearch: [],
    findRecord: [],
    save: [],
    completeNext: [],
    findTerms: [],
  };
  try {
    const page = await signedInPage(browser, bff, email, instrument, { viewport: { width: 1366, height: 768 } });
    keepInFront(page);
    const quiet = networkQuiet(page);
    const arm = (wait: Wait) => page.evaluate((w) => window.benchArm!(w), wait);

    // Fresh page loads (one untimed first, which fills the browser cache), each followed by the
    // page's first F8, a Find a Record and a Save.
    for (let i = 0; i <= WAIT_SAMPLES; i++) {
      const id = records[i].id;
      const profilingFresh =
        process.env.BENCH_PROFILE === 'fresh' && i === 3 ? await startProfile(page, 'fresh') : null;
      await page.goto(`/research/${id}`);
      const open = await waited(page, `fresh open of ${id}`);
      if (profilingFresh) await profilingFresh();
      await quiet();
      await arm({ kind: 'work-results' });
      const profilingF8 = process.env.BENCH_PROFILE === 'f8' && i === 3 ? await startProfile(page, 'f8') : null;
      await page.keyboard.press('F8');
      const workSearch = await waited(page, `first F8 on ${id}`);
      if (profilingF8) await profilingF8();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await quiet();
      await page.getByRole('button', { name: 'Find a Record' }).click();
      const search = page.getByRole('dialog').getByLabel('Search by ID or Title');
      await search.waitFor();
      await quiet();
      await arm({ kind: 'find-results' });
      await search.fill(findTerms[i % findTerms.length]);
      const find = await waited(page, `Find a Record '${findTerms[i % findTerms.length]}'`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await quiet();
      await arm({ kind: 'saved' });
      const profilingSave = process.env.BENCH_PROFILE === 'save' && i === 3 ? await startProfile(page, 'save') : null;
      await page.keyboard.press('F11');
      const save = await waited(page, `save of ${id}`);
      if (profilingSave) await profilingSave();
      if (i > 0) {
        waits.openFresh.push(open);
        waits.firstWorkSearch.push(workSearch);
        waits.findRecord.push(find);
        waits.findTerms.push(findTerms[i % findTerms.length]);
        waits.save.push(save);
      }
    }

    // Record open from the queue within the app: a click on the i-th entry, back to the queue between.
    await page.goto('/queue');
    const entries = page.getByTestId('queue-record').getByRole('link');
    for (let i = 0; i <= WAIT_SAMPLES; i++) {
      await entries.nth(i).waitFor();
      await quiet();
      const shown = (await entries.nth(i).textContent()) ?? '';
      await arm({ kind: 'record', id: shown });
      const profiling = process.env.BENCH_PROFILE === 'open' && i === 3 ? await startProfile(page, 'open') : null;
      await entries.nth(i).click();
      const open = await waited(page, `open of ${shown} from the queue`);
      if (profiling) await profiling();
      if (i > 0) waits.openInApp.push(open);
      await quiet();
      await page.goBack();
    }
    await page.close();
  } finally {
    await browser.close();
  }
  waits.completeNext = await completeAndNext(bff, pool, email, WAIT_SAMPLES, launch);
  return waits;
}

/**
 * The waits' figures, each with the machine's load at their end: a busy machine stretches every one
 * of them. Taken twice: as the bench machine runs everything, then with Chromium pinned to a core of
 * its own (bench/pinned.ts), as a researcher's machine would see them.
 */
export async function researchWaitsFigures(bff: string, pool: pg.Pool, email: string): Promise<Figure[]> {
  const unpinned = waitFigures(await researchWaitsBench(bff, pool, email), '');
  const pinned = await withPinnedChromium(async (launch) =>
    waitFigures(await researchWaitsBench(bff, pool, email, launch), ` (${PINNED})`),
  );
  return [...unpinned, ...(pinned ?? [])];
}

function waitFigures(waits: ResearchWaits, pinning: string): Figure[] {
  const figures = [
    p95Figure(
      `Research in Chromium: record open from the queue within the app (click to Record ID shown, lists filled; ${WAIT_SAMPLES} records)${pinning}`,
      waits.openInApp,
      300,
    ),
    p95Figure(
      `Research in Chromium: record open on a fresh page load (navigation to Record ID shown, lists filled; warm cache)${pinning}`,
      waits.openFresh,
      300,
    ),
    p95Figure(
      `Research in Chromium: the page's first F8 to the Work Search results shown${pinning}`,
      waits.firstWorkSearch,
      300,
    ),
    p95Figure(
      `Research in Chromium: Find a Record, two title words typed to the rows shown (e.g. '${waits.findTerms[0]}')${pinning}`,
      waits.findRecord,
      300,
    ),
    p95Figure(`Research in Chromium: Save (F11) to its success alert shown${pinning}`, waits.save, 150),
    p95Figure(
      `Research in Chromium: Complete & Next (F12) to the next Record ID shown${pinning}`,
      waits.completeNext,
      100,
    ),
  ];
  const atLoad = `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
  for (const f of figures) console.log(`${f.name}: p50 ${ms(f.p50)} ${f.note} (${atLoad})`);
  return figures.map((f) => ({ ...f, note: `${f.note}; ${atLoad}` }));
}
