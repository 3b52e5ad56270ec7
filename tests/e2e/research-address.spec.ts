import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { openQueuedRecord } from './queue-record.ts';

type FullRecord = {
  biblios: Array<{ id: number; major_title: string | null }>;
  biblio_usage: Array<{ biblio_id: number; usage_id: number }>;
};

const form = (page: Page) => page.getByTestId('research-form');
const activeUsage = (page: Page) => form(page).locator('[data-testid="usage-card"][data-active]');

/** Opens the address afresh, as a link from elsewhere or a bookmark would. */
async function open(page: Page, address: string, biblioId: string) {
  await page.goto('/queue');
  await page.goto(address);
  await expect(page.getByTestId('biblio-id')).toHaveText(biblioId);
}

test('/research/{id}#biblio{n} makes that biblio active with a usage linked to it', async ({
  page,
  signInAs,
  records,
}) => {
  // The last record of Robin's queue: the research specs work through Riley's, the history spec Robin's first.
  await signInAs('researcher2');
  const { id } = await openQueuedRecord(page, 'last');
  const f = form(page);

  // A biblio of the record's that a usage copies: the address brings that usage with it.
  const { biblio_usage: links } = await records.get<FullRecord>(`document_detail/full_record/${id}`);
  expect(links.length, 'a queued demo record has a linked biblio and usage').toBeGreaterThan(0);
  const copied = String(links[0].biblio_id);
  await open(page, `/research/${id}#biblio${copied}`, copied);
  await expect(activeUsage(page)).toHaveCount(1);
  await expect(activeUsage(page).getByRole('button', { name: /^Unlink usage \d+$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A new biblio copied by a new usage only (a biblio always keeps a link): its address brings that
  // usage, never the record's first, whose link to it was undone.
  await page.keyboard.press('Shift+Insert');
  await expect(page.getByTestId('biblio-id')).toHaveText('New');
  await f.getByLabel('Title', { exact: true }).fill('A biblio of the last usage');
  await page.keyboard.press('Control+Insert');
  const usages = f.getByTestId('usage-card');
  const lastUsage = await usages.count();
  await f.getByRole('button', { name: 'Unlink usage 1', exact: true }).click();
  await expect(f.getByRole('button', { name: 'Link usage 1', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('F11');
  // The saved biblio's id, as the records API stores it.
  let lone = '';
  await expect(async () => {
    const saved = await records.get<FullRecord>(`document_detail/full_record/${id}`);
    lone = String(saved.biblios.find((b) => b.major_title === 'A biblio of the last usage')?.id ?? '');
    expect(lone).not.toBe('');
  }).toPass();
  await open(page, `/research/${id}#biblio${lone}`, lone);
  await expect(f.getByLabel('Title', { exact: true })).toHaveValue('A biblio of the last usage');
  await expect(activeUsage(page)).toHaveCount(1);
  await expect(activeUsage(page).getByRole('button', { name: `Unlink usage ${lastUsage}`, exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#biblio${lone}#usage\\d+$`));
});
