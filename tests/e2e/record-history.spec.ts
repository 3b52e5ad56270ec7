import { test, expect } from './fixtures.ts';

test.describe("a record's history", () => {
  test('a save shows in the Details modal with who, when and what changed', async ({ page, signInAs }) => {
    // Robin's records: the research spec works through Riley's queue at the same time.
    await signInAs('researcher2');
    await page.goto('/queue');
    const link = page
      .getByRole('region', { name: /^Research/ })
      .getByRole('link')
      .first();
    const externalId = (await link.textContent()) ?? '';
    await link.click();
    await expect(page.getByTestId('record-id')).toHaveText(externalId);

    const form = page.getByTestId('research-form');
    const biblioId = await page.getByTestId('biblio-id').textContent();
    // The active biblio's notes.
    await form.getByLabel('Notes').fill(`Checked the scan ${Date.now()}`);
    await page.keyboard.press('F11');
    await expect(page.getByText('Document details updated successfully')).toBeVisible();

    await form.getByRole('button', { name: 'Details' }).click();
    const history = page.getByRole('dialog', { name: 'Details' }).getByRole('region', { name: 'History' });
    const newest = history.getByRole('listitem').first();
    await expect(newest).toContainText('Robin Researcher');
    await expect(newest).toContainText(new RegExp(`Biblio ${biblioId}: (.+, )?notes(, .+)? changed`));
    await expect(newest.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{2} \d{2}:\d{2}$/);
  });
});
