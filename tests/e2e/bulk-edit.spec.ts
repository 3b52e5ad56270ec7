import { readFile } from 'node:fs/promises';
import { BULK_EDIT_MESSAGES } from '@rt/domain';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The Bulk Edit screen (spec sections 2, 5 and 8) over the demo data: a coordinator builds a query,
 * runs it, pages, sorts, selects, saves, loads and deletes it and opens a record; totals are checked
 * against what the records API answers for the same query. A researcher cannot open the screen.
 */
const USYD = 'University of Sydney 2026 EUS Survey';

type Collection = { id: number; collection_title: string };
type RecordPage = { total: number; records: { id: number; 'document_detail.external_reference_id': string }[] };
type Records = {
  get: <T>(path: string) => Promise<T>;
  send: <T>(method: 'post', path: string, body?: unknown) => Promise<T>;
};

async function collectionId(records: Records, title: string): Promise<number> {
  const collections = await records.get<Collection[]>('research_collection?collection_status=hide');
  const found = collections.find((c) => c.collection_title === title);
  expect(found, title).toBeDefined();
  return found!.id;
}

const notifications = (page: Page) => page.getByRole('status', { name: 'Notifications' });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing \d+ to \d+ of \d+ records?$/ });
const runButton = (page: Page) => page.getByRole('button', { name: 'Run', exact: true });
/** Ticks a box by clicking its label, as a person does. */
const tick = (page: Page, box: Locator) => page.locator('label').filter({ has: box }).click();
const table = (page: Page) => page.getByRole('table', { name: 'Records' });

async function pickCollection(page: Page, title: string) {
  const field = page.getByRole('combobox', { name: 'Add a research collection' });
  await field.click();
  await field.fill(title.split(' ').slice(0, 3).join(' '));
  await page.getByRole('option', { name: title }).click();
  await expect(page.getByRole('list', { name: 'Chosen research collections' })).toContainText(title);
}

async function expectClean(page: Page, clean: boolean) {
  if (clean) {
    await expect(runButton(page)).toHaveAttribute('data-clean', '');
    await expect(page.getByText('The results are those of this query.')).toBeVisible();
  } else {
    await expect(runButton(page)).not.toHaveAttribute('data-clean');
  }
}

test.describe('Bulk Edit', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a coordinator builds, runs, pages, sorts, selects, saves, loads and deletes a query, then opens a record', async ({
    page,
    signInAs,
    records,
  }) => {
    const id = await collectionId(records, USYD);
    const columns = [
      { resource: 'document_detail', field: 'external_reference_id' },
      { resource: 'document_detail', field: 'status' },
      { resource: 'biblio', field: 'major_title' },
    ];
    const all = await records.send<RecordPage>('post', 'partial_record/query', {
      query: {
        filters: [],
        columns,
        sort: { resource: 'document_detail', field: 'external_reference_id', direction: 'asc' },
      },
      research_collection_id: [id],
    });
    expect(all.total, 'the demo collection has more than a page of records').toBeGreaterThan(100);

    await signInAs('coordinator');
    await page.goto('/bulk-edit');
    await expect(page.getByRole('heading', { name: 'Bulk Edit', level: 1 })).toBeVisible();

    // Spec section 5: a run needs a batch or a collection.
    await runButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: BULK_EDIT_MESSAGES.scopeRequired })).toBeVisible();
    await expectClean(page, false);

    await pickCollection(page, USYD);
    await runButton(page).click();
    await expect(status(page)).toHaveText(`Showing 1 to 100 of ${all.total} records`);
    await expect(table(page).getByRole('row')).toHaveCount(101);
    await expectClean(page, true);

    // Keyset pages on and back.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(status(page)).toHaveText(`Showing 101 to ${Math.min(200, all.total)} of ${all.total} records`);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(status(page)).toHaveText(`Showing 1 to 100 of ${all.total} records`);

    // A heading sorts its column, ascending then descending, and says so.
    const refHeading = table(page).getByRole('columnheader', { name: 'Record ID' });
    await refHeading.getByRole('button').click();
    await expect(refHeading).toHaveAttribute('aria-sort', 'ascending');
    const firstRef = all.records[0]['document_detail.external_reference_id'];
    await expect(table(page).getByRole('row').nth(1)).toContainText(firstRef);
    await refHeading.getByRole('button').click();
    await expect(refHeading).toHaveAttribute('aria-sort', 'descending');
    await expect(table(page).getByRole('row').nth(1)).not.toContainText(firstRef);
    await expectClean(page, true);

    // A filter and a column: the query is no longer clean until it runs again.
    await page.getByRole('button', { name: 'Add filter' }).click();
    await expectClean(page, false);
    await expect(page.getByText('Query changed: press Run to update the results.')).toBeVisible();
    const filter = page.getByRole('group', { name: 'Filter 1' });
    await filter.getByRole('combobox', { name: 'Filter 1 resource' }).selectOption('document_detail');
    await filter.getByRole('combobox', { name: 'Filter 1 field' }).selectOption('status');
    await expect(filter.getByRole('combobox', { name: 'Filter 1 operator' }).locator('option')).toHaveText([
      'equals',
      'does not equal',
    ]);
    await filter.getByRole('combobox', { name: 'Filter 1 value' }).selectOption('ready_for_research');
    const biblioColumns = page.getByRole('group', { name: 'Biblio columns' });
    await biblioColumns.getByText('Publisher', { exact: true }).click();
    await expect(biblioColumns.getByRole('checkbox', { name: 'Publisher' })).toBeChecked();
    await runButton(page).click();

    const filtered = await records.send<RecordPage>('post', 'partial_record/query', {
      query: {
        filters: [{ resource: 'document_detail', field: 'status', op: 'equals', value: 'ready_for_research' }],
        columns: [...columns, { resource: 'biblio', field: 'publisher' }],
      },
      research_collection_id: [id],
    });
    expect(filtered.total).toBeGreaterThan(0);
    await expect(status(page)).toHaveText(
      `Showing 1 to ${Math.min(100, filtered.total)} of ${filtered.total} ${filtered.total === 1 ? 'record' : 'records'}`,
    );
    await expect(table(page).getByRole('columnheader', { name: 'Publisher' })).toBeVisible();
    await expectClean(page, true);

    // The whole result as CSV, named by the server: a header and a row per record.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split(/\r?\n/).filter((line) => line !== '');
    expect(lines[0]).toContain('Publisher');
    expect(lines).toHaveLength(filtered.total + 1);

    // Selecting rows: a page, then all of the query's records; the bulk update panel comes with them.
    await tick(page, page.getByRole('checkbox', { name: 'Select all on this page' }));
    await expect(page.getByText(`${Math.min(100, filtered.total)} records selected`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bulk update' })).toBeVisible();
    await page.getByRole('button', { name: `Select all ${filtered.total} records` }).click();
    await expect(page.getByText(`${filtered.total} records selected`, { exact: true })).toBeVisible();

    // Save, then change the query, load it back and delete it.
    const title = `E2E Ready ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Query name' }).fill(title);
    await page.getByRole('button', { name: 'Save query' }).click();
    await expect(notifications(page)).toContainText(BULK_EDIT_MESSAGES.saved);

    await page.getByRole('button', { name: 'Remove filter 1' }).click();
    await expectClean(page, false);
    await page.getByRole('button', { name: 'Load query' }).click();
    const saved = page.getByRole('table', { name: 'Saved queries' }).getByRole('row', { name: new RegExp(title) });
    await expect(saved).toContainText('bulk_edit');
    await expect(saved).toContainText('Casey Coordinator');
    await saved.getByRole('button', { name: `Load ${title}` }).click();
    await expect(notifications(page)).toContainText(BULK_EDIT_MESSAGES.loaded);
    await expect(page.getByRole('combobox', { name: 'Filter 1 field' })).toHaveValue('status');
    await expect(status(page)).toContainText(`of ${filtered.total} record`);
    await expectClean(page, true);

    await saved.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(notifications(page)).toContainText(BULK_EDIT_MESSAGES.deleted);
    await expect(
      page.getByRole('table', { name: 'Saved queries' }).getByRole('row', { name: new RegExp(title) }),
    ).toHaveCount(0);

    // Each row links to its record.
    const link = table(page).getByRole('row').nth(1).getByRole('link');
    const recordId = await link.textContent();
    await link.click();
    await expect(page).toHaveURL(`/research/${recordId}`);
  });

  test('a researcher cannot open Bulk Edit and sees no card for it', async ({ page, signInAs }) => {
    await signInAs('researcher');
    await expect(page.getByRole('link', { name: /Bulk Edit/ })).toHaveCount(0);
    await page.goto('/bulk-edit');
    await expect(page).toHaveURL('/access-denied');
  });
});
