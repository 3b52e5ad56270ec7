import type { Page } from '@playwright/test';
import type { BatchRow as Batch, FullRecord as StoredRecord } from '@rt/api/contract';
import { RECORD_WRITE_MESSAGES } from '@rt/domain';
import { test, expect, DEMO_ACCOUNTS, useTestToken } from './fixtures.ts';

type Records = Parameters<Parameters<typeof test>[2]>[0]['records'];
const form = (page: Page) => page.getByTestId('research-form');
const actions = ['Save', 'Hold', 'Complete & Next'] as const;

/**
 * A batch of its own with one record in it (made as Manual data entry makes one), assigned to the
 * demo researcher or to nobody; tests that lock it lock only it.
 */
async function recordOfNewBatch(records: Records, options: { assignResearcher: boolean }) {
  const [collection] = await records.get<Array<{ id: number }>>('research_collection');
  const batch = await records.send<Batch>('post', 'batch', {
    research_collection_id: collection.id,
    period: 'Part',
    period_number: `Access ${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    date_from: '2026-07-01',
    date_to: '2026-09-30',
    status: 'unlocked',
    target_complete_date: null,
  });
  const { record: made } = await records.send<{ record: StoredRecord }>('post', 'document_detail/full_record/null', {
    batch_id: batch.id,
    biblios: [{ key: 'b', major_title: 'A work of the access test' }],
    usages: [{ key: 'u' }],
    biblio_usage: [{ biblio_key: 'b', usage_key: 'u', active_flag: true }],
  });
  if (options.assignResearcher) {
    const users = await records.get<Array<{ id: number; email: string }>>('user');
    const researcher = users.find((u) => u.email === DEMO_ACCOUNTS.researcher.email)!;
    await records.send('post', 'batch_user', { batch_ids: [batch.id], batch_user_roles: [{ user_id: researcher.id }] });
  }
  // As stored now: the assignment deals the coordinator's record to the researcher.
  const record = await records.get<StoredRecord>(`document_detail/full_record/${made.id}`);
  return { batch, record };
}

const lock = (records: Records, { id, ...batch }: Batch) =>
  records.send('put', `batch/${id}`, {
    research_collection_id: batch.research_collection_id,
    period: batch.period,
    period_number: batch.period_number,
    date_from: batch.date_from,
    date_to: batch.date_to,
    status: 'locked',
    target_complete_date: batch.target_complete_date,
  });

/** The form says why it is read-only and offers nothing that would change the record. */
async function expectReadOnly(page: Page, message: string) {
  const f = form(page);
  await expect(f.getByText(message, { exact: true })).toBeVisible();
  for (const name of [...actions, 'Unlink works (F4)', 'Clear links', 'Add biblio', 'Add usage', 'Yes', 'No']) {
    await expect(f.getByRole('button', { name, exact: true })).toBeDisabled();
  }
  await expect(f.getByRole('button', { name: /^(Link|Unlink) (biblio|usage) 1$/ })).toHaveCount(2);
  for (const marker of await f.getByRole('button', { name: /^(Link|Unlink) (biblio|usage) 1$/ }).all()) {
    await expect(marker).toBeDisabled();
  }
  await expect(f.getByLabel('Title', { exact: true })).toBeDisabled();
  await expect(f.getByRole('button', { name: 'Search title (F8)' })).toBeDisabled();
}

test.describe('who may change a record, on the screen as on the server', () => {
  test('a Researcher reads a record of a batch not assigned to them, and cannot change it', async ({
    page,
    signInAs,
    records,
  }) => {
    const { record } = await recordOfNewBatch(records, { assignResearcher: false });
    await signInAs('researcher');
    await page.goto(`/research/${record.id}`);
    await expect(page.getByTestId('record-id')).toHaveText(record.external_reference_id);
    await expectReadOnly(page, RECORD_WRITE_MESSAGES['not-assigned']);
    // The keys say why instead of saving; Find a Record still works.
    await page.keyboard.press('F11');
    await expect(
      page.getByRole('alert').filter({ hasText: RECORD_WRITE_MESSAGES['not-assigned'] }).first(),
    ).toBeVisible();
    await page.keyboard.press('F12');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Find a Record' })).toBeEnabled();
    expect((await records.get<StoredRecord>(`document_detail/full_record/${record.id}`)).version).toBe(record.version);
  });

  test('the Researcher of the batch changes it; once the batch is locked nobody does, Coordinators included', async ({
    page,
    signInAs,
    records,
    browser,
  }) => {
    const { batch, record } = await recordOfNewBatch(records, { assignResearcher: true });
    await signInAs('researcher');
    await page.goto(`/research/${record.id}`);
    const f = form(page);
    await f.getByLabel('Title', { exact: true }).fill('Saved by the researcher of the batch');
    await page.keyboard.press('F11');
    await expect(page.getByText('Document details updated successfully').first()).toBeVisible();
    const saved = await records.get<StoredRecord>(`document_detail/full_record/${record.id}`);
    expect(saved.biblios[0].major_title).toBe('Saved by the researcher of the batch');

    await lock(records, batch);
    await page.reload();
    await expectReadOnly(page, RECORD_WRITE_MESSAGES['locked-batch']);
    await expect(page.getByText('Batch locked')).toBeVisible();

    const coordinator = await browser.newContext();
    await useTestToken(coordinator, 'coordinator');
    const coordinatorPage = await coordinator.newPage();
    await coordinatorPage.goto(`/research/${record.id}`);
    await expectReadOnly(coordinatorPage, RECORD_WRITE_MESSAGES['locked-batch']);
    await coordinator.close();
    expect((await records.get<StoredRecord>(`document_detail/full_record/${record.id}`)).version).toBe(saved.version);
  });

  test('a save refused because the batch was locked meanwhile keeps the edits and says why', async ({
    page,
    signInAs,
    records,
  }) => {
    const { batch, record } = await recordOfNewBatch(records, { assignResearcher: true });
    await signInAs('researcher');
    await page.goto(`/research/${record.id}`);
    const title = form(page).getByLabel('Title', { exact: true });
    await title.fill('Typed before the lock');
    await lock(records, batch);
    await page.keyboard.press('F11');
    await expect(
      page.getByRole('alert').filter({ hasText: RECORD_WRITE_MESSAGES['locked-batch'] }).first(),
    ).toBeVisible();
    await expect(title).toHaveValue('Typed before the lock');
    const stored = await records.get<StoredRecord>(`document_detail/full_record/${record.id}`);
    expect(stored.version).toBe(record.version);
    expect(stored.biblios[0].major_title).toBe('A work of the access test');
  });
});
