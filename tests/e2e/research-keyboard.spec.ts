import type { Page } from '@playwright/test';
import type { FullRecord as StoredRecord } from '@rt/api/contract';
import { test, expect } from './fixtures.ts';
import { openTypicalRecord, typicalRecords, type Records } from './typical-records.ts';

type WorkResult = { workId: string; isn: string | null; title: string };

const form = (page: Page) => page.getByTestId('research-form');
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const workSearch = (page: Page) => page.getByRole('dialog', { name: 'Work Search' });

/** A work of the rights catalogue with an ISBN-13, to identify a biblio by. */
async function catalogueBook(records: Records): Promise<WorkResult & { isn: string }> {
  const { results } = await records.send<{ results: WorkResult[] }>('post', 'wrs/research_lookup', {
    title: 'Ecology',
  });
  const book = results.find((w) => /^97[89]\d{10}$/.test(w.isn ?? ''));
  expect(book, 'a book with an ISBN-13 in the demo catalogue').toBeTruthy();
  return book as WorkResult & { isn: string };
}

/** The researcher's hands: every key that is not a character typed is counted. */
function hands(page: Page) {
  let presses = 0;
  return {
    press: async (key: string) => {
      presses += 1;
      await page.keyboard.press(key);
    },
    type: (text: string) => page.keyboard.type(text),
    get presses() {
      return presses;
    },
  };
}

const stored = (records: Records, id: number | string) =>
  records.get<StoredRecord>(`document_detail/full_record/${id}`);

test.describe('the research form by keyboard', () => {
  test('a typical record in at most 12 keys beyond the characters typed, every character landing', async ({
    page,
    signInAs,
    records,
  }) => {
    const [first, second] = await typicalRecords(records, 2);
    const book = await catalogueBook(records);
    await signInAs('coordinator');
    const keys = hands(page);

    // The queue: Tab to the record's link (the queue's keys, counted apart), Enter opens it.
    await page.goto('/queue');
    const link = page.getByRole('link', { name: first!.external_reference_id, exact: true });
    await expect(link).toBeVisible();
    let tabsInQueue = 0;
    while (!(await link.evaluate((el) => el === document.activeElement)) && tabsInQueue < 200) {
      tabsInQueue += 1;
      await page.keyboard.press('Tab');
    }
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    await keys.press('Enter');
    await expect(page.getByTestId('record-id')).toHaveText(first!.external_reference_id);

    // The focus is on the first empty field of the biblio.
    await expect(field(page, 'Title')).toBeFocused();
    // The README's walkthrough pictures, among the test's results.
    const picture = (name: string) => page.screenshot({ path: test.info().outputPath(`first-record-${name}.png`) });
    await picture('1-opened');

    // Shift+F8: the Work Search by ISN; the ISBN typed at once lands in it, Enter searches.
    await keys.press('Shift+F8');
    await keys.type(book.isn);
    await keys.press('Enter');
    await expect(workSearch(page).getByLabel('ISBN/ISSN')).toHaveValue(book.isn);
    const top = workSearch(page).getByRole('listbox', { name: 'Works' }).getByRole('option').first();
    await expect(top).toHaveAttribute('aria-selected', 'true');
    await expect(top).toContainText(book.isn);
    await picture('2-work-search');
    // One exact result: Enter links it.
    await keys.press('Enter');
    await expect(workSearch(page)).toBeHidden();
    await expect(form(page).getByTestId('linked-work')).toBeVisible();

    // The focus is on Pages, the next field to fill; Tab to Units copied replaces its 1.
    await expect(field(page, 'Pages')).toBeFocused();
    await keys.type('12-15');
    await keys.press('Tab');
    await keys.type('4');

    // Alt+U: the usage form's first empty field, Copy type.
    await keys.press('Alt+U');
    const copyType = field(page, 'Copy type');
    await expect(copyType).toBeFocused();
    const option = copyType.locator('option').nth(1);
    const copyTypeName = ((await option.textContent()) ?? '').trim();
    const copyTypeId = Number(await option.getAttribute('value'));
    await keys.type(copyTypeName);
    await keys.press('Tab');
    await keys.type('3');
    await picture('3-filled');

    // F12, and the next record's title typed at once: it lands in the next record, not this one.
    await keys.press('F12');
    await keys.type('Next title');
    await expect(page.getByTestId('record-id')).toHaveText(second!.external_reference_id);
    await expect(field(page, 'Title')).toHaveValue('Next title');
    await expect(field(page, 'Title')).toBeFocused();

    expect(keys.presses, `keys beyond the characters (${tabsInQueue} Tabs in the queue besides)`).toBeLessThanOrEqual(
      12,
    );

    // Every character landed: the stored record.
    await expect.poll(async () => (await stored(records, first!.id)).status).not.toBe(first!.status);
    const saved = await stored(records, first!.id);
    const biblio = saved.biblios[0]!;
    expect(biblio.isn).toBe(book.isn);
    expect(String(biblio.work_id)).toBe(book.workId);
    expect(biblio.page_numbers).toBe('12-15');
    expect(biblio.units_copied).toBe(4);
    expect(biblio.major_title).not.toBe('Next title');
    const usage = saved.usages[0]!;
    expect(usage.copy_type).toBe(copyTypeId);
    expect(usage.times_copied).toBe(3);
  });

  test('the Work Search: keys typed while it opens land in it, F8 on no title does not search, Escape gives the focus back', async ({
    page,
    signInAs,
    records,
  }) => {
    await openTypicalRecord(page, records, signInAs);
    await expect(field(page, 'Title')).toBeFocused();

    // No title: F8 opens on Title and searches nothing; what is typed at once lands there.
    await page.keyboard.press('F8');
    await page.keyboard.type('Ecology');
    const dialog = workSearch(page);
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('Ecology');
    await expect(dialog.getByRole('listbox', { name: 'Works' })).toHaveCount(0);
    await expect(field(page, 'Title')).toHaveValue('');
    // Enter searches; the first result is highlighted; the arrows move the highlight.
    await page.keyboard.press('Enter');
    const options = dialog.getByRole('listbox', { name: 'Works' }).getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Closed without a link: the focus is back where it was.
    await expect(field(page, 'Title')).toBeFocused();

    // With a title typed in the biblio, F8 searches it at once, and keys typed into the opening
    // dialog go to it, not to the biblio's field.
    await page.keyboard.type('Ecology');
    await page.keyboard.press('F8');
    await page.keyboard.type(' of');
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('Ecology of');
    await expect(field(page, 'Title')).toHaveValue('Ecology');
    await page.keyboard.press('Escape');
  });

  test('the focus follows the work: adding a biblio or usage, Alt+B, Alt+U, Alt+arrows, and ? lists the keys', async ({
    page,
    signInAs,
    records,
  }) => {
    await openTypicalRecord(page, records, signInAs);
    await expect(field(page, 'Title')).toBeFocused();
    await page.keyboard.type('First');

    // Shift+Insert: a new biblio, the focus on its Title.
    await page.keyboard.press('Shift+Insert');
    await expect(form(page).getByTestId('biblio-card')).toHaveCount(2);
    await expect(field(page, 'Title')).toBeFocused();
    await expect(field(page, 'Title')).toHaveValue('');
    await page.keyboard.type('Second');

    // Alt+↑ / Alt+↓: the previous and next biblio, the focus in its form (its first empty field).
    await page.keyboard.press('Alt+ArrowUp');
    await expect(form(page).getByTestId('biblio-card').first()).toHaveAttribute('data-active', 'true');
    await expect(field(page, 'Minor title')).toBeFocused();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(form(page).getByTestId('biblio-card').last()).toHaveAttribute('data-active', 'true');
    await expect(field(page, 'Title')).toHaveValue('Second');

    // Ctrl+Insert: a new usage, the focus on its Copy type; Alt+Shift+↑ the previous usage.
    await page.keyboard.press('Control+Insert');
    await expect(form(page).getByTestId('usage-card')).toHaveCount(2);
    await expect(field(page, 'Copy type')).toBeFocused();
    await page.keyboard.press('Alt+Shift+ArrowUp');
    await expect(form(page).getByTestId('usage-card').first()).toHaveAttribute('data-active', 'true');
    await expect(field(page, 'Copy type')).toBeFocused();

    // Alt+B and Alt+U: to either form.
    await page.keyboard.press('Alt+B');
    await expect(field(page, 'Minor title')).toBeFocused();
    await page.keyboard.press('Alt+U');
    await expect(field(page, 'Copy type')).toBeFocused();

    // '?' in a text field is a character; elsewhere it lists the keys.
    await page.keyboard.press('Alt+B');
    await page.keyboard.type('?');
    await expect(field(page, 'Minor title')).toHaveValue('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
    await form(page).getByRole('button', { name: 'Add usage' }).focus();
    await page.keyboard.press('Shift+Slash');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    for (const key of ['Shift+F8', 'Alt+B / Alt+U', 'Alt+↓ / Alt+↑', 'Ctrl+Insert', 'Shift+Delete'])
      await expect(help.getByRole('cell', { name: key, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  });

  test('a flag ticks with Space from the keyboard, its box showing the focus, and by a click on its name', async ({
    page,
    signInAs,
    records,
  }) => {
    await openTypicalRecord(page, records, signInAs);
    await expect(field(page, 'Title')).toBeFocused();
    await field(page, 'Notes').focus();
    await page.keyboard.press('Tab');
    const flag = form(page).getByRole('checkbox', { name: 'Unidentifiable' });
    await expect(flag).toBeFocused();
    const box = form(page)
      .locator('label', { has: page.getByRole('checkbox', { name: 'Unidentifiable' }) })
      .locator('[aria-hidden]');
    await expect(box).not.toHaveCSS('outline-style', 'none');
    await page.keyboard.press('Space');
    await expect(flag).toBeChecked();
    await expect(box.locator('svg')).toBeVisible();
    await form(page).getByText('Internet', { exact: true }).click();
    await expect(form(page).getByRole('checkbox', { name: 'Internet' })).toBeChecked();
    await expect(box).toHaveCSS('outline-style', 'none');
  });

  test('Shift+Delete in a field asks, a deleted biblio comes back with Undo; Ctrl+Insert adds a usage, then saves it', async ({
    page,
    signInAs,
    records,
  }) => {
    const record = await openTypicalRecord(page, records, signInAs);
    const biblios = form(page).getByTestId('biblio-card');
    await expect(field(page, 'Title')).toBeFocused();
    await page.keyboard.press('Shift+Insert');
    await page.keyboard.type('To delete');
    await expect(biblios).toHaveCount(2);

    // Typing in the Title, Shift+Delete asks; Cancel keeps the biblio.
    await page.keyboard.press('Shift+Delete');
    const ask = page.getByRole('alertdialog', { name: 'Delete biblio?' });
    await expect(ask).toContainText('Biblio 2: To delete');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(biblios).toHaveCount(2);
    await field(page, 'Title').focus();
    await page.keyboard.press('Shift+Delete');
    await ask.getByRole('button', { name: 'Delete' }).click();
    await expect(biblios).toHaveCount(1);
    await expect(field(page, 'Title')).toBeFocused();

    // Undo brings it back, selected, with its title and link.
    await expect(form(page).getByTestId('notice-info')).toHaveText(/Biblio 2: To delete deleted\./);
    await form(page).getByRole('button', { name: 'Undo' }).click();
    await expect(biblios).toHaveCount(2);
    await expect(field(page, 'Title')).toHaveValue('To delete');
    await expect(biblios.last().getByTestId('link-count')).toHaveText('1');

    // Ctrl+Insert adds a usage; in that new usage, Ctrl+Insert saves the record.
    await page.keyboard.press('Control+Insert');
    await expect(field(page, 'Copy type')).toBeFocused();
    await field(page, 'Copy type').selectOption({ index: 1 });
    await page.keyboard.press('Control+Insert');
    await expect(page.getByText('Document details updated successfully')).toBeVisible();
    await expect.poll(async () => (await stored(records, record!.id)).usages.length).toBe(2);
    expect((await stored(records, record!.id)).biblios.map((b) => b.major_title)).toContain('To delete');
  });

  test('F12 pressed twice completes only the record on screen', async ({ page, signInAs, records }) => {
    const [first, second, third] = await typicalRecords(records, 3);
    await signInAs('coordinator');
    await page.goto(`/research/${first!.id}`);
    await expect(field(page, 'Title')).toBeFocused();
    // The next record is read ahead once the form is on screen.
    await page.waitForLoadState('networkidle');
    // Two presses in one task: the second comes before the next record can be painted.
    await page.evaluate(() => {
      for (let i = 0; i < 2; i += 1)
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F12', bubbles: true, cancelable: true }));
    });
    await expect(page.getByTestId('record-id')).toHaveText(second!.external_reference_id);
    await expect(
      page.getByText('Document Details saved successfully. Retrieving next document in queue'),
    ).toBeVisible();
    await expect.poll(async () => (await stored(records, first!.id)).status).not.toBe(first!.status);
    expect((await stored(records, second!.id)).status).toBe(second!.status);
    await expect(page.getByTestId('record-id')).toHaveText(second!.external_reference_id);
    // Once painted, F12 completes it as usual.
    await page.keyboard.press('F12');
    await expect(page.getByTestId('record-id')).toHaveText(third!.external_reference_id);
  });
});
