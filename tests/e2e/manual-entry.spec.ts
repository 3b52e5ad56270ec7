import { MESSAGES } from '@rt/domain';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Manual data entry (spec sections 2, 5, 8 and 9) over the demo data. The demo's file store holds
 * sample source files (api/src/seed/source-files.ts), e.g. 'sources/USYD-2026Q2/scan-0001.pdf'.
 */
const USYD = 'University of Sydney 2026 EUS Survey';
const GOOD_LINK = 'sources/USYD-2026Q2/scan-0001.pdf';
const INVALID_FILE_LOCATION = 'Please enter valid file location';

type Collection = { id: number; collection_title: string };
type Batch = { id: number; title: string; status: string };

async function pickCollection(page: Page, typed: string, title: string) {
  const field = page.getByRole('combobox', { name: 'Research collection' });
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: title }).click();
  await expect(field).toHaveValue(title);
}

const stored = (page: Page) =>
  page.evaluate(() => ({
    batchDetails: window.localStorage.getItem('batchDetails'),
    sourceFilePath: window.localStorage.getItem('sourceFilePath'),
    sourceFileName: window.localStorage.getItem('sourceFileName'),
  }));

test.describe('manual data entry', () => {
  test('a bad source file link is refused; a good one and Submit land on the new record with the batch', async ({
    page,
    signInAs,
    records,
  }) => {
    await signInAs('coordinator');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Manual Data Entry/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Manual Data Entry', level: 1 })).toBeVisible();

    await pickCollection(page, 'sydney 2026', USYD);
    const collections = await records.get<Collection[]>('research_collection?collection_status=hide');
    const usyd = collections.find((c) => c.collection_title === USYD)!;
    const batches = await records.get<Batch[]>(`research_collection/${usyd.id}/batch`);
    const quarter2 = batches.find((b) => b.title === 'Quarter 2')!;
    // A locked batch is listed, marked locked, and cannot be chosen.
    await expect(page.getByLabel('Batch').locator('option', { hasText: 'Quarter 1 (locked)' })).toBeDisabled();
    await page.getByLabel('Batch').selectOption({ label: 'Quarter 2' });

    const link = page.getByLabel(/Source file link/);
    await link.fill('sources/USYD-2026Q2/no-such-scan.pdf');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('alert-danger')).toHaveText(INVALID_FILE_LOCATION);
    await expect(link).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/manual-data-entry');

    // Outside the store is no better than a missing file.
    await link.fill('../../etc/passwd');
    await page.getByRole('button', { name: 'Submit' }).click();
    // The second refusal's alert replaces the first's.
    await expect(page.getByTestId('alert-danger')).toHaveCount(1);
    await expect(page.getByTestId('alert-danger')).toHaveText(INVALID_FILE_LOCATION);
    await expect(page).toHaveURL('/manual-data-entry');
    // The alert's text is the first refusal's too: the button, back from 'Checking', says the check is over.
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(link).toHaveAttribute('aria-invalid', 'true');

    await link.fill(GOOD_LINK);
    await expect(link).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL('/research/new-record');

    const kept = await stored(page);
    expect(JSON.parse(kept.batchDetails!)).toMatchObject({
      id: String(quarter2.id),
      title: 'Quarter 2',
      status: 'unlocked',
      researchCollection: { id: String(usyd.id), collectionTitle: USYD },
    });
    expect(kept).toMatchObject({ sourceFilePath: 'sources/USYD-2026Q2', sourceFileName: 'scan-0001.pdf' });
  });

  test('a record started with a source file link saves, and keeps that file', async ({ page, signInAs, records }) => {
    // IT, so the new record (assigned to its author) stays out of the coordinator's counters.
    await signInAs('it');
    await page.goto('/manual-data-entry');
    await pickCollection(page, 'sydney 2026', USYD);
    await page.getByLabel('Batch').selectOption({ label: 'Quarter 2' });
    await page.getByLabel(/Source file link/).fill(GOOD_LINK);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL('/research/new-record');

    const form = page.getByTestId('research-form');
    await form.getByLabel('Title', { exact: true }).fill('A work from a linked scan');
    await form.getByLabel('Times copied').fill('2');
    await page.keyboard.press('F11');
    await expect(page.getByText('Document details created successfully')).toBeVisible();
    await expect(page.getByText(INVALID_FILE_LOCATION)).toHaveCount(0);

    const details = page.getByTestId('document-panel');
    await expect(details.getByRole('link', { name: 'scan-0001.pdf' })).toBeVisible();
    const href = await details.getByRole('link', { name: /^MAN-/ }).getAttribute('href');
    const record = await records.get<{ source_file_path: string; source_file_name: string }>(
      `document_detail/full_record/${href!.split('/').pop()}`,
    );
    expect(record).toMatchObject({ source_file_path: 'sources/USYD-2026Q2', source_file_name: 'scan-0001.pdf' });
  });

  test('the source file is optional; a collection and a batch are not', async ({ page, signInAs }) => {
    await signInAs('it');
    await page.goto('/manual-data-entry');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Select a research collection.')).toBeVisible();
    await expect(page.getByText('Select a batch.')).toBeVisible();
    await expect(page).toHaveURL('/manual-data-entry');

    // A source file of an earlier start must not follow a record that has none.
    await page.evaluate(() => {
      window.localStorage.setItem('sourceFilePath', 'sources/old');
      window.localStorage.setItem('sourceFileName', 'old.pdf');
    });
    await pickCollection(page, 'NSW', 'NSW Schools 2026 Survey');
    // A picked collection answers its refusal at once; the batch still to pick keeps its own.
    await expect(page.getByText('Select a research collection.')).toBeHidden();
    await expect(page.getByText('Select a batch.')).toBeVisible();
    await page.getByLabel('Batch').selectOption({ label: 'Term 2' });
    await expect(page.getByText('Select a batch.')).toBeHidden();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL('/research/new-record');
    const kept = await stored(page);
    expect(JSON.parse(kept.batchDetails!)).toMatchObject({
      title: 'Term 2',
      researchCollection: { collectionTitle: 'NSW Schools 2026 Survey' },
    });
    expect(kept.sourceFilePath).toBeNull();
    expect(kept.sourceFileName).toBeNull();
  });

  test('an auditor is refused the screen and the source file check', async ({ page, signInAs }) => {
    await signInAs('auditor');
    await expect(page.getByRole('main').getByRole('link', { name: /Manual Data Entry/ })).toHaveCount(0);
    await page.goto('/manual-data-entry');
    await expect(page).toHaveURL('/access-denied');
    await expect(page.getByText(MESSAGES.accessDenied)).toBeVisible();
    const answer = await page.request.post('/graphql', {
      headers: { 'apollo-require-preflight': 'true' },
      data: { query: `mutation { checkSourceFileLink(sourceFileLink: "${GOOD_LINK}") { sourceFile { fileName } } }` },
    });
    expect(
      ((await answer.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
  });

  test('a researcher is refused the screen', async ({ page, signInAs }) => {
    await signInAs('researcher');
    await page.goto('/manual-data-entry');
    await expect(page).toHaveURL('/access-denied');
    await expect(page.getByText(MESSAGES.accessDenied)).toBeVisible();
  });
});
