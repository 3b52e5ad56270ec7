import { expect, holdOperation, test } from './fixtures.ts';

/** Find a Record (spec section 2) over the demo data, whose external ids start with the collection's prefix. */
test.describe('Find a Record', () => {
  test('says how many records matched when it shows only the first 50', async ({ page, signInAs, records }) => {
    await signInAs('researcher');
    await page.getByRole('banner').getByRole('button', { name: 'Find a Record' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find a Record' });
    const box = dialog.getByPlaceholder('Search by ID or Title');
    const heading = dialog.getByTestId('find-record-heading');

    // Two letters are too few to look up: the box says so and the recent records stay.
    await box.fill('us');
    await expect(dialog.getByText('Type at least 3 letters or digits, or a record or biblio id')).toBeVisible();
    await expect(box).toHaveAccessibleDescription('Type at least 3 letters or digits, or a record or biblio id');
    await expect(heading).toHaveText('Recently Completed');

    // The rows show while the matches are counted; the count is held back here until they have.
    const releaseCount = await holdOperation(page, 'FindRecordsTotal');
    await box.fill('usyd');
    await expect(dialog.getByTestId('record-summary')).toHaveCount(50);
    await expect(heading).toHaveText('First 50 results, counting all matches…');
    releaseCount();
    const { total, capped } = await records.send<{ total: number; capped: boolean }>(
      'post',
      'document_detail/find_records/count',
      { criteria: 'usyd' },
    );
    expect(total).toBeGreaterThan(50);
    const figure = total.toLocaleString('en-AU');
    await expect(heading).toHaveText(capped ? `50 of more than ${figure} results` : `50 of ${figure} results`);
    await expect(dialog.getByText('Type at least 3 letters or digits, or a record or biblio id')).toHaveCount(0);
    await expect(dialog.getByTestId('record-summary')).toHaveCount(50);
  });
});
