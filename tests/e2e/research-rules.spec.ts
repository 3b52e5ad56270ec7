import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { openQueuedRecord } from './queue-record.ts';

const form = (page: Page) => page.getByTestId('research-form');

const ISMN_WARNING = 'Check ISMN: numbers starting 979 are usually printed music, not books.';
const CHAPTERS_ERROR = 'More than 10 chapters copied from one book: check the record against the copying limit.';

test('the template rules: a set default, warning and error markers, Complete refused until the error is fixed', async ({
  page,
  signInAs,
  records,
}) => {
  await signInAs('researcher');
  // The last record of the queue: other specs take the first.
  const { id } = await openQueuedRecord(page, 'last');
  const f = form(page);

  // A new biblio: choosing Book fills its blank minor material type with Text (a 'set' rule).
  await page.keyboard.press('Shift+Insert');
  await expect(page.getByTestId('biblio-id')).toHaveText('New');
  await f.getByLabel('Major material type').selectOption({ label: 'Book' });
  await expect(f.getByLabel('Minor material type')).toHaveValue('1');

  // A serial has no edition (a 'disable' rule): the field is disabled, and its grey marker names the rule.
  await f.getByLabel('Major material type').selectOption({ label: 'Magazine' });
  await expect(f.getByLabel('Edition', { exact: true })).toBeDisabled();
  const disabledBy = f.getByRole('button', { name: "Disabled by the rule 'Serials have no edition'." });
  await expect(disabledBy).toHaveAttribute('data-rule-marker', 'disabled');
  await f.getByLabel('Major material type').selectOption({ label: 'Book' });
  await expect(f.getByLabel('Edition', { exact: true })).toBeEnabled();
  await expect(disabledBy).toHaveCount(0);

  // An ISN starting 979 raises a warning: a '!' beside the field whose tooltip gives the message.
  await f.getByLabel('ISN').fill('9790000000001');
  const warning = f.getByRole('button', { name: `Warning: ${ISMN_WARNING}` });
  await expect(warning).toHaveAttribute('data-rule-marker', 'warning');
  await warning.hover();
  await expect(page.getByRole('tooltip').filter({ hasText: ISMN_WARNING })).toBeVisible();

  // More than 10 units of a book is an error.
  await f.getByLabel('Units copied').fill('12');
  const error = f.getByRole('button', { name: `Error: ${CHAPTERS_ERROR}` });
  await expect(error).toHaveAttribute('data-rule-marker', 'error');
  await error.hover();
  await expect(page.getByRole('tooltip').filter({ hasText: CHAPTERS_ERROR })).toBeVisible();

  // Complete is refused with the fields named, and nothing is written.
  await f.getByRole('button', { name: 'Complete & Next', exact: true }).click();
  await expect(page.getByText(`Cannot complete: Units Copied: ${CHAPTERS_ERROR}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/research/${id}(#|$)`));
  expect((await records.get<{ status: string }>(`document_detail/full_record/${id}`)).status).toBe(
    'ready_for_research',
  );

  // Fixed, the error marker goes (the warning stays, and does not block) and Complete goes through.
  await f.getByLabel('Units copied').fill('2');
  await expect(error).toHaveCount(0);
  await expect(warning).toBeVisible();
  await f.getByRole('button', { name: 'Complete & Next', exact: true }).click();
  await expect(page.getByText('Document Details saved successfully. Retrieving next document in queue')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/research/${id}(#|$)`));
  const stored = await records.get<{
    status: string;
    biblios: Array<{ isn: string | null; units_copied: number; minor_material_type: number | null }>;
  }>(`document_detail/full_record/${id}`);
  expect(stored.status).toBe('researched');
  expect(stored.biblios).toContainEqual(
    expect.objectContaining({ isn: '9790000000001', units_copied: 2, minor_material_type: 1 }),
  );
});
