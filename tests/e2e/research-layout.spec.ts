import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openTypicalRecord } from './typical-records.ts';

/** A researcher's laptop screen: everything the typical record needs is on it without scrolling. */
const LAPTOP = { width: 1366, height: 768 };

const form = (page: Page) => page.getByTestId('research-form');

/** The element's box lies wholly inside the window as it is (no scrolling). */
async function expectInViewport(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  expect(box, `${what} is rendered`).not.toBeNull();
  const { width, height } = page.viewportSize()!;
  expect.soft(box!.y, `${what}: top edge in view`).toBeGreaterThanOrEqual(0);
  expect.soft(box!.x, `${what}: left edge in view`).toBeGreaterThanOrEqual(0);
  expect.soft(box!.y + box!.height, `${what}: bottom edge in view`).toBeLessThanOrEqual(height);
  expect.soft(box!.x + box!.width, `${what}: right edge in view`).toBeLessThanOrEqual(width);
}

test.describe('the research form at 1366×768', () => {
  test.use({ viewport: LAPTOP });

  test('shows the whole biblio form, the usage form, the actions, the cards and the document panel without scrolling', async ({
    page,
    signInAs,
    records,
  }) => {
    await openTypicalRecord(page, records, signInAs);
    const f = form(page);
    await expect(f.getByTestId('biblio-card')).toHaveCount(1);
    await expect(f.getByTestId('usage-card')).toHaveCount(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await expectInViewport(page, f.getByRole('group', { name: 'Biblio', exact: true }), 'the biblio form');
    await expectInViewport(page, f.getByRole('group', { name: 'Usage', exact: true }), 'the usage form');
    for (const name of ['Save', 'Hold', 'Complete & Next'])
      await expectInViewport(page, f.getByRole('button', { name, exact: true }), name);
    await expectInViewport(page, f.getByRole('region', { name: 'Biblios', exact: true }), 'the biblio cards');
    await expectInViewport(page, f.getByRole('region', { name: 'Usages', exact: true }), 'the usage cards');
    await expectInViewport(page, f.getByRole('region', { name: 'Record details' }), 'the document panel');
  });

  test("draws the frame's buttons and the header's counters from the page's stylesheet", async ({
    page,
    signInAs,
    records,
  }) => {
    await openTypicalRecord(page, records, signInAs);
    const look = (locator: Locator) =>
      locator.evaluate((e) => {
        const style = getComputedStyle(e);
        return { height: style.height, background: style.backgroundColor, color: style.color };
      });
    // The build writes these classes into the page's stylesheet (docs/decisions/063): a class left
    // out would leave a bare browser button.
    const save = await look(form(page).getByRole('button', { name: 'Save', exact: true }));
    const complete = await look(form(page).getByRole('button', { name: 'Complete & Next', exact: true }));
    expect(save).toEqual({ height: '36px', background: 'rgb(37, 99, 235)', color: 'rgb(255, 255, 255)' });
    expect(complete.background).toBe('rgb(17, 105, 50)');
    const onHold = page.getByRole('banner').getByRole('link', { name: /^On Hold/ });
    expect((await look(onHold.locator('span'))).background).toBe('rgb(146, 49, 10)');
  });

  test('keeps the document panel and the actions in view beside many cards', async ({ page, signInAs, records }) => {
    await openTypicalRecord(page, records, signInAs);
    const f = form(page);
    // More biblios and usages than the lists have room for: they scroll inside them, the panel below stays put.
    for (let added = 0; added < 4; added++) await f.getByRole('button', { name: 'Add biblio' }).click();
    await expect(f.getByTestId('biblio-card')).toHaveCount(5);
    for (let added = 0; added < 8; added++) await f.getByRole('button', { name: 'Add usage' }).click();
    await expect(f.getByTestId('usage-card')).toHaveCount(9);
    await f
      .getByTestId('usage-card')
      .last()
      .getByRole('button', { name: /^Usage 9/ })
      .click();

    await expectInViewport(page, f.getByRole('region', { name: 'Record details' }), 'the document panel');
    await expectInViewport(page, f.getByRole('region', { name: 'Biblios', exact: true }), 'the biblio cards');
    await expectInViewport(page, f.getByTestId('usage-card').last(), 'the chosen usage card');
    for (const name of ['Save', 'Hold', 'Complete & Next'])
      await expectInViewport(page, f.getByRole('button', { name, exact: true }), name);
  });
});
