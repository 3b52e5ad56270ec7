import { QUICK, test, expect, type QueueSummary } from './fixtures.ts';

test.describe('the app shell, signed in as the coordinator', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('coordinator');
  });

  test('home greets the user and shows real counts from the database', async ({ page, records }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome Casey Coordinator' })).toBeVisible();

    const header = page.getByRole('banner');
    await expect(header.getByText('Casey Coordinator')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Find a Record' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();

    const main = page.getByRole('main');
    for (const title of [
      'Data Research',
      'Statistics',
      'Assign Records',
      'Research Collections',
      'Bulk Edit Records',
      'Manual Data Entry',
    ]) {
      await expect(main.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    }
    // A coordinator has no User Access card (IT only).
    await expect(main.getByRole('link', { name: /User Access/ })).toHaveCount(0);
    const card = (title: string) => main.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });

    // The other worker's tests research meanwhile: the page is read again until it and the API
    // count the same moment.
    await expect(async () => {
      await page.reload();
      const summary = await records.get<QueueSummary>('research_queue/queue_summary');
      const collections = await records.get<unknown[]>('research_collection');
      expect(summary.ready_for_research).toBeGreaterThan(0);
      await expect(header.getByRole('link', { name: /Completed/ })).toContainText(
        String(summary.completed_today),
        QUICK,
      );
      await expect(header.getByRole('link', { name: /^Research \d/ })).toContainText(
        String(summary.ready_for_research),
        QUICK,
      );
      await expect(header.getByRole('link', { name: /On Hold/ })).toContainText(String(summary.on_hold), QUICK);
      await expect(card('Data Research')).toContainText(String(summary.ready_for_research), QUICK);
      await expect(card('Research Collections')).toContainText(String(collections.length), QUICK);
    }).toPass({ timeout: 60_000 });
  });

  test('the header counters lead to the queue', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /On Hold/ })
      .click();
    await expect(page).toHaveURL(/\/queue$/);
  });

  test('a card leads to its screen', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Research Collections/ })
      .click();
    await expect(page).toHaveURL(/\/research-collection$/);
    await expect(page.getByRole('heading', { name: 'Research Collections' })).toBeVisible();
  });

  test('the document viewer hides the global header', async ({ page }) => {
    await page.goto('/document-view/1');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Find a Record' })).toHaveCount(0);
  });

  test('a screen whose code cannot be loaded says so', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    // Every further script download fails, as on a dropped connection after a deployment.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page
      .getByRole('main')
      .getByRole('link', { name: /Statistics/ })
      .click();
    await expect(page.getByText('Loading chunk failed')).toBeVisible();
    // Once the scripts load again, the next page opens as usual.
    await page.unroute('**/assets/*.js');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /On Hold/ })
      .click();
    await expect(page).toHaveURL(/\/queue$/);
    await expect(page.getByText('Loading chunk failed')).toHaveCount(0);
  });

  test('while the next screen loads, the page stays and a bar says so', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/StatisticsRoute-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole('main')
      .getByRole('link', { name: /Statistics/ })
      .click();
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/statistics$/);
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  });

  test('a new page starts at the top; Back returns to where the last one was scrolled', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 300 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
    await page
      .getByRole('main')
      .getByRole('link', { name: /Research Collections/ })
      .click();
    await expect(page).toHaveURL(/\/research-collection$/);
    await expect(page.getByRole('link', { name: 'Create New' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
  });
});

// Every route of the route table, for every role: access.spec.ts.
test.describe('the app shell, signed out', () => {
  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Page Not Found - We cannot find this page, please try another url.')).toBeVisible();
  });

  test('the access-denied page says whom to contact', async ({ page }) => {
    await page.goto('/access-denied');
    await expect(page.getByText('Access Denied - Please contact IT support.')).toBeVisible();
  });

  test('the login page offers one Login button', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' }).or(page.getByRole('link', { name: 'Login' }))).toHaveCount(
      1,
    );
  });
});
