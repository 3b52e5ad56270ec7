import { readFile } from 'node:fs/promises';
import {
  addDays,
  ASSIGNABLE_ROLE_IDS,
  completionForecastText,
  doughnut,
  isoDate,
  STATISTICS_MESSAGES,
  toDisplayDate,
  type CompletionForecast,
  type IndividualSummary,
} from '@rt/domain';
import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, QUICK, expect, test } from './fixtures.ts';

/**
 * The Statistics screen (spec sections 2, 5, 8 and 9) over the demo data. The demo's research history
 * may change as the seed grows, so numbers are checked against what the records API answers for
 * the same question, and otherwise the figures' presence and labels.
 */
const USYD = 'University of Sydney 2026 EUS Survey';
const NSW = 'NSW Schools 2026 Survey';

type Collection = { id: number; collection_title: string };
type Batch = { id: number; title: string; status: string };
type User = { id: number; display_name: string; role_id: number | null };
type Records = { get: <T>(path: string) => Promise<T> };
type Overview = {
  process_info: Record<string, number> & { researchers: unknown[] };
  pie_chart_info: { Researched: number; Unprocessed: number; Other: number; total_documents: number };
  completion_forecast: { batch: CompletionForecast };
};
type Individual = { researcher: { id: number; display_name: string }; summary: IndividualSummary };
type SummaryRow = { researcher: string; researched: number; unidentifiable: number; work_request: number };

const INFO_LINES = [
  'Researchers',
  'Processed Today',
  'Daily Avg. Document',
  'Daily Document Target',
  'Unidentifiable',
  'Work Requests',
  'Heldbacks',
  'On Hold',
  'Unique Record Count',
] as const;
const SIX_MONTHS = ['Daily Avg. Documents', 'Unidentifiable', 'Work Requests', 'Your Best Day', 'Total Documents'];
const TABS = ['Process Overview', 'Individual Processing Metrics', 'Processed Records Summary'];

async function collectionAndBatches(records: Records, title: string) {
  const collections = await records.get<Collection[]>('research_collection?collection_status=hide');
  const collection = collections.find((c) => c.collection_title === title);
  expect(collection, title).toBeDefined();
  const batches = await records.get<Batch[]>(`research_collection/${collection!.id}/batch`);
  return { collection: collection!, batches };
}

const figure = (scope: Page | Locator, label: string) => scope.locator(`[data-figure="${label}"] dd`);
/** A tab's panel, named by its tab. */
const panel = (page: Page, tab: string) => page.getByRole('tabpanel', { name: tab });

async function openStatistics(page: Page) {
  await page.goto('/statistics');
  await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
}

/** Types part of the title into the collection field and picks the collection from the list. */
async function pickCollection(page: Page, title: string) {
  const field = page.getByRole('combobox', { name: 'Research collection' });
  await field.click();
  await field.fill(title.split(' ').slice(0, 3).join(' '));
  await page.getByRole('option', { name: title }).click();
  await expect(field).toHaveValue(title);
}

/** The Process Overview of the collection's first unlocked batch, checked against the API's answer. */
async function checkProcessOverview(page: Page, records: Records) {
  const { collection, batches } = await collectionAndBatches(records, USYD);
  const open = batches.filter((b) => b.status !== 'locked');
  const locked = batches.filter((b) => b.status === 'locked');
  expect(open.length).toBeGreaterThan(0);
  const batch = open[0];

  await pickCollection(page, USYD);
  const batchSelect = page.getByLabel('Batch', { exact: true });
  // Only unlocked batches are offered (spec section 4).
  for (const b of open) await expect(batchSelect.locator('option', { hasText: b.title })).toHaveCount(1);
  for (const b of locked) await expect(batchSelect.locator('option', { hasText: b.title })).toHaveCount(0);
  await batchSelect.selectOption({ label: batch.title });

  const overview = await records.get<Overview>(
    `statistics/process_overview?collection_id=${collection.id}&batch_id=${batch.id}`,
  );
  const tab = panel(page, 'Process Overview');
  for (const label of INFO_LINES) await expect(figure(tab, label), label).toBeVisible();
  await expect(figure(tab, 'Researchers')).toHaveText(String(overview.process_info.researchers.length));
  for (const label of INFO_LINES.slice(1))
    await expect(figure(tab, label), label).toHaveText(String(overview.process_info[label]));

  // The doughnut, named, with the centre's researched percentage to one decimal and 'n out of m documents'.
  const ring = doughnut(overview.pie_chart_info);
  await expect(page.getByRole('img', { name: 'Documents by status' })).toBeVisible();
  const centre = page.getByTestId('doughnut-centre');
  await expect(centre).toContainText(`${ring.researched_percent.toFixed(1)}%`);
  await expect(centre).toContainText(ring.caption);

  // The line of documents researched per date, and the completion forecast beyond the spec.
  await expect(page.getByRole('img', { name: 'Documents researched per date' })).toBeVisible();
  await expect(page.getByTestId('batch-forecast')).toContainText(
    completionForecastText(overview.completion_forecast.batch),
  );
  await expect(page.getByRole('table', { name: 'Researchers of the batch' })).toBeVisible();
  return { batchSelect };
}

test.describe('statistics', () => {
  test('a coordinator: the Process Overview of an unlocked batch, its figures as the API counts them; another collection resets the batch; the target date must be after today', async ({
    page,
    signInAs,
    records,
  }) => {
    await signInAs('coordinator');
    await openStatistics(page);
    for (const name of TABS) await expect(page.getByRole('tab', { name })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Process Overview' })).toHaveAttribute('aria-selected', 'true');

    const { batchSelect } = await checkProcessOverview(page, records);

    // Spec section 5: a target date that is not after today is refused with the spec's words.
    const target = page.getByLabel('Target date (optional)');
    await target.fill(isoDate());
    await expect(page.getByText(STATISTICS_MESSAGES.invalidTargetDate)).toBeVisible();
    const later = addDays(isoDate(), 45);
    await target.fill(later);
    await expect(page.getByText(STATISTICS_MESSAGES.invalidTargetDate)).toHaveCount(0);
    await expect(page.getByText(`Target ${toDisplayDate(later)}`, { exact: true })).toBeVisible();

    // The numbers behind the line, as a table.
    await page.getByText('Show the numbers').click();
    await expect(page.getByRole('table', { name: 'Documents researched per date' })).toBeVisible();

    // Spec section 2: a different collection resets the batch.
    await pickCollection(page, NSW);
    await expect(batchSelect).toHaveValue('');
    await expect(page.getByRole('img', { name: 'Documents by status' })).toHaveCount(0);
  });

  test("a coordinator picks a researcher (role ids 2 and 5 only) and sees their bars and 'Last 6 Months'", async ({
    page,
    signInAs,
    records,
  }) => {
    await signInAs('coordinator');
    await openStatistics(page);
    await page.getByRole('tab', { name: 'Individual Processing Metrics' }).click();

    const picker = page.getByLabel('Researcher', { exact: true });
    await expect(picker).toBeVisible();
    const users = await records.get<User[]>('user');
    const researchers = users.filter((u) => u.role_id !== null && ASSIGNABLE_ROLE_IDS.includes(u.role_id));
    // The list says 'Loading researchers…' until the users come: asked again until they are in.
    await expect(async () => {
      const offered = (await picker.locator('option').allTextContents()).filter((t) => t !== 'Choose a researcher');
      expect(offered.sort()).toEqual(researchers.map((u) => u.display_name).sort());
    }).toPass();

    const riley = users.find((u) => u.display_name === DEMO_ACCOUNTS.researcher.displayName)!;
    await picker.selectOption({ label: riley.display_name });
    await expect(page.getByText(`Processing metrics of ${riley.display_name}`)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Documents per business day' })).toBeVisible();
    await checkSixMonthsOf(page, records, riley.id, async () => {
      await page.reload();
      await page.getByRole('tab', { name: 'Individual Processing Metrics' }).click();
      await page.getByLabel('Researcher', { exact: true }).selectOption({ label: riley.display_name });
    });
  });

  test('a coordinator reads the Processed Records Summary of today as the API counts it, and downloads it as CSV', async ({
    page,
    signInAs,
    records,
  }) => {
    await signInAs('coordinator');
    await openStatistics(page);
    await page.getByRole('tab', { name: 'Processed Records Summary' }).click();

    const tab = panel(page, 'Processed Records Summary');
    const table = tab.getByRole('table', { name: 'Processed records summary' });
    await expect(table).toBeVisible();
    for (const header of ['Researcher', 'Date', 'Researched', 'Unidentifiable', 'Work Request'])
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();

    // The other worker's tests research meanwhile: the table is read again until it and the API
    // count the same moment.
    let rows: SummaryRow[] = [];
    await expect(async () => {
      await page.reload();
      await page.getByRole('tab', { name: 'Processed Records Summary' }).click();
      rows = await records.get<SummaryRow[]>('statistics/processed_records_summary');
      expect(rows.length).toBeGreaterThan(0);
      const first = rows[0];
      const cells = table.getByRole('row').nth(1).getByRole('cell');
      await expect(cells.nth(0)).toHaveText(first.researcher, QUICK);
      await expect(cells.nth(1)).toHaveText(toDisplayDate(isoDate()), QUICK);
      // The count says which side of 109 it is on in words too, not by colour alone.
      await expect(cells.nth(2)).toHaveText(new RegExp(`^\\D*${first.researched}, (above 109|109 or less)$`), QUICK);
      await expect(cells.nth(3)).toHaveText(String(first.unidentifiable), QUICK);
      await expect(cells.nth(4)).toHaveText(String(first.work_request), QUICK);
    }).toPass({ timeout: 60_000 });

    const download = page.waitForEvent('download');
    await tab.getByRole('button', { name: /^Download CSV/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`processed-records-summary_${isoDate()}.csv`);
    const text = await readFile((await file.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Researcher,Date,Researched,Unidentifiable,Work Request');
    expect(lines).toHaveLength(rows.length + 1);
  });

  test('IT: the summary tab, and a researcher picker of role ids 2 and 5 with nobody chosen yet', async ({
    page,
    signInAs,
    records,
  }) => {
    await signInAs('it');
    await openStatistics(page);
    for (const name of TABS) await expect(page.getByRole('tab', { name })).toBeVisible();
    await page.getByRole('tab', { name: 'Individual Processing Metrics' }).click();
    const picker = page.getByLabel('Researcher', { exact: true });
    await expect(picker).toHaveValue('');
    await expect(page.getByText('Choose a researcher to see their processing metrics.')).toBeVisible();
    const users = await records.get<User[]>('user');
    const researchers = users.filter((u) => u.role_id !== null && ASSIGNABLE_ROLE_IDS.includes(u.role_id));
    await expect(picker.locator('option')).toHaveCount(researchers.length + 1);
    await expect(picker.locator('option', { hasText: DEMO_ACCOUNTS.it.displayName })).toHaveCount(0);
  });

  test('a researcher: no summary tab and no researcher picker; the overview and their own metrics', async ({
    page,
    signInAs,
    records,
  }) => {
    await signInAs('researcher');
    await openStatistics(page);
    await expect(page.getByRole('tab', { name: 'Process Overview' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Individual Processing Metrics' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Processed Records Summary' })).toHaveCount(0);

    await checkProcessOverview(page, records);

    await page.getByRole('tab', { name: 'Individual Processing Metrics' }).click();
    const riley = DEMO_ACCOUNTS.researcher.displayName;
    await expect(page.getByText(`Processing metrics of ${riley}`)).toBeVisible();
    await expect(page.getByLabel('Researcher', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Documents per business day' })).toBeVisible();
    const users = await records.get<User[]>('user');
    const id = users.find((u) => u.display_name === riley)!.id;
    await checkSixMonthsOf(page, records, id, async () => {
      await page.reload();
      await page.getByRole('tab', { name: 'Individual Processing Metrics' }).click();
    });
  });
});

/**
 * A researcher's 'Last 6 Months' against the API's. The other worker's tests research as Riley
 * meanwhile: the screen is opened again until it and the API count the same moment.
 */
async function checkSixMonthsOf(page: Page, records: Records, researcherId: number, open: () => Promise<void>) {
  await expect(async () => {
    await open();
    const metrics = await records.get<Individual>(`statistics/individual_process?researcher_id=${researcherId}`);
    await checkSixMonths(page, metrics, QUICK.timeout);
  }).toPass({ timeout: 60_000 });
}

/** The 'Last 6 Months' figures as the API counts them: percentages to one decimal, the best day dd-MM-yyyy. */
async function checkSixMonths(page: Page, metrics: Individual, timeout?: number) {
  const tab = panel(page, 'Individual Processing Metrics');
  await expect(tab.getByRole('heading', { name: 'Last 6 Months' })).toBeVisible();
  for (const label of SIX_MONTHS) await expect(figure(tab, label), label).toBeVisible();
  const { summary } = metrics;
  const shows = (label: string, text: string) => expect(figure(tab, label), label).toHaveText(text, { timeout });
  await shows('Daily Avg. Documents', String(summary.daily_average));
  await shows('Unidentifiable', `${summary.unidentifiable_percent.toFixed(1)}%`);
  await shows('Work Requests', `${summary.work_request_percent.toFixed(1)}%`);
  await shows('Total Documents', String(summary.total_documents));
  await shows(
    'Your Best Day',
    summary.best_day ? `${summary.best_day.researched} on ${toDisplayDate(summary.best_day.date)}` : 'No documents yet',
  );
}
