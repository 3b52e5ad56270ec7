import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

const form = (page: Page) => page.getByTestId('research-form');
const modal = (page: Page) => page.getByRole('dialog', { name: 'Work Search' });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

/**
 * Opens the last record of the researcher's queue (the research specs use the first) and clears
 * the active biblio's links, so each test starts from an unlinked biblio.
 */
async function openUnlinkedBiblio(page: Page): Promise<string> {
  await page.goto('/queue');
  const link = page
    .getByRole('region', { name: /^Research/ })
    .getByRole('link')
    .last();
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(form(page)).toBeVisible();
  await form(page).getByRole('button', { name: 'Clear links' }).click();
  await expect(field(page, 'Title')).toHaveValue('');
  return href;
}

/** The title of a result row (its first line). */
const resultTitle = async (option: Locator) => ((await option.locator('p').first().textContent()) ?? '').trim();

async function linkFirstWorkByTitle(page: Page, title: string): Promise<string> {
  await field(page, 'Title').fill(title);
  await page.keyboard.press('F8');
  const options = modal(page).getByRole('listbox', { name: 'Works' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  const chosen = await resultTitle(options.first());
  // Keys pressed before the dialog has taken the focus go to the form.
  await expect(modal(page).getByLabel('Title', { exact: true })).toBeFocused();
  // Keyboard first: down into the results, Enter selects the highlighted one.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeHidden();
  return chosen;
}

test.describe('Work Search', () => {
  test('F8 searches by the title: ranked results with score and why they matched, details, keyboard select, F4 unlink, Clear', async ({
    page,
    signInAs,
  }) => {
    await signInAs('researcher');
    await openUnlinkedBiblio(page);
    await field(page, 'Title').fill('Ecology');
    await page.keyboard.press('F8');
    const dialog = modal(page);
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('Ecology');
    const options = dialog.getByRole('listbox', { name: 'Works' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(options.first()).toContainText(/\d+%/);
    await expect(options.first().getByLabel('Why it matched')).toContainText(/Title/);
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    // The top result's details: the spec's panel.
    const details = dialog.getByRole('region', { name: 'Work details' });
    for (const label of [
      'Work type',
      'ISN',
      'BLM status',
      'Payment model',
      'Source creators',
      'Shareholders',
      'Terms and conditions',
    ])
      await expect(details).toContainText(label);
    await expect(dialog.getByRole('region', { name: 'Example documents' })).toBeVisible();

    // Arrow keys move through the results; Enter selects the highlighted one. Keys pressed before
    // the dialog has taken the focus go to the form.
    await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();
    const count = await options.count();
    await page.keyboard.press('ArrowDown');
    if (count > 1) {
      await page.keyboard.press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    }
    const chosen = await resultTitle(options.nth(count > 1 ? 1 : 0));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();

    // The work's data is in the biblio, and the fields it fills are read-only while linked.
    await expect(field(page, 'Title')).toHaveValue(chosen);
    await expect(form(page).getByTestId('linked-work')).toBeVisible();
    for (const label of ['Title', 'ISN', 'Publisher', 'Source creators', 'Recipient']) {
      await expect(field(page, label)).toHaveAttribute('readonly', '');
    }
    await expect(field(page, 'Publisher')).not.toHaveValue('');
    await expect(field(page, 'Source creators')).not.toHaveValue('');
    await expect(field(page, 'Edition')).toBeDisabled();

    // F4 unlinks: the copied title stays, now editable.
    await page.keyboard.press('F4');
    await expect(form(page).getByTestId('linked-work')).toHaveCount(0);
    await expect(field(page, 'Title')).toHaveValue(chosen);
    await expect(field(page, 'Title')).not.toHaveAttribute('readonly', '');

    // Clear resets the work's fields, units copied back to 1.
    await field(page, 'Units copied').fill('4');
    await form(page).getByRole('button', { name: 'Clear links' }).click();
    await expect(field(page, 'Title')).toHaveValue('');
    await expect(field(page, 'Publisher')).toHaveValue('');
    await expect(field(page, 'Units copied')).toHaveValue('1');
  });

  test('the form: ISBN/ISSN and Title clear each other, a work type alone resets, no results text, Clear, Escape', async ({
    page,
    signInAs,
  }) => {
    await signInAs('researcher');
    await openUnlinkedBiblio(page);
    await form(page).getByRole('button', { name: 'Search title (F8)' }).click();
    const dialog = modal(page);
    await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();
    await dialog.getByLabel('Title', { exact: true }).fill('Principles of');
    await dialog.getByLabel('ISBN/ISSN').fill('978');
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('');
    await dialog.getByLabel('Title', { exact: true }).fill('Principles of');
    await expect(dialog.getByLabel('ISBN/ISSN')).toHaveValue('');

    // Enter searches; a work type filter narrows the results to that type.
    await page.keyboard.press('Enter');
    const works = dialog.getByRole('listbox', { name: 'Works' });
    await expect(works.getByRole('option').first()).toBeVisible();
    const types = dialog.getByRole('group', { name: 'Work type' });
    for (const name of ['All', 'Book', 'Journal', 'Newspaper', 'Magazine', 'Website', 'Other'])
      await expect(types.getByRole('button', { name })).toBeVisible();
    await types.getByRole('button', { name: 'Book' }).click();
    await expect(types.getByRole('button', { name: 'Book' })).toHaveAttribute('aria-pressed', 'true');
    await expect(works.getByRole('option').first()).toContainText('Book ·');
    for (const row of await works.getByRole('option').all()) await expect(row).toContainText('Book ·');

    // Nothing to search by but the work type: back to the default state.
    await dialog.getByLabel('Title', { exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Search Work' }).click();
    await expect(works).toHaveCount(0);
    await expect(dialog.getByRole('group', { name: 'Work type' }).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await dialog.getByLabel('Title', { exact: true }).fill('zzzqqq no such work');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('No results to display as per search criteria')).toBeVisible();
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('');
    await expect(dialog.getByText('No results to display as per search criteria')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a recipient is refused while an exclusion condition is set, and linked without one', async ({
    page,
    signInAs,
  }) => {
    await signInAs('researcher');
    await openUnlinkedBiblio(page);
    await field(page, 'Exclusion condition').selectOption({ label: 'Public domain' });
    await page.keyboard.press('F8');
    const dialog = modal(page);
    // The dialog puts the focus in Title as it opens: typing elsewhere waits for that.
    await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();
    await dialog.getByLabel('Recipient', { exact: true }).fill('Smith');
    await dialog.getByRole('button', { name: 'Search Recipient' }).click();
    const recipients = dialog.getByRole('listbox', { name: 'Recipients' }).getByRole('option');
    await expect(recipients.first()).toBeVisible();
    const details = dialog.getByRole('region', { name: 'Recipient details' });
    for (const label of ['Birth year', 'Account name', 'Relationship type', 'Member status'])
      await expect(details).toContainText(label);
    await expect(dialog.getByRole('region', { name: 'Contributions' })).toBeVisible();
    const name = ((await recipients.first().locator('p').first().textContent()) ?? '').trim();
    await dialog.getByRole('button', { name: 'Select Recipient' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Recipient work cannot be linked when there is a exclusion condition.',
    );
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await field(page, 'Exclusion condition').selectOption({ label: '-' });
    await page.keyboard.press('F8');
    await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();
    await dialog.getByLabel('Recipient', { exact: true }).fill('Smith');
    await page.keyboard.press('Enter');
    await expect(recipients.first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Select Recipient' }).click();
    await expect(dialog).toBeHidden();
    await expect(field(page, 'Recipient')).toHaveValue(name);
    await expect(field(page, 'Recipient')).toHaveAttribute('readonly', '');
    await expect(form(page).getByTestId('linked-recipient')).toBeVisible();
  });

  test('ISN blur turns an ISBN-10 into its ISBN-13 and warns about a wrong check digit', async ({ page, signInAs }) => {
    await signInAs('researcher');
    await openUnlinkedBiblio(page);
    const isn = field(page, 'ISN');
    await isn.fill('0306406152');
    await isn.blur();
    await expect(isn).toHaveValue('9780306406157');
    await expect(form(page).getByTestId('isn-warning')).toHaveCount(0);
    // Search ISN opens the Work Search by the ISN, searching at once.
    await form(page).getByRole('button', { name: 'Search ISN' }).click();
    await expect(modal(page).getByLabel('ISBN/ISSN')).toHaveValue('9780306406157');
    await expect(modal(page).getByLabel('Title', { exact: true })).toHaveValue('');
    await expect(
      modal(page).getByText('No results to display as per search criteria').or(modal(page).getByRole('option').first()),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await isn.fill('0306406153');
    await isn.blur();
    await expect(isn).toHaveValue('9780306406157');
    await expect(form(page).getByTestId('isn-warning')).toContainText('check digit');
    await isn.fill('9780306406158');
    await isn.blur();
    await expect(isn).toHaveValue('9780306406158');
    await expect(form(page).getByTestId('isn-warning')).toBeVisible();
    await isn.fill('1234-5679');
    await isn.blur();
    await expect(isn).toHaveValue('1234-5679');
    await expect(form(page).getByTestId('isn-warning')).toHaveCount(0);
  });

  test('a linked work is kept by a save and a reload; an exclusion condition other than 17 unlinks it', async ({
    page,
    signInAs,
  }) => {
    await signInAs('researcher');
    const href = await openUnlinkedBiblio(page);
    const title = await linkFirstWorkByTitle(page, 'Introduction to');
    await page.keyboard.press('F11');
    await expect(page.getByText('Document details updated successfully')).toBeVisible();
    await page.reload();
    await expect(field(page, 'Title')).toHaveValue(title);
    await expect(field(page, 'Title')).toHaveAttribute('readonly', '');
    await expect(form(page).getByTestId('linked-work')).toBeVisible();

    // The work's example documents never include the record being researched.
    const isn = await field(page, 'ISN').inputValue();
    await page.keyboard.press('F8');
    const dialog = modal(page);
    await dialog.getByRole('listbox', { name: 'Works' }).getByRole('option').filter({ hasText: isn }).first().click();
    const examples = dialog.getByRole('region', { name: 'Example documents' });
    await expect(examples).toBeVisible();
    expect(await examples.getByRole('link').count()).toBeLessThanOrEqual(10);
    await expect(examples.locator(`a[href="${href}"]`)).toHaveCount(0);
    await page.keyboard.press('Escape');

    await field(page, 'Exclusion condition').selectOption({ label: 'Insubstantial portion - keep links' });
    await expect(form(page).getByTestId('linked-work')).toBeVisible();
    await field(page, 'Exclusion condition').selectOption({ label: 'Public domain' });
    await expect(form(page).getByTestId('linked-work')).toHaveCount(0);
  });
});
