import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Opens the first or the last record of the signed-in researcher's queue, as a click on its
 * entry does, and answers its id and Record ID once the form shows it.
 */
export async function openQueuedRecord(
  page: Page,
  which: 'first' | 'last',
): Promise<{ id: string; externalId: string }> {
  await page.goto('/queue');
  const links = page.getByRole('region', { name: /^Research/ }).getByRole('link');
  const link = which === 'first' ? links.first() : links.last();
  const externalId = (await link.textContent()) ?? '';
  const id = ((await link.getAttribute('href')) ?? '').split('/').pop() ?? '';
  await link.click();
  await expect(page.getByTestId('record-id')).toHaveText(externalId);
  return { id, externalId };
}
