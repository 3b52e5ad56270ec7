// Over 400 lines: the research form's journeys share the record helpers above them; the keyboard, rules,
// values and layout have files of their own.
import type { Page } from '@playwright/test';
import { holdOperation, test, expect, useTestToken } from './fixtures.ts';
import { openQueuedRecord } from './queue-record.ts';

type QueueGroups = Record<string, Record<string, { external_id: string; total_pages: number | null }>>;
type FullRecord = {
  id: number;
  external_reference_id: string;
  version: number;
  batch: { status: string };
  biblios: Array<{ id: number; major_title: string | null }>;
};

const form = (page: Page) => page.getByTestId('research-form');
const panel = (page: Page) => page.getByTestId('document-panel');

test.describe('the research form', () => {
  test('shows the record: header, biblio form, cards with link counts, side panel, actions', async ({
    page,
    signInAs,
  }) => {
    await signInAs('researcher');
    await openQueuedRecord(page, 'first');
    const f = form(page);
    await expect(f.getByRole('button', { name: 'Details' })).toBeVisible();
    await expect(f.getByRole('group', { name: 'New work request?' })).toBeVisible();
    await expect(f.getByRole('button', { name: 'Unlink works (F4)' })).toBeVisible();
    await expect(f.getByRole('button', { name: 'Clear links' })).toBeVisible();
    await expect(f.getByLabel('Title', { exact: true })).toBeVisible();
    await expect(f.getByTestId('biblio-card').first().getByTestId('link-count')).toHaveText(/\d+/);
    await expect(panel(page)).toContainText('Ready for research');
    await expect(panel(page)).toContainText('Riley Researcher');
    for (const name of ['Save', 'Hold', 'Complete & Next'])
      await expect(f.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(f.getByRole('button', { name: 'New', exact: true })).toHaveCount(0);
    // The hash follows the selection.
    await f
      .getByTestId('usage-card')
      .first()
      .getByRole('button', { name: /^Usage 1/ })
      .click();
    await expect(page).toHaveURL(/#biblio\d+#usage\d+$/);
    // The address selects: the last biblio stays active across a reload.
    const lastCard = f.getByTestId('biblio-card').last();
    const biblioId = ((await lastCard.getByText(/^Id \d+$/).textContent()) ?? '').replace('Id ', '');
    await lastCard.getByRole('button', { name: /^Biblio \d+/ }).click();
    await expect(page.getByTestId('biblio-id')).toHaveText(biblioId);
    await expect(page).toHaveURL(new RegExp(`#biblio${biblioId}#usage\\d+$`));
    await page.reload();
    await expect(page.getByTestId('biblio-id')).toHaveText(biblioId);
    await expect(f.getByLabel('Event date')).toHaveValue(/^\d{2}-\d{2}-\d{4}$/);

    await f.getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Details' });
    await expect(dialog).toContainText('Current user');
    await expect(dialog).toContainText('Riley Researcher');
    await expect(dialog.getByRole('button', { name: 'Source URL' })).toBeVisible();
  });

  test('adds, clones and deletes biblios and usages by keyboard, with the spec messages', async ({
    page,
    signInAs,
  }) => {
    await signInAs('researcher');
    await openQueuedRecord(page, 'first');
    const f = form(page);
    const biblios = f.getByTestId('biblio-card');
    const usages = f.getByTestId('usage-card');
    const startBiblios = await biblios.count();
    const startUsages = await usages.count();

    // Shift+Insert adds a biblio (selected, units copied 1), wherever the focus is.
    await f.getByLabel('Notes').focus();
    await page.keyboard.press('Shift+Insert');
    await expect(biblios).toHaveCount(startBiblios + 1);
    await expect(page.getByTestId('biblio-id')).toHaveText('New');
    await expect(f.getByLabel('Units copied')).toHaveValue('1');
    await expect(page).toHaveURL(/#biblionew-b\d+/);

    // F2 clones the active biblio.
    await f.getByLabel('Title', { exact: true }).fill('A cloned title');
    await page.keyboard.press('F2');
    await expect(biblios).toHaveCount(startBiblios + 2);
    await expect(f.getByLabel('Title', { exact: true })).toHaveValue('A cloned title');

    // Ctrl+Insert adds a usage linked to the active biblio, dated like the first usage.
    await page.keyboard.press('Control+Insert');
    await expect(usages).toHaveCount(startUsages + 1);
    await expect(f.getByLabel('Copy type', { exact: true })).toHaveValue('');

    // Shift+Delete and Ctrl+Delete delete the active ones; typing in a field, Shift+Delete asks first.
    await page.keyboard.press('Control+Delete');
    await expect(usages).toHaveCount(startUsages);
    await f.getByLabel('Notes').focus();
    await page.keyboard.press('Shift+Delete');
    await page.getByRole('alertdialog', { name: 'Delete biblio?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(biblios).toHaveCount(startBiblios + 1);
    // The other new one, selected: the record's own biblios may be the only ones of their usages.
    await biblios
      .filter({ has: page.getByText('New', { exact: true }) })
      .getByRole('button', { name: /^Biblio \d+/ })
      .click();
    await f.getByRole('button', { name: 'Add biblio' }).focus();
    await page.keyboard.press('Shift+Delete');
    await expect(biblios).toHaveCount(startBiblios);
  });

  test('link markers link and unlink with the spec rules', async ({ page, signInAs }) => {
    await signInAs('researcher');
    await openQueuedRecord(page, 'first');
    const f = form(page);
    // A new biblio is linked to the active usage only: that one link cannot be undone.
    await page.keyboard.press('Shift+Insert');
    const newCard = f.getByTestId('biblio-card').last();
    await expect(newCard.getByTestId('link-count')).toHaveText('1');
    const newBiblioIndex = await f.getByTestId('biblio-card').count();
    await f.getByRole('button', { name: `Unlink biblio ${newBiblioIndex}` }).click();
    await expect(
      page.getByText('Biblio cannot be in inactive state, instead of unlinking delete biblio.'),
    ).toBeVisible();
    await expect(newCard.getByTestId('link-count')).toHaveText('1');
    // A new usage, linked to the new biblio only: now the biblio has 2 links, the usage 1.
    await page.keyboard.press('Control+Insert');
    await expect(newCard.getByTestId('link-count')).toHaveText('2');
    const newUsageIndex = await f.getByTestId('usage-card').count();
    await f.getByRole('button', { name: `Unlink usage ${newUsageIndex}` }).click();
    await expect(page.getByText('Usage cannot be in inactive state, instead of unlinking delete Usage.')).toBeVisible();
    await expect(f.getByTestId('usage-card').last().getByTestId('link-count')).toHaveText('1');
  });

  test('F8 opens the Work Search by the title; the browser keys do nothing of their own', async ({
    page,
    signInAs,
  }) => {
    await signInAs('researcher');
    await openQueuedRecord(page, 'first');
    await page.getByLabel('Notes').focus();
    const title = await form(page).getByLabel('Title', { exact: true }).inputValue();
    await page.keyboard.press('F8');
    const workSearch = page.getByRole('dialog', { name: 'Work Search' });
    await expect(workSearch.getByLabel('Title', { exact: true })).toHaveValue(title);
    await page.keyboard.press('Escape');
    await expect(workSearch).toBeHidden();
    const prevented = await page.evaluate(() => {
      // F4 (unlink works) only changes the form, so nothing is saved by this probe.
      const event = new KeyboardEvent('keydown', { key: 'F4', bubbles: true, cancelable: true });
      return !document.body.dispatchEvent(event);
    });
    expect(prevented).toBe(true);
  });

  test('unsaved edits are kept across a reload and can be restored or discarded', async ({ page, signInAs }) => {
    await signInAs('researcher');
    await openQueuedRecord(page, 'first');
    const f = form(page);
    // As stored: another test may have saved notes on the queue's first record.
    const stored = await f.getByLabel('Notes').inputValue();
    await f.getByLabel('Notes').fill('Kept across a reload');
    await page.reload();
    await expect(page.getByText(/^You have unsaved changes from \d{2}:\d{2}:$/)).toBeVisible();
    await expect(f.getByLabel('Notes')).toHaveValue(stored);
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(f.getByLabel('Notes')).toHaveValue('Kept across a reload');
    await page.reload();
    await page.getByRole('button', { name: 'Discard' }).click();
    await page.reload();
    await expect(f.getByLabel('Title', { exact: true })).toBeVisible();
    await expect(page.getByText(/You have unsaved changes/)).toHaveCount(0);
  });

  test('an External Auditor gets the read-only form', async ({ page, signInAs, records }) => {
    const queue = await records.get<QueueGroups>('research_queue/ready_for_research');
    const id = Object.keys(Object.values(queue)[0]!)[0]!;
    await signInAs('auditor');
    await page.goto(`/research/${id}`);
    const f = form(page);
    await expect(f.getByLabel('Title', { exact: true })).toBeDisabled();
    await expect(f.getByLabel('Copy type', { exact: true })).toBeDisabled();
    for (const name of [
      'Save',
      'Hold',
      'Complete & Next',
      'New',
      'Unlink works (F4)',
      'Clear links',
      'Add biblio',
      'Add usage',
      'Delete',
    ]) {
      await expect(f.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await expect(f.getByText('New work request?')).toHaveCount(0);
    await expect(f.getByRole('button', { name: /^(Link|Unlink) (biblio|usage)/ })).toHaveCount(0);
    // Cards still select; shortcuts do nothing.
    await page.keyboard.press('Shift+Insert');
    await expect(f.getByTestId('biblio-card')).toHaveCount(await f.getByTestId('biblio-card').count());
    await expect(page.getByRole('banner').getByRole('button', { name: 'Find a Record' })).toHaveCount(0);
  });

  test("a locked batch's record is read-only: every input and action disabled but Find a Record", async ({
    page,
    signInAs,
    records,
  }) => {
    // The researcher's locked batch: find a record of it through the API (as the coordinator).
    await signInAs('researcher');
    const record = await records.get<FullRecord>('document_detail/full_record/1');
    test.skip(record.batch.status !== 'locked', 'the seed has record 1 in a locked batch');
    await page.goto('/research/1');
    const f = form(page);
    await expect(page.getByTestId('record-id')).toHaveText(record.external_reference_id);
    await expect(page.getByText('Batch locked')).toBeVisible();
    await expect(f.getByLabel('Title', { exact: true })).toBeDisabled();
    await expect(f.getByLabel('Event date')).toBeDisabled();
    for (const name of [
      'Add biblio',
      'Add usage',
      'Details',
      'Save',
      'Hold',
      'Complete & Next',
      'Unlink works (F4)',
      'Clear links',
    ]) {
      await expect(f.getByRole('button', { name, exact: true })).toBeDisabled();
    }
    await expect(f.getByRole('button', { name: /^(Link|Unlink) biblio 1$/ })).toBeDisabled();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Find a Record' })).toBeEnabled();
    const count = await f.getByTestId('biblio-card').count();
    await page.keyboard.press('Shift+Insert');
    await expect(f.getByTestId('biblio-card')).toHaveCount(count);
  });

  test('Find a Record: recently completed, then results that open the record', async ({ page, signInAs }) => {
    await signInAs('researcher');
    const { externalId } = await openQueuedRecord(page, 'first');
    await page.getByRole('banner').getByRole('button', { name: 'Find a Record' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find a Record' });
    await expect(dialog.getByTestId('find-record-heading')).toHaveText('Recently Completed');
    await dialog.getByPlaceholder('Search by ID or Title').fill(externalId);
    await expect(dialog.getByTestId('find-record-heading')).toHaveText(/^\d+ Results$/);
    await expect(dialog.getByTestId('find-record-heading')).not.toHaveText('0 Results');
    const row = dialog.getByTestId('record-summary').filter({ hasText: externalId }).first();
    await row.getByRole('link', { name: externalId }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('record-id')).toHaveText(externalId);
  });

  test('research from the queue to Complete & Next with the keyboard only', async ({ page, signInAs }) => {
    await signInAs('researcher');
    const { id } = await openQueuedRecord(page, 'first');
    const counter = page.getByRole('banner').getByRole('link', { name: /^Research \d/ });
    const before = Number((await counter.textContent())?.replace(/\D/g, ''));
    // F8 opens the Work Search by the title; Escape closes it.
    await page.keyboard.press('F8');
    await expect(page.getByRole('dialog', { name: 'Work Search' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Work Search' })).toBeHidden();
    await page.keyboard.press('F11');
    await expect(page.getByText('Document details updated successfully')).toBeVisible();
    await page.keyboard.press('F12');
    await expect(
      page.getByText('Document Details saved successfully. Retrieving next document in queue'),
    ).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`/research/${id}(#|$)`));
    await expect(counter).toHaveText(new RegExp(`${before - 1}$`));
  });

  test('Complete & Next shows the next record at once; a refused save brings the record back with its edits', async ({
    page,
    signInAs,
    browser,
  }) => {
    await signInAs('researcher');
    const { id, externalId } = await openQueuedRecord(page, 'first');
    // The next record is read ahead once the form is on screen.
    await page.waitForLoadState('networkidle');
    const other = await browser.newContext();
    await useTestToken(other, 'coordinator');
    const second = await other.newPage();
    await second.goto(`/research/${id}`);
    await form(second).getByLabel('Notes').fill('Saved first by the coordinator');
    await second.keyboard.press('F11');
    await expect(second.getByText('Document details updated successfully')).toBeVisible();
    await other.close();

    // The save is held back on its way until the next record has been seen.
    const releaseSave = await holdOperation(page, 'SaveRecord');
    await form(page).getByLabel('Notes').fill('My edits');
    await page.keyboard.press('F12');
    await expect(page.getByTestId('record-id')).not.toHaveText(externalId);
    releaseSave();
    await expect(page.getByTestId('record-id')).toHaveText(externalId);
    await expect(page.getByTestId('notice-error')).toContainText(/changed by/);
    await expect(form(page).getByLabel('Notes')).toHaveValue('My edits');
    await page.getByRole('button', { name: 'Reload their version' }).click();
    await expect(form(page).getByLabel('Notes', { exact: true })).toHaveValue('Saved first by the coordinator');
    // The researcher's own notes stay beside theirs, to use again.
    await expect(form(page).getByRole('button', { name: 'Use my value for Notes' })).toBeVisible();
  });

  test('hold puts the record on hold', async ({ page, signInAs }) => {
    await signInAs('researcher');
    await openQueuedRecord(page, 'first');
    await page.keyboard.press('F10');
    await expect(page.getByText('Document details updated successfully')).toBeVisible();
    await expect(panel(page)).toContainText('On hold');
  });

  test('two researchers: the later save is refused and keeps its edits', async ({ page, signInAs, browser }) => {
    await signInAs('coordinator');
    await page.goto('/queue');
    const link = page
      .getByRole('region', { name: /^Research/ })
      .getByRole('link')
      .first();
    const href = (await link.getAttribute('href')) ?? '';
    await page.goto(href);
    await expect(form(page).getByLabel('Title', { exact: true })).toBeVisible();

    const other = await browser.newContext();
    await useTestToken(other, 'coordinator');
    const second = await other.newPage();
    await second.goto(href);
    await form(second).getByLabel('Notes').fill('Saved first by the other window');
    await second.keyboard.press('F11');
    await expect(second.getByText('Document details updated successfully')).toBeVisible();
    await other.close();

    await form(page).getByLabel('Notes').fill('My edits');
    await page.keyboard.press('F11');
    await expect(page.getByTestId('notice-error')).toContainText(/changed by/);
    await expect(form(page).getByLabel('Notes')).toHaveValue('My edits');
    await page.getByRole('button', { name: 'Reload their version' }).click();
    await expect(form(page).getByLabel('Notes', { exact: true })).toHaveValue('Saved first by the other window');
    // The researcher's own notes stay beside theirs, to use again.
    await expect(form(page).getByRole('button', { name: 'Use my value for Notes' })).toBeVisible();
  });
});

type Collection = { id: number; collection_title: string; licence_scheme_id: number; research_template_id: number };
type Batch = { id: number; title: string; period: string; period_number: string; status: string };

/** Signs in as IT and hands the new-record form an unlocked batch, as Manual data entry would. */
async function startNewRecord(
  page: Page,
  records: { get: <T>(path: string) => Promise<T> },
  signInAs: (account: 'it') => Promise<void>,
): Promise<Collection> {
  const collections = await records.get<Collection[]>('research_collection?collection_status=hide');
  const usyd = collections.find((c) => c.collection_title === 'University of Sydney 2026 EUS Survey')!;
  const batch = (await records.get<Batch[]>(`research_collection/${usyd.id}/batch`)).find(
    (b) => b.status === 'unlocked',
  )!;
  // IT, so the record (assigned to its author) stays out of the coordinator's counters other tests read.
  await signInAs('it');
  await page.evaluate(
    ([b, c]) => {
      window.localStorage.setItem(
        'batchDetails',
        JSON.stringify({
          id: String(b.id),
          title: b.title,
          period: b.period,
          periodNumber: b.period_number,
          status: b.status,
          researchCollection: {
            id: String(c.id),
            collectionTitle: c.collection_title,
            licenceSchemeId: c.licence_scheme_id,
            researchTemplateId: c.research_template_id,
          },
        }),
      );
      window.localStorage.removeItem('sourceFilePath');
      window.localStorage.removeItem('sourceFileName');
    },
    [batch, usyd] as const,
  );
  return usyd;
}

test.describe('the manual new record', () => {
  test('the first save creates it, the next marks it researched and starts a fresh one', async ({
    page,
    signInAs,
    records,
  }) => {
    const usyd = await startNewRecord(page, records, signInAs);
    await page.goto('/research/new-record');
    const f = form(page);
    await expect(page.getByTestId('record-id')).toHaveText('New record');
    await expect(panel(page)).toContainText(usyd.collection_title);
    await expect(f.getByRole('button', { name: 'New', exact: true })).toBeVisible();
    await expect(f.getByLabel('Payment amount')).toBeVisible();
    await expect(f.getByLabel('Units copied')).toHaveValue('1');

    await f.getByLabel('Title', { exact: true }).fill('A manual work');
    await f.getByLabel('Times copied').fill('3');
    await page.keyboard.press('F11');
    await expect(page.getByText('Document details created successfully')).toBeVisible();
    await expect(page.getByTestId('record-id')).not.toHaveText('New record');
    await expect(f.getByLabel('Title', { exact: true })).toHaveValue('A manual work');

    await page.keyboard.press('F11');
    await expect(page.getByText('Document marked as researched successfully')).toBeVisible();
    await expect(page.getByTestId('record-id')).toHaveText('New record');
    await expect(f.getByLabel('Title', { exact: true })).toHaveValue('');
  });

  test('the validation messages of spec 5, word for word', async ({ page, signInAs, records }) => {
    await startNewRecord(page, records, signInAs);
    await page.goto('/research/new-record');
    const f = form(page);
    await expect(page.getByTestId('record-id')).toHaveText('New record');
    const expectAlert = async (text: string) => {
      const alert = page.getByText(text, { exact: true });
      await expect(alert.first()).toBeVisible();
    };
    // One biblio linked to one usage.
    await page.keyboard.press('Shift+Delete');
    await expectAlert('Document should have atleast one biblio.');
    await page.keyboard.press('Control+Delete');
    await expectAlert('Usage cannot be deleted since it has active link to Biblio');
    await f.getByRole('button', { name: 'Unlink usage 1' }).click();
    await expectAlert('Active Biblio should have atleast one usage linked.');
    await f.getByRole('button', { name: 'Unlink biblio 1' }).click();
    await expectAlert('Active Usage should have atleast one biblio linked.');
    // A second biblio on the usage: the usage may lose one, but the new biblio has no other usage.
    await page.keyboard.press('Shift+Insert');
    await f.getByRole('button', { name: 'Unlink biblio 2' }).click();
    await expectAlert('Biblio cannot be in inactive state, instead of unlinking delete biblio.');
    // A second usage on the new biblio: the biblio may lose one, but the new usage has no other biblio.
    await page.keyboard.press('Control+Insert');
    await f.getByRole('button', { name: 'Unlink usage 2' }).click();
    await expectAlert('Usage cannot be in inactive state, instead of unlinking delete Usage.');
    // Linking biblio 1 to usage 2 lets usage 2 be unlinked from biblio 2.
    await f.getByRole('button', { name: 'Link biblio 1' }).click();
    await expect(f.getByTestId('usage-card').nth(1).getByTestId('link-count')).toHaveText('2');
    await f.getByRole('button', { name: 'Unlink usage 2' }).click();
    await expect(f.getByTestId('usage-card').nth(1).getByTestId('link-count')).toHaveText('1');
  });

  test('without a batch from Manual data entry it says where to start', async ({ page, signInAs }) => {
    await signInAs('coordinator');
    await page.evaluate(() => window.localStorage.removeItem('batchDetails'));
    await page.goto('/research/new-record');
    await expect(page.getByRole('link', { name: 'Go to Manual Data Entry' })).toBeVisible();
  });
});
