/**
 * The document viewer in Chromium (a bench step, not a test), on a 300-page document in the bench's
 * file store: the first thumbnail painted after the viewer's route opens (the 'document-view-route'
 * mark; the app's start and sign-in check before it are shown apart, from navigation, with a warm
 * browser cache as when the viewer opens for the day's next record), and a page switch (Down arrow
 * to the next page image painted). Moments are taken in the page: load events in capture, then the next frame.
 */
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import type pg from 'pg';
import type { FileStore } from '../api/src/files/file-store.ts';
import { fullPdfKey } from '../api/src/files/document-files.ts';
import { importDocument } from '../api/src/files/import/import-document.ts';
import { chapterPdf } from '../api/src/seed/sample-document-pdf.ts';
import { CHROMIUM } from '../tests/chromium.ts';
import { fromNavigationNote, p95Figure, type Figure } from './figure.ts';
import { signedInPage } from './signed-in-page.ts';

export const VIEWER_BENCH_PAGES = 300;
const STEM = 'documents/bench/viewer-300';
const OPENS = 20;
const SWITCHES = 100;

declare global {
  interface Window {
    benchFirstThumbnailAt?: number;
    benchPressedAt?: number;
    benchPageShownAt?: Record<string, number>;
  }
}

/**
 * In the page before the app: when the first thumbnail paints, and when each page's image paints
 * after the page view shows that page (its image may be new, or one drawn ahead under the page).
 */
function instrument() {
  window.benchPageShownAt = {};
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'ArrowDown') window.benchPressedAt = performance.now();
    },
    { capture: true },
  );
  document.addEventListener(
    'load',
    (event) => {
      const img = event.target as HTMLElement;
      if (img instanceof HTMLImageElement && img.closest('[data-testid="thumbnail-rail"]')) {
        if (window.benchFirstThumbnailAt === undefined)
          requestAnimationFrame(() => (window.benchFirstThumbnailAt ??= performance.now()));
      }
    },
    { capture: true },
  );
  new MutationObserver(() => {
    const view = document.querySelector('[data-testid="page-view"]');
    const label = view?.getAttribute('data-page-label');
    if (!view || !label || window.benchPageShownAt![label] !== undefined) return;
    const img = Array.from(view.querySelectorAll('img')).find((i) => i.getAttribute('aria-hidden') === null);
    if (!img || !img.src.endsWith(`_${label}.jpeg`)) return;
    // No named functions in here: the bench's TypeScript loader would wrap them in a helper the page lacks.
    if (img.complete) requestAnimationFrame(() => (window.benchPageShownAt![label] ??= performance.now()));
    else
      img.addEventListener(
        'load',
        () => requestAnimationFrame(() => (window.benchPageShownAt![label] ??= performance.now())),
        { once: true },
      );
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-page-label', 'src'],
  });
}

/** The 300-page document, imported once into the store, and a record that shows it. */
async function viewedRecord(pool: pg.Pool, store: FileStore): Promise<number> {
  const pdf = await chapterPdf({
    book: 'Benchmark Reader',
    author: 'Bench, A.',
    chapter: 1,
    chapterTitle: 'Three hundred pages',
    firstPage: 1,
    pages: VIEWER_BENCH_PAGES,
    seed: STEM,
  });
  await importDocument(store, STEM, pdf);
  const { rows } = await pool.query<{ id: number }>(
    `update document_details set file_path = $1, total_pages = $2, total_heldback_pages = 0, document_view = true
      where id = (select min(id) from document_details) returning id`,
    [`/${fullPdfKey(STEM)}`, VIEWER_BENCH_PAGES],
  );
  return rows[0].id;
}

/** The step's answer, or an error with a screenshot when it has not come within 10 s. */
async function within<T>(page: Page, what: string, step: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not show within 10 s`)), 10_000);
  });
  try {
    return await Promise.race([step, late]);
  } catch (error) {
    const shot = path.join(os.tmpdir(), 'bench-document-viewer.png');
    await page.screenshot({ path: shot }).catch(() => undefined);
    throw new Error(`${(error as Error).message} (screenshot in ${shot})`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** Milliseconds: the first thumbnail after the viewer's route opens, and after navigation began; page switches. */
export type ViewerBench = { firstThumbnail: number[]; fromNavigation: number[]; pageSwitch: number[] };

export async function documentViewerBench(
  bff: string,
  pool: pg.Pool,
  store: FileStore,
  email: string,
): Promise<ViewerBench> {
  const id = await viewedRecord(pool, store);
  const browser = await chromium.launch(CHROMIUM);
  try {
    const page = await signedInPage(browser, bff, email, instrument, { viewport: { width: 1366, height: 900 } });
    const firstThumbnail: number[] = [];
    const fromNavigation: number[] = [];
    // One untimed open fills the browser cache with the app, as a day's first record does.
    for (let open = 0; open <= OPENS; open++) {
      await page.goto(`/document-view/${id}`);
      const { at, routeAt } = await within(
        page,
        `the first thumbnail of /document-view/${id}`,
        page.evaluate(async () => {
          while (window.benchFirstThumbnailAt === undefined) await new Promise(requestAnimationFrame);
          const route = performance.getEntriesByName('document-view-route')[0];
          return { at: window.benchFirstThumbnailAt, routeAt: route?.startTime ?? Number.NaN };
        }),
      );
      if (open > 0) {
        firstThumbnail.push(at - routeAt);
        fromNavigation.push(at);
      }
      if (process.env.BENCH_DEBUG && open === OPENS)
        console.log(
          'viewer open',
          Math.round(at),
          await page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .map((e) => e as PerformanceResourceTiming)
              .map((e) => `${e.name.slice(-30)} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`)
              .join('\n'),
          ),
        );
    }
    await page.getByTestId('page-view').getByRole('img').waitFor();
    const pageSwitch: number[] = [];
    for (let n = 2; n <= SWITCHES + 1; n++) {
      // A researcher reads a page for seconds; a short pause lets the viewer read the next ones ahead.
      await page.waitForTimeout(150);
      await page.keyboard.press('ArrowDown');
      pageSwitch.push(
        await within(
          page,
          `page ${n} after Down`,
          page.evaluate(async (label) => {
            while (window.benchPageShownAt![label] === undefined) await new Promise(requestAnimationFrame);
            return window.benchPageShownAt![label] - window.benchPressedAt!;
          }, String(n)),
        ),
      );
    }
    return { firstThumbnail, fromNavigation, pageSwitch };
  } finally {
    await browser.close();
  }
}

/** The viewer's figures: the first thumbnail after the route opens, and a page switch. */
export async function documentViewerFigures(
  bff: string,
  pool: pg.Pool,
  store: FileStore,
  email: string,
): Promise<Figure[]> {
  const viewer = await documentViewerBench(bff, pool, store, email);
  const first = p95Figure(
    `Document viewer in Chromium: first thumbnail painted after the route opens (${VIEWER_BENCH_PAGES}-page document; ${fromNavigationNote(viewer.fromNavigation)})`,
    viewer.firstThumbnail,
    300,
  );
  const step = p95Figure(
    'Document viewer in Chromium: page switch (Down to the next page image painted)',
    viewer.pageSwitch,
    50,
  );
  console.log(`Viewer first thumbnail ${first.note}, page switch ${step.note}`);
  return [first, step];
}
