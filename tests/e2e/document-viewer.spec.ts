import { pagesCaption } from '@rt/domain';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

type FullRecord = {
  id: number;
  document_view: boolean;
  total_pages: number | null;
  total_heldback_pages: number | null;
  batch: { status: string };
  biblios: Array<{ id: number; page_numbers: string | null }>;
};
type Tags = {
  biblio_tags: Array<{ id: number; biblio_id: number; page_number: number; page_x: number; page_y: number }>;
  group_tags: Array<{ id: number; biblio_id: number; start_page: number; end_page: number }>;
};
type RecordsApi = { get: <T>(path: string) => Promise<T> };

const form = (page: Page) => page.getByTestId('research-form');

/**
 * A record of the researcher's queue that the viewer shows: document_view true, a few pages and a
 * biblio, in an unlocked batch. Taken from the middle of the queue: other tests open its first and
 * its last records, and the biblio this test makes in the viewer would get in their way.
 */
async function viewableRecord(page: Page, records: RecordsApi): Promise<FullRecord & { queued: string[] }> {
  await page.goto('/queue');
  const links = page.getByRole('region', { name: /^Research/ }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
  const queued = hrefs.map((href) => href.split('/').pop() ?? '');
  const middle = Math.floor(queued.length / 2);
  for (const id of [...queued.slice(middle, -1), ...queued.slice(1, middle)]) {
    const record = await records.get<FullRecord>(`document_detail/full_record/${id}`);
    const pages = record.total_pages ?? 0;
    if (record.document_view && pages >= 3 && record.biblios.length > 0 && record.batch.status !== 'locked') {
      return { ...record, queued };
    }
  }
  throw new Error('The seed gives the researcher no record with pages in the document viewer');
}

test.describe('the document viewer', () => {
  test('opens beside the form, tags pages, makes a group tag, moves and deletes a tag, and keeps the form in step', async ({
    page,
    signInAs,
    records,
  }) => {
    // One journey through every kind of tag, in two windows.
    test.setTimeout(90_000);
    await signInAs('researcher');
    const record = await viewableRecord(page, records);
    const popup = page.waitForEvent('popup');
    await page.goto(`/research/${record.id}`);
    const viewer = await popup;
    await expect(viewer).toHaveURL(new RegExp(`/document-view/${record.id}$`));
    await expect(viewer.getByRole('banner')).toHaveCount(0);
    await expect(viewer.getByTestId('page-count')).toHaveText(`${record.total_pages} Pages`);
    const rail = viewer.getByRole('navigation', { name: 'Pages' });
    const heldback = record.total_heldback_pages ?? 0;
    if (heldback > 0) await expect(rail.getByRole('button').first()).toHaveAccessibleName('Heldback 1');
    await expect(viewer.getByRole('link', { name: 'Open full PDF' })).toBeVisible();

    // The form's unsaved page numbers, checked against the tags below.
    const f = form(page);
    const firstBiblio = String(record.biblios[0].id);
    await f
      .getByTestId('biblio-card')
      .first()
      .getByRole('button', { name: /^Biblio \d+/ })
      .click();
    await expect(page.getByTestId('biblio-id')).toHaveText(firstBiblio);
    await f.getByLabel('Pages', { exact: true }).fill('1-3');
    await expect(viewer.getByLabel('Active biblio')).toHaveValue(firstBiblio);

    // Shift-click two thumbnails: a group tag from page 1 to page 2.
    await rail.getByRole('button', { name: /^Page 1\b/ }).click({ modifiers: ['Shift'] });
    await rail.getByRole('button', { name: /^Page 2\b/ }).click({ modifiers: ['Shift'] });
    await expect(rail.getByRole('button', { name: /^Page 2, tagged B1/ })).toBeVisible();
    await expect(f.getByText('Pages 1-2 tagged, page_numbers says 1-3')).toBeVisible();
    await f.getByRole('button', { name: 'Fill page numbers from tags' }).click();
    await expect(f.getByLabel('Pages', { exact: true })).toHaveValue('1-2');
    await expect(f.getByLabel('Units copied', { exact: true })).toHaveValue('2');

    // Show page 3 and Shift-click on it: a page tag of the active biblio where clicked.
    await rail.getByRole('button', { name: /^Page 3\b/ }).click();
    const pageView = viewer.getByTestId('page-view');
    await expect(pageView).toHaveAttribute('data-page-label', '3');
    await pageView.click({ modifiers: ['Shift'], position: { x: 100, y: 120 } });
    const marker = pageView.getByRole('button', { name: /^Tag B1: .*, page 3$/ });
    await expect(marker).toBeVisible();
    const tagsAfterPlacing = await records.get<Tags>(`biblio_tag/${record.id}`);
    const placed = tagsAfterPlacing.biblio_tags.find((t) => t.page_number === 3)!;
    expect(placed.biblio_id).toBe(Number(firstBiblio));

    // Drag the tag: its new spot is stored.
    const box = (await marker.boundingBox())!;
    await viewer.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await viewer.mouse.down();
    await viewer.mouse.move(box.x + 160, box.y + 200, { steps: 8 });
    await viewer.mouse.up();
    await expect
      .poll(
        async () =>
          (await records.get<Tags>(`biblio_tag/${record.id}`)).biblio_tags.find((t) => t.id === placed.id)?.page_y,
      )
      .toBeGreaterThan(placed.page_y);

    // Shift-click the tag: it is deleted.
    await marker.click({ modifiers: ['Shift'] });
    await expect(marker).toHaveCount(0);
    await expect
      .poll(async () =>
        (await records.get<Tags>(`biblio_tag/${record.id}`)).biblio_tags.some((t) => t.id === placed.id),
      )
      .toBe(false);

    // Ctrl-click on the page: a new biblio and its tag; the form shows the biblio at once, selected,
    // and keeps the researcher's unsaved page numbers on the first one.
    const cardsBefore = await f.getByTestId('biblio-card').count();
    await pageView.click({ modifiers: ['Control'], position: { x: 80, y: 80 } });
    await expect(f.getByTestId('biblio-card')).toHaveCount(cardsBefore + 1);
    const stored = await records.get<FullRecord>(`document_detail/full_record/${record.id}`);
    const created = stored.biblios
      .map((b) => String(b.id))
      .find((id) => !record.biblios.some((b) => String(b.id) === id))!;
    await expect(page.getByTestId('biblio-id')).toHaveText(created);
    await expect(viewer.getByLabel('Active biblio')).toHaveValue(created);
    await expect(pageView.getByRole('button', { name: /^Tag B\d+: .*, page 3$/ })).toBeVisible();
    await f
      .getByTestId('biblio-card')
      .first()
      .getByRole('button', { name: /^Biblio \d+/ })
      .click();
    await expect(f.getByLabel('Pages', { exact: true })).toHaveValue('1-2');
    // Picking a biblio in the form makes it the viewer's active one.
    await expect(viewer.getByLabel('Active biblio')).toHaveValue(firstBiblio);

    // F4: the page's PDF, drawn by pdf.js with its text selectable; F4 again: the page image.
    await viewer.keyboard.press('F4');
    await expect(viewer.getByRole('button', { name: 'PDF view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(viewer.getByTestId('pdf-page')).toHaveAttribute('data-state', 'ready');
    await expect(viewer.locator('.pdf-text-layer span').first()).toBeAttached();
    await viewer.keyboard.press('F4');
    await expect(viewer.getByRole('button', { name: 'Document view' })).toHaveAttribute('aria-pressed', 'true');
    // Down and Up move between pages.
    await viewer.keyboard.press('ArrowDown');
    await expect(pageView).toHaveAttribute('data-page-label', '4');
    await viewer.keyboard.press('ArrowUp');
    await expect(pageView).toHaveAttribute('data-page-label', '3');

    // 'Open document viewer' shows a fresh viewer in front; the one open closes, so there is still one.
    const closed = viewer.waitForEvent('close');
    const reopened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Open document viewer' }).click();
    const fresh = await reopened;
    await closed;
    await expect(fresh).toHaveURL(new RegExp(`/document-view/${record.id}$`));
    await expect(fresh.getByTestId('page-count')).toHaveText(`${record.total_pages} Pages`);

    // The form moves to another record (as Complete & Next does): the viewer follows, and no second
    // window opens.
    const next = record.queued.find((id) => id !== String(record.id))!;
    let popups = 0;
    page.on('popup', () => popups++);
    await page.goto(`/research/${next}`);
    await expect(fresh).toHaveURL(new RegExp(`/document-view/${next}$`));
    expect(popups).toBe(0);
  });

  test('says so in words when the file store holds no scan of a record, with its page count', async ({
    page,
    signInAs,
    records,
  }) => {
    // The seed scans every queued record; some records outside the queues keep only a page count.
    let unscanned: FullRecord | null = null;
    for (let id = 1; id <= 300 && !unscanned; id++) {
      const record = await records.get<FullRecord>(`document_detail/full_record/${id}`);
      if (!record.document_view && (record.total_pages ?? 0) > 0) unscanned = record;
    }
    expect(unscanned, 'a seeded record with a page count and no scan').not.toBeNull();

    await signInAs('coordinator');
    await page.goto(`/document-view/${unscanned!.id}`);
    await expect(page.getByTestId('page-count')).toHaveText(pagesCaption(unscanned!.total_pages!));
    const pages = unscanned!.total_pages === 1 ? 'page' : 'pages';
    await expect(
      page.getByText(
        `No scanned copy of this record is in the file store. The record counts ${unscanned!.total_pages} ${pages}.`,
      ),
    ).toBeVisible();
  });

  test('is read-only for an External Auditor, and the files are refused to a user who may not read records', async ({
    page,
    browser,
    signInAs,
    records,
  }) => {
    const queue = await records.get<Record<string, Record<string, unknown>>>('research_queue/ready_for_research');
    const ids = Object.values(queue).flatMap((batch) => Object.keys(batch));
    let id: string | null = null;
    for (const candidate of ids) {
      const record = await records.get<FullRecord>(`document_detail/full_record/${candidate}`);
      if (record.document_view && (record.total_pages ?? 0) > 0) {
        id = candidate;
        break;
      }
    }
    expect(id, 'a record with pages in the coordinator queue').not.toBeNull();

    await signInAs('auditor');
    await page.goto(`/document-view/${id}`);
    await expect(page.getByRole('status').filter({ hasText: /^Read only: / })).toBeVisible();
    const image = page.getByTestId('page-view').getByRole('img');
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const before = await records.get<Tags>(`biblio_tag/${id}`);
    await page.keyboard.press('t');
    await page.getByTestId('page-view').click({ modifiers: ['Shift'], position: { x: 50, y: 50 } });
    await expect(page.getByTestId('tag-marker')).toHaveCount(
      before.biblio_tags.filter((t) => t.page_number === 1).length,
    );
    expect((await records.get<Tags>(`biblio_tag/${id}`)).biblio_tags).toHaveLength(before.biblio_tags.length);
    expect((await page.request.get(`/files/documents/${id}_1.jpeg`)).status()).toBe(200);

    const other = await browser.newContext();
    const outsider = await other.newPage();
    await outsider.addInitScript(() => window.localStorage.setItem('testToken', 'unassigned@example.org'));
    await outsider.goto('/');
    await expect(outsider.getByRole('heading', { name: /^Welcome / })).toBeVisible();
    expect((await outsider.request.get(`/files/documents/${id}_1.jpeg`)).status()).toBe(404);
    expect((await outsider.request.get(`/files/documents/${id}.pdf`)).status()).toBe(404);
    await other.close();
  });
});
