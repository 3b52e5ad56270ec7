import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, operationOf, test } from './fixtures.ts';

/** How the screens read: alerts that never hide the header or the actions, read-only fields that look it, ways back. */
const LAPTOP = { width: 1366, height: 768 };
const SAVE_NEEDS_BOTH = 'Save failed! Please select both email and roles';

const form = (page: Page) => page.getByTestId('research-form');
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

async function openLastQueuedRecord(page: Page) {
  await page.goto('/queue');
  await page
    .getByRole('region', { name: /^Research/ })
    .getByRole('link')
    .last()
    .click();
  await expect(field(page, 'Title')).toBeVisible();
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectApart(alert: Locator, other: Locator, what: string) {
  await expect(alert).toBeVisible();
  await expect(other).toBeVisible();
  const [a, b] = [await alert.boundingBox(), await other.boundingBox()];
  expect(a && b, `${what} and the alert are rendered`).toBeTruthy();
  expect(overlaps(a!, b!), `the alert covers ${what}`).toBe(false);
}

test.describe('alerts', () => {
  test.use({ viewport: LAPTOP });

  test('a new alert replaces the one of its kind; none covers the header or the action buttons', async ({
    page,
    signInAs,
  }) => {
    await signInAs('researcher');
    await openLastQueuedRecord(page);
    const save = form(page).getByRole('button', { name: 'Save', exact: true });
    await save.click();
    const success = page.getByTestId('alert-success');
    await expect(success).toHaveText('Document details updated successfully');
    const saved = page.waitForResponse((r) => r.url().endsWith('/graphql') && operationOf(r) === 'SaveRecord');
    await save.click();
    await saved;
    // The second save's alert stands alone, not under the first's.
    await expect(success).toHaveCount(1);
    await expect(success).toHaveText('Document details updated successfully');

    const alert = page.getByRole('status', { name: 'Notifications' }).locator('[data-status="success"]');
    await expectApart(alert, page.getByRole('banner'), 'the header');
    for (const name of ['Save', 'Hold', 'Complete & Next'])
      await expectApart(alert, form(page).getByRole('button', { name, exact: true }), name);
  });

  test('success and failure differ in word, icon and role, not only in colour', async ({ page, signInAs }) => {
    await signInAs('it');
    await page.goto('/user-access');
    const save = page.getByRole('button', { name: 'Save' });
    await save.click();
    const failure = page.getByRole('alert').filter({ hasText: SAVE_NEEDS_BOTH });
    await expect(failure).toContainText('Error');
    // The status icon comes first, the close button's last.
    const failureIcon = await failure.locator('svg').first().innerHTML();
    await save.click();
    await expect(page.getByTestId('alert-danger')).toHaveCount(1);

    // Robin is a researcher already: the save changes nothing another test relies on.
    await page.getByLabel('User email').selectOption({ label: DEMO_ACCOUNTS.researcher2.email });
    await page.getByLabel('Access role').selectOption({ label: 'Researcher' });
    await save.click();
    const notifications = page.getByRole('status', { name: 'Notifications' });
    const success = notifications.locator('[data-status="success"]');
    await expect(success).toContainText('Done');
    await expect(success).not.toHaveAttribute('role', 'alert');
    // A success leaves the failure of another attempt showing beside it: two kinds, one of each.
    await expect(notifications.locator('[data-status]')).toHaveCount(2);
    expect(await success.locator('svg').first().innerHTML()).not.toBe(failureIcon);
  });
});

test.describe('read-only fields and ways back', () => {
  test('the fields a linked work sets look read-only: muted, dashed, with a lock', async ({ page, signInAs }) => {
    await signInAs('researcher');
    await openLastQueuedRecord(page);
    await form(page).getByRole('button', { name: 'Clear links' }).click();
    const look = (label: string) =>
      field(page, label).evaluate((input) => {
        const style = getComputedStyle(input);
        return {
          background: style.backgroundColor,
          border: style.borderTopStyle,
          image: style.backgroundImage,
        };
      });
    const editable = await look('Title');
    expect(editable.border).toBe('solid');
    expect(editable.image).toBe('none');

    await field(page, 'Title').fill('Introduction to');
    await form(page).getByRole('button', { name: 'Search title (F8)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Work Search' });
    await dialog.getByRole('listbox', { name: 'Works' }).getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Select Work' }).click();
    await expect(dialog).toBeHidden();

    for (const label of ['Title', 'ISN', 'Publisher', 'Source creators']) {
      await expect(field(page, label)).toHaveAttribute('readonly', '');
      const linked = await look(label);
      expect(linked.border, label).toBe('dashed');
      expect(linked.background, label).not.toBe(editable.background);
      expect(linked.image, label).toContain('svg');
    }
    // A field the work does not set stays as it was.
    expect((await look('Pages')).border).toBe('solid');
  });

  for (const { path, heading, back, lands } of [
    {
      path: '/research-collection/create',
      heading: 'Create Research Collection',
      back: 'Back to Research Collections',
      lands: 'Research Collections',
    },
    {
      path: '/research-collection/1/edit',
      heading: 'Edit Research Collection',
      back: 'Back to Research Collections',
      lands: 'Research Collections',
    },
    {
      path: '/research-collection/1/batch/create',
      heading: 'Create Batch',
      back: 'Back to the batches',
      lands: 'Batches',
    },
    {
      path: '/research-collection/1/batch/1/edit',
      heading: 'Edit Batch',
      back: 'Back to the batches',
      lands: 'Batches',
    },
    {
      path: '/research-collection/1/batch/1/location/edit/1',
      heading: 'Edit Location',
      back: 'Back to the locations',
      lands: 'Locations',
    },
    { path: '/manual-data-entry', heading: 'Manual Data Entry', back: 'Back to Home', lands: /^Welcome / },
  ]) {
    test(`${heading} has a way back to ${back.replace('Back to ', '')}`, async ({ page, signInAs }) => {
      await signInAs('coordinator');
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: back, exact: true }).click();
      await expect(page.getByRole('heading', { name: lands, level: 1 })).toBeVisible();
    });
  }

  test('User Access has a way back home', async ({ page, signInAs }) => {
    await signInAs('it');
    await page.goto('/user-access');
    await page.getByRole('main').getByRole('link', { name: 'Back to Home', exact: true }).click();
    await expect(page).toHaveURL('/');
  });
});
