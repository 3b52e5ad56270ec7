import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_API_URL } from '../../playwright.config.ts';
import { DEMO_ACCOUNTS, expect, test, useTestToken } from './fixtures.ts';

type Collection = { id: number; collection_title: string };
type Batch = { id: number; status: string };
type StoredRecord = {
  id: number;
  version: number;
  biblios: Array<{ id: number; page_numbers: string | null; notes: string | null }>;
  usages: Array<{ id: number; times_copied: number | null; event_date: string | null }>;
};
type Records = { get: <T>(path: string) => Promise<T> };

const form = (page: Page) => page.getByTestId('research-form');

/**
 * A record of IT's own, made through the records API, so the values these tests save touch no
 * record another test reads: one biblio linked to one usage.
 */
async function itsOwnRecord(records: Records, request: APIRequestContext): Promise<StoredRecord> {
  const collections = await records.get<Collection[]>('research_collection?collection_status=hide');
  const usyd = collections.find((c) => c.collection_title === 'University of Sydney 2026 EUS Survey')!;
  const batch = (await records.get<Batch[]>(`research_collection/${usyd.id}/batch`)).find(
    (b) => b.status === 'unlocked',
  )!;
  const login = await request.post(`${E2E_API_URL}/api/login`, { data: { test_email: DEMO_ACCOUNTS.it.email } });
  const { session } = ((await login.json()) as { data: { session: string } }).data;
  const created = await request.post(`${E2E_API_URL}/api/document_detail/full_record/null`, {
    headers: { cookie: `rt_session=${session}` },
    data: {
      batch_id: batch.id,
      biblios: [{ key: 'b', major_title: 'Values under test', page_numbers: '1-2' }],
      usages: [{ key: 'u', event_date: '2026-03-02T00:00:00', times_copied: 3 }],
      biblio_usage: [{ biblio_key: 'b', usage_key: 'u', active_flag: true }],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { record } = ((await created.json()) as { data: { record: StoredRecord } }).data;
  await request.post(`${E2E_API_URL}/api/logout`, { headers: { cookie: `rt_session=${session}` } });
  return record;
}

async function openAsIt(page: Page, signInAs: (account: 'it') => Promise<void>, id: number) {
  await signInAs('it');
  await page.goto(`/research/${id}`);
  await expect(form(page).getByLabel('Pages')).toHaveValue(/./);
}

test.describe('the research form’s values', () => {
  test('times copied 2.5 gets a message in words on the field; a whole number clears it', async ({
    page,
    signInAs,
    records,
    request,
  }) => {
    const record = await itsOwnRecord(records, request);
    await openAsIt(page, signInAs, record.id);
    const times = form(page).getByLabel('Times copied');
    await times.fill('2.5');
    await times.press('Tab');
    await expect(times).toHaveValue('2.5');
    await expect(times).toHaveAttribute('aria-invalid', 'true');
    await expect(times).toHaveAccessibleErrorMessage('Times copied must be a whole number.');
    await expect(page.getByText(/cannot represent/)).toHaveCount(0);
    await times.fill('4');
    await times.press('Tab');
    await expect(times).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).getByText('Times copied must be a whole number.')).toHaveCount(0);
    await expect(form(page).getByTestId('usage-card').first()).toContainText('4 copies');
  });

  test('an impossible date gets a message and stays as typed, not a silent revert', async ({
    page,
    signInAs,
    records,
    request,
  }) => {
    const record = await itsOwnRecord(records, request);
    await openAsIt(page, signInAs, record.id);
    const date = form(page).getByLabel('Event date');
    await expect(date).toHaveValue('02-03-2026');
    await date.fill('31-02-2026');
    await date.press('Tab');
    await expect(date).toHaveValue('31-02-2026');
    await expect(form(page).getByText('Event date 31-02-2026 is not a real date.')).toBeVisible();
    await date.fill('2026-02-03');
    await date.press('Tab');
    await expect(form(page).getByText('Event date must be written dd-MM-yyyy, e.g. 31-01-2026.')).toBeVisible();
  });

  test('a save lists every problem at once, on the fields and in one alert, and sends nothing', async ({
    page,
    signInAs,
    records,
    request,
  }) => {
    const record = await itsOwnRecord(records, request);
    await openAsIt(page, signInAs, record.id);
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && r.postData()?.includes('SaveRecord')) saves.push(r.url());
    });
    const f = form(page);
    await f.getByLabel('Units copied').fill('two');
    await f.getByLabel('Times copied').fill('2.5');
    await f.getByLabel('Event date').fill('31-02-2026');
    // Saved from inside the last field, before leaving it.
    await page.keyboard.press('F11');
    const alert = page.getByRole('alert').filter({ hasText: 'Please correct these 3 values before saving' });
    await expect(alert).toContainText('Biblio 1: Units copied must be a whole number.');
    await expect(alert).toContainText('Usage 1: Times copied must be a whole number.');
    await expect(alert).toContainText('Usage 1: Event date 31-02-2026 is not a real date.');
    await expect(f.getByLabel('Units copied')).toHaveAccessibleErrorMessage('Units copied must be a whole number.');
    await expect(f.getByLabel('Times copied')).toHaveAccessibleErrorMessage('Times copied must be a whole number.');
    await expect(f.getByLabel('Event date')).toHaveAccessibleErrorMessage('Event date 31-02-2026 is not a real date.');
    expect(saves).toEqual([]);
    const stored = await records.get<StoredRecord>(`document_detail/full_record/${record.id}`);
    expect(stored.version).toBe(record.version);
  });

  test('a date typed dd-MM-yyyy is stored as yyyy-MM-dd and shown dd-MM-yyyy again', async ({
    page,
    signInAs,
    records,
    request,
  }) => {
    const record = await itsOwnRecord(records, request);
    await openAsIt(page, signInAs, record.id);
    const date = form(page).getByLabel('Event date');
    // A one-digit day and month are read too; saved at once, without leaving the field.
    await date.fill('7-3-2026');
    await page.keyboard.press('F11');
    await expect(page.getByText('Document details updated successfully')).toBeVisible();
    const stored = await records.get<StoredRecord>(`document_detail/full_record/${record.id}`);
    expect(stored.usages[0].event_date?.slice(0, 10)).toBe('2026-03-07');
    await page.reload();
    await expect(form(page).getByLabel('Event date')).toHaveValue('07-03-2026');
    await expect(form(page).getByTestId('usage-card').first()).toContainText('07-03-2026');
  });

  test('after a conflict, their version comes with my values beside it, to use field by field, and saves', async ({
    page,
    signInAs,
    records,
    request,
    browser,
  }) => {
    const record = await itsOwnRecord(records, request);
    await openAsIt(page, signInAs, record.id);
    const f = form(page);
    await f.getByLabel('Pages', { exact: true }).fill('3-9');
    await f.getByLabel('Times copied', { exact: true }).fill('45');
    await f.getByLabel('Year', { exact: true }).fill('2019');

    // Meanwhile another window saves the record.
    const other = await browser.newContext();
    await useTestToken(other, 'it');
    const second = await other.newPage();
    await second.goto(`/research/${record.id}`);
    await form(second).getByLabel('Pages').fill('1-4');
    await form(second).getByLabel('Notes').fill('Checked against the scan');
    await second.keyboard.press('F11');
    await expect(second.getByText('Document details updated successfully')).toBeVisible();
    await other.close();

    await page.keyboard.press('F11');
    await expect(page.getByTestId('notice-error')).toContainText(/changed by/);
    await page.getByRole('button', { name: 'Reload their version' }).click();
    await expect(f.getByLabel('Pages', { exact: true })).toHaveValue('1-4');
    await expect(f.getByLabel('Notes', { exact: true })).toHaveValue('Checked against the scan');
    await expect(f.getByLabel('Times copied', { exact: true })).toHaveValue('3');
    await expect(page.getByTestId('notice-info')).toContainText('Biblio 1 (2), Usage 1 (1)');
    const kept = f.getByTestId('kept-value');
    await expect(kept).toHaveCount(3);
    await expect(kept.filter({ hasText: 'Your value: 3-9' })).toBeVisible();
    await expect(kept.filter({ hasText: 'Your value: 45' })).toBeVisible();

    await f.getByRole('button', { name: 'Use my value for Pages' }).click();
    await expect(f.getByLabel('Pages', { exact: true })).toHaveValue('3-9');
    await expect(f.getByRole('button', { name: 'Use my value for Pages' })).toHaveCount(0);
    await f.getByRole('button', { name: 'Use my value for Times copied' }).click();
    await expect(f.getByLabel('Times copied', { exact: true })).toHaveValue('45');
    // Their Year stays: that value of mine is left unused.
    await expect(f.getByRole('button', { name: 'Use my value for Year' })).toBeVisible();

    await page.keyboard.press('F11');
    await expect(page.getByText('Document details updated successfully')).toBeVisible();
    await expect(f.getByTestId('kept-value')).toHaveCount(0);
    const stored = await records.get<StoredRecord>(`document_detail/full_record/${record.id}`);
    expect(stored.version).toBe(record.version + 2);
    expect(stored.biblios[0]).toMatchObject({ page_numbers: '3-9', notes: 'Checked against the scan' });
    expect(stored.usages[0].times_copied).toBe(45);
  });
});
