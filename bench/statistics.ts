/**
 * The statistics at scale (a bench step, not a test): a year of research history for the generated
 * records, the three statistics queries timed through the BFF, and the Statistics screen in Chromium.
 *
 * The history is what the audit log's trigger keeps (migration 008, docs/decisions/030): one row
 * per record and day finished in `research_finishes`, written here set-based for the generated
 * records the generator marked researched (by two users, over the last 400 days), as the trigger
 * would have written them one save at a time.
 */
import { chromium } from '@playwright/test';
import { print } from 'graphql';
import type pg from 'pg';
import {
  StatisticsIndividualMetricsDocument,
  StatisticsProcessedRecordsSummaryDocument,
  StatisticsProcessOverviewDocument,
} from '../web/src/__generated__/graphql.ts';
import { CHROMIUM } from '../tests/chromium.ts';
import { fromNavigationNote, ms, p95Figure, type Figure } from './figure.ts';
import { measure } from './measure.ts';
import { bffSession, COORDINATOR } from './sessions.ts';
import { signedInPage } from './signed-in-page.ts';
import { stats } from './stats.ts';

const SCREEN_OPENS = 20;

/** Writes the generated records' finishes once; answers how many finish rows the database holds. */
export async function ensureResearchHistory(pool: pg.Pool, log: (message: string) => void): Promise<number> {
  const started = performance.now();
  const { rowCount } = await pool.query(
    `insert into research_finishes
        (document_detail_id, day, user_id, batch_id, finished_at, unidentifiable, work_request, first_finish, audit_log_id)
     select d.id, (d.researched_at at time zone 'UTC')::date, d.researched_by, d.batch_id, d.researched_at,
            d.id % 23 = 0, d.id % 31 = 0, true, 0
       from document_details d
      where d.external_reference_id like 'BENCH-%' and d.status = 'researched'
        and d.researched_by is not null and d.researched_at is not null
        and not exists (select 1 from research_finishes rf where rf.document_detail_id = d.id)`,
  );
  if (rowCount) {
    await pool.query('vacuum (analyze) research_finishes');
    log(`research history: ${rowCount} finishes written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from research_finishes');
  return rows[0].n;
}

/** What the statistics figures ask about: the largest unlocked batch and the busiest researcher. */
export type StatisticsSubjects = {
  collectionId: number;
  batchId: number;
  batchRecords: number;
  researcherId: number;
  researcherFinishes: number;
  busiestDay: string;
};

export async function statisticsSubjects(pool: pg.Pool): Promise<StatisticsSubjects> {
  const { rows: batch } = await pool.query<{ collection_id: number; batch_id: number; n: number }>(
    `select b.research_collection_id as collection_id, b.id as batch_id, count(*)::int as n
       from document_details d join batches b on b.id = d.batch_id
      where b.status is distinct from 'locked'
      group by b.research_collection_id, b.id order by n desc limit 1`,
  );
  const { rows: researcher } = await pool.query<{ user_id: number; n: number }>(
    'select user_id, count(*)::int as n from research_finishes group by user_id order by n desc limit 1',
  );
  const { rows: day } = await pool.query<{ day: string }>(
    `select to_char(day, 'YYYY-MM-DD') as day from research_finishes where user_id = $1
      group by day order by count(*) desc limit 1`,
    [researcher[0].user_id],
  );
  return {
    collectionId: batch[0].collection_id,
    batchId: batch[0].batch_id,
    batchRecords: batch[0].n,
    researcherId: researcher[0].user_id,
    researcherFinishes: researcher[0].n,
    busiestDay: day[0].day,
  };
}

declare global {
  interface Window {
    benchRouteAt?: number;
    benchInteractiveAt?: number;
    benchTabPressedAt?: number;
    benchChartAt?: number;
  }
}

/**
 * In the page before the app: when the Process Overview's collection field is on screen and
 * enabled (the screen is interactive), and when the Individual Processing Metrics chart is drawn
 * after its tab is pressed.
 */
function instrument() {
  window.addEventListener(
    'pointerdown',
    (event) => {
      const tab = (event.target as HTMLElement).closest('[role="tab"]');
      if (tab?.textContent === 'Individual Processing Metrics') window.benchTabPressedAt = performance.now();
    },
    { capture: true },
  );
  // No named functions in here: the bench's TypeScript loader would wrap them in a helper the page lacks.
  new MutationObserver(() => {
    // The route has opened when its first frame is in the DOM: the heading, or its spinner while
    // the signed-in user is read.
    if (window.benchRouteAt === undefined) {
      const heading = Array.from(document.querySelectorAll('h1')).some((h) => h.textContent === 'Statistics');
      const spinner = Array.from(document.querySelectorAll('[role="status"]')).some(
        (el) => el.textContent === 'Loading statistics',
      );
      if (heading || spinner) window.benchRouteAt = performance.now();
    }
    if (window.benchInteractiveAt === undefined) {
      const field = Array.from(document.querySelectorAll('label')).find((l) => l.textContent === 'Research collection');
      const input = field?.htmlFor ? (document.getElementById(field.htmlFor) as HTMLInputElement | null) : null;
      if (input && !input.disabled) requestAnimationFrame(() => (window.benchInteractiveAt ??= performance.now()));
    }
    if (window.benchTabPressedAt !== undefined && window.benchChartAt === undefined) {
      if (document.querySelector('[role="tabpanel"]:not([hidden]) .VictoryContainer svg'))
        requestAnimationFrame(() => (window.benchChartAt ??= performance.now()));
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

/**
 * Milliseconds: the screen interactive after its route opened and after navigation began (the app's
 * start and sign-in check before it), and from the tab pressed to its chart drawn.
 */
export type StatisticsScreenBench = { interactive: number[]; fromNavigation: number[]; individualChart: number[] };

/** The Statistics screen opened SCREEN_OPENS times by a coordinator, each in a fresh page with a warm cache. */
export async function statisticsScreenBench(bff: string, email: string): Promise<StatisticsScreenBench> {
  const browser = await chromium.launch(CHROMIUM);
  const result: StatisticsScreenBench = { interactive: [], fromNavigation: [], individualChart: [] };
  try {
    const page = await signedInPage(browser, bff, email, instrument);
    // The first open fills the browser cache with the app's code, as a day's work would have.
    await page.goto('/statistics');
    await page.waitForFunction(() => window.benchInteractiveAt !== undefined, undefined, { timeout: 10_000 });
    for (let i = 0; i < SCREEN_OPENS; i++) {
      await page.goto('/statistics');
      await page.waitForFunction(() => window.benchInteractiveAt !== undefined, undefined, { timeout: 10_000 });
      const [routeAt, interactiveAt] = await page.evaluate(() => [window.benchRouteAt!, window.benchInteractiveAt!]);
      result.interactive.push(interactiveAt - routeAt);
      result.fromNavigation.push(interactiveAt);
      await page.getByRole('tab', { name: 'Individual Processing Metrics' }).click();
      await page.waitForFunction(() => window.benchChartAt !== undefined, undefined, { timeout: 10_000 });
      result.individualChart.push(await page.evaluate(() => window.benchChartAt! - window.benchTabPressedAt!));
    }
  } finally {
    await browser.close();
  }
  return result;
}

/** The statistics queries' figures, named by the query alone, and what they asked about. */
export type StatisticsQueryFigures = { figures: Figure[]; about: string };

/**
 * The three statistics queries over a year of history, each timed through the BFF as a coordinator
 * (the research history written first if missing); `about` says how many finishes, and how large
 * the batch and the researcher asked about are.
 */
export async function statisticsQueryFigures(bff: string, pool: pg.Pool): Promise<StatisticsQueryFigures> {
  const figures: Figure[] = [];
  const finishes = await ensureResearchHistory(pool, (m) => console.log(`[statistics] ${m}`));
  const subject = await statisticsSubjects(pool);
  const asCoordinator = await bffSession(bff, COORDINATOR);
  const about =
    `${finishes.toLocaleString('en')} finishes; batch of ${subject.batchRecords.toLocaleString('en')} records, ` +
    `researcher with ${subject.researcherFinishes.toLocaleString('en')}`;
  const queries: Array<[string, string, Record<string, unknown>]> = [
    [
      'processOverview (a batch, with a target date)',
      print(StatisticsProcessOverviewDocument),
      {
        collectionId: String(subject.collectionId),
        batchId: String(subject.batchId),
        targetDate: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
      },
    ],
    [
      'individualMetrics (a researcher)',
      print(StatisticsIndividualMetricsDocument),
      { researcherId: String(subject.researcherId) },
    ],
    [
      'processedRecordsSummary (a researcher, their busiest day)',
      print(StatisticsProcessedRecordsSummaryDocument),
      { researcherId: String(subject.researcherId), date: subject.busiestDay },
    ],
  ];
  for (const [name, query, variables] of queries) {
    const samples = await measure(async (_i, timed) => {
      await timed(() => asCoordinator(query, variables));
    });
    const s = stats(samples);
    figures.push({
      name: `GraphQL ${name}`,
      p50: s.p50,
      p99: s.p99,
      calls: samples.length,
      target: 'p99 < 200 ms',
      met: s.p99 < 200,
    });
    console.log(`Statistics ${name}: p50 ${ms(s.p50)} p99 ${ms(s.p99)}`);
  }
  return { figures, about };
}

/**
 * The statistics figures over a year of history, as a coordinator sees them: each query through the
 * BFF, then the screen in Chromium.
 */
export async function statisticsFigures(bff: string, pool: pg.Pool): Promise<Figure[]> {
  const { figures, about } = await statisticsQueryFigures(bff, pool);
  const screen = await statisticsScreenBench(bff, COORDINATOR);
  return [
    ...figures.map((f) => ({ ...f, name: `${f.name} (${about})` })),
    p95Figure(
      `Statistics screen in Chromium: interactive (collection field enabled) after the route opens (${fromNavigationNote(screen.fromNavigation)})`,
      screen.interactive,
      1000,
    ),
    p95Figure(
      'Statistics screen in Chromium: Individual Processing Metrics tab pressed to its chart drawn',
      screen.individualChart,
      1000,
    ),
  ];
}
