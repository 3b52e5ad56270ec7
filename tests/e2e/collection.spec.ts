// Over 400 lines: the collection, batch and location screens lead into one another, and their journeys share
// the helpers above them.
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES } from '@rt/domain';
import { E2E_API_URL } from '../../playwright.config.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';

/**
 * Research collections, batches and locations (spec section 2: Research collection list,
 * Create / Edit collection, Batch list, Create / Edit batch, Location list, Edit location).
 * The demo data: 'University of Sydney 2026 EUS Survey' has three batches, each with locations;
 * 'Corporate Licence 2026 Member Audit' is hidden; 'Victorian Catholic Schools 2026 Survey' has no
 * status (which reads as show). What a test creates it names uniquely and removes at the end, and
 * the seeded batches' lock states are left alone (other specs rely on them).
 */
const USYD_2026 = 'University of Sydney 2026 EUS Survey';
const USYD_2025 = 'University of Sydney 2025 EUS Survey';
const NSW = 'NSW Schools 2026 Survey';
const HIDDEN = 'Corporate Licence 2026 Member Audit';
const UNSET_STATUS = 'Victorian Catholic Schools 2026 Survey';
const RUN = Date.now().toString(36);

type Collection = {
  id: number;
  collection_title: string;
  status: string;
  total_batch_count: number;
  target_complete_date: string | null;
};
type Batch = { id: number; title: string; status: string; location_count: number };
type Location = {
  id: number;
  institute: string | null;
  department_id: string;
  location_name: string;
  aou: string | null;
  machine_id: number | null;
  school_type: string | null;
};

/** The records API as the demo coordinator, for setting up and cleaning up what the tests create. */
class RecordsApi {
  private constructor(private readonly api: APIRequestContext) {}

  static async open(): Promise<RecordsApi> {
    const login = await playwrightRequest.newContext({ baseURL: `${E2E_API_URL}/api/` });
    const res = await login.post('login', { data: { test_email: DEMO_ACCOUNTS.coordinator.email } });
    expect(res.ok(), 'POST /api/login { test_email }').toBe(true);
    const { session } = ((await res.json()) as { data: { session: string } }).data;
    await login.dispose();
    const api = await playwrightRequest.newContext({
      baseURL: `${E2E_API_URL}/api/`,
      extraHTTPHeaders: { cookie: `rt_session=${session}` },
    });
    return new RecordsApi(api);
  }

  private async call<T>(method: 'get' | 'post' | 'delete', path: string, data?: unknown): Promise<T> {
    const res = await this.api[method](path, data === undefined ? undefined : { data });
    expect(res.ok(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: T }).data;
  }

  get = <T>(path: string) => this.call<T>('get', path);

  async collectionByTitle(title: string): Promise<Collection> {
    const all = await this.get<Collection[]>('research_collection?collection_status=hide');
    const found = all.find((c) => c.collection_title === title);
    expect(found, title).toBeDefined();
    return found!;
  }

  async createCollection(title: string): Promise<Collection> {
    const [scheme] = await this.get<{ id: number }[]>('licence_scheme');
    const [template] = await this.get<{ id: number }[]>('research_template');
    return this.call('post', 'research_collection', {
      collection_title: title,
      licence_scheme_id: scheme.id,
      research_template_id: template.id,
      target_complete_date: null,
      status: 'show',
    });
  }

  createBatch(collectionId: number, periodNumber: string): Promise<Batch> {
    return this.call('post', 'batch', {
      research_collection_id: collectionId,
      period: 'Quarter',
      period_number: periodNumber,
      date_from: '2027-01-01',
      date_to: '2027-03-31',
      status: null,
      target_complete_date: null,
    });
  }

  /** Removes a collection the tests made, with its batches (which have no records). */
  async removeCollection(title: string): Promise<void> {
    const all = await this.get<Collection[]>('research_collection?collection_status=hide');
    const collection = all.find((c) => c.collection_title === title);
    if (!collection) return;
    for (const batch of await this.get<Batch[]>(`research_collection/${collection.id}/batch`)) {
      await this.call('delete', `batch/${batch.id}`);
    }
    await this.call('delete', `research_collection/${collection.id}`);
  }

  close = () => this.api.dispose();
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const collectionRow = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
/** A location's row, by its department id (unique within a batch in the demo data). */
const locationRow = (page: Page, location: Location) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: location.department_id, exact: true }) });
const lastSuccess = (page: Page) => page.getByTestId('alert-success').last();
const lastDanger = (page: Page) => page.getByTestId('alert-danger').last();
const pager = (page: Page) => page.getByTestId('pager-summary');
const titleCells = (page: Page) =>
  page.getByRole('table', { name: 'Research collections' }).locator('tbody tr td:first-child a');

let records: RecordsApi;
/**
 * Opens a batch's locations from the batch list, paging on until its title shows: other specs add
 * batches to the seeded collections, so the page a seeded batch lands on depends on their order.
 */
async function openLocationsOf(page: Page, batchTitle: string) {
  const link = page.getByRole('link', { name: batchTitle, exact: true });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(page.getByRole('table', { name: 'Batches' })).toBeVisible();
  while (!(await link.isVisible()) && (await next.isEnabled())) {
    const summary = await pager(page).textContent();
    await next.click();
    await expect(pager(page)).not.toHaveText(summary ?? '');
  }
  await link.click();
}

const made: string[] = [];

test.beforeAll(async () => {
  records = await RecordsApi.open();
});
test.afterAll(async () => {
  for (const title of made) await records.removeCollection(title);
  await records.close();
});

test.describe('research collection list', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('coordinator');
  });

  test('lists the shown collections with their columns and the pager text', async ({ page }) => {
    const shown = await records.get<Collection[]>('research_collection');
    await page.goto('/research-collection');
    await expect(page.getByRole('heading', { name: 'Research Collections', level: 1 })).toBeVisible();
    for (const header of [
      'Research Collection Title',
      'Licence Scheme',
      'Research Template',
      'Research Target',
      'Status',
      'Edit',
      'Delete',
    ]) {
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect(pager(page)).toHaveText(`Showing 1 to ${shown.length} of ${shown.length} entries`);
    // One page only: every pager button but the page select waits.
    for (const name of ['First', 'Previous', 'Next', 'Last'])
      await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
    await expect(page.getByLabel('Page', { exact: true })).toHaveValue('1');

    // Title with locked/total batch count, target as dd-MM-yyyy, status Show.
    const usyd = collectionRow(page, USYD_2026);
    const usydData = shown.find((c) => c.collection_title === USYD_2026)!;
    await expect(usyd).toContainText(`(1/${usydData.total_batch_count})`);
    await expect(usyd).toContainText('Universities EUS');
    await expect(usyd).toContainText('University Template');
    await expect(usyd).toContainText('26-02-2027');
    await expect(usyd.getByRole('cell').nth(4)).toHaveText('Show');
    // A collection without a status is shown, as Show.
    await expect(collectionRow(page, UNSET_STATUS).getByRole('cell').nth(4)).toHaveText('Show');
    await expect(collectionRow(page, HIDDEN)).toHaveCount(0);
  });

  test('sorts by a column, both ways', async ({ page }) => {
    const shown = await records.get<Collection[]>('research_collection');
    const titles = shown.map((c) => c.collection_title);
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const ascending = [...titles].sort(collator.compare);
    await page.goto('/research-collection');
    await expect(titleCells(page)).toHaveText(titles);

    const header = page.getByRole('columnheader', { name: 'Research Collection Title' });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(titleCells(page)).toHaveText(ascending);
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(titleCells(page)).toHaveText([...ascending].reverse());

    // By research target date: the earliest first, collections without a target last.
    const byTarget = [...shown].sort((a, b) =>
      a.target_complete_date === b.target_complete_date
        ? 0
        : !a.target_complete_date
          ? 1
          : !b.target_complete_date
            ? -1
            : a.target_complete_date < b.target_complete_date
              ? -1
              : 1,
    );
    await page.getByRole('columnheader', { name: 'Research Target' }).getByRole('button').click();
    await expect(titleCells(page).first()).toHaveText(byTarget[0].collection_title);
    await expect(titleCells(page).last()).toHaveText(byTarget[byTarget.length - 1].collection_title);
  });

  test('searches by title, and the search finds hidden collections too', async ({ page }) => {
    await page.goto('/research-collection');
    const search = page.getByRole('searchbox', { name: 'Search by title' });
    await search.fill('monash');
    await expect(titleCells(page)).toHaveText(['Monash University 2026 Hardcopy Survey']);
    await expect(pager(page)).toHaveText('Showing 1 to 1 of 1 entries');

    // Decision 006: the search is how a hidden collection is found.
    await search.fill('Corporate Licence');
    await expect(titleCells(page)).toHaveText([HIDDEN]);
    await expect(collectionRow(page, HIDDEN).getByRole('cell').nth(4)).toHaveText('Hide');

    await search.fill('no such collection anywhere');
    await expect(page.getByText("No research collections match 'no such collection anywhere'")).toBeVisible();
    await expect(pager(page)).toHaveText('Showing 0 to 0 of 0 entries');

    await search.fill('');
    await expect(collectionRow(page, USYD_2026)).toBeVisible();
    await expect(collectionRow(page, HIDDEN)).toHaveCount(0);
  });

  test("'Show all collections' adds the hidden ones, 'Hide hidden collections' leaves them out again", async ({
    page,
  }) => {
    const all = await records.get<Collection[]>('research_collection?collection_status=hide');
    await page.goto('/research-collection');
    await expect(collectionRow(page, USYD_2026)).toBeVisible();
    await expect(collectionRow(page, HIDDEN)).toHaveCount(0);

    await page.getByRole('button', { name: 'Show all collections' }).click();
    await expect(collectionRow(page, HIDDEN)).toBeVisible();
    await expect(collectionRow(page, HIDDEN).getByRole('cell').nth(4)).toHaveText('Hide');
    await expect(pager(page)).toHaveText(`Showing 1 to ${all.length} of ${all.length} entries`);

    await page.getByRole('button', { name: 'Hide hidden collections' }).click();
    await expect(collectionRow(page, HIDDEN)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show all collections' })).toBeVisible();
  });

  test('creates, edits and deletes a collection, each time with the server message', async ({ page }) => {
    const title = `E2E Collection ${RUN}`;
    const renamed = `${title} renamed`;
    made.push(title, renamed);
    await page.goto('/research-collection');
    await page.getByRole('link', { name: 'Create New' }).click();
    await expect(page).toHaveURL('/research-collection/create');
    await expect(page.getByRole('heading', { name: 'Create Research Collection', level: 1 })).toBeVisible();

    await page.getByLabel('Research Collection Title').fill(title);
    await page.getByLabel('Licence Scheme').selectOption({ label: 'Universities Hardcopy' });
    await page.getByLabel('Research Template').selectOption({ label: 'University Template' });
    await page.getByLabel('Research Target Date').fill('2027-03-31');
    await page.getByLabel('Status').selectOption({ label: 'Show' });
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL('/research-collection');
    await expect(lastSuccess(page)).toHaveText('Research collection created successfully');
    const created = collectionRow(page, title);
    await expect(created).toContainText('(0/0)');
    await expect(created).toContainText('Universities Hardcopy');
    await expect(created).toContainText('31-03-2027');

    // Edit: the form starts with what is stored; hiding the collection takes it off the default list.
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Research Collection', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Research Collection Title')).toHaveValue(title);
    await expect(page.getByLabel('Research Target Date')).toHaveValue('2027-03-31');
    await expect(page.getByLabel('Status')).toHaveValue('show');
    await page.getByLabel('Research Collection Title').fill(renamed);
    await page.getByLabel('Research Target Date').fill('');
    await page.getByLabel('Status').selectOption({ label: 'Hide' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL('/research-collection');
    await expect(lastSuccess(page)).toHaveText('Research collection updated successfully');
    await expect(collectionRow(page, renamed)).toHaveCount(0);
    await page.getByRole('button', { name: 'Show all collections' }).click();
    const edited = collectionRow(page, renamed);
    await expect(edited.getByRole('cell').nth(3)).toHaveText('');
    await expect(edited.getByRole('cell').nth(4)).toHaveText('Hide');

    // Cancel on the edit form goes back without saving.
    await page.getByRole('link', { name: `Edit ${renamed}` }).click();
    await page.getByLabel('Research Collection Title').fill('Not saved');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/research-collection');
    await page.getByRole('button', { name: 'Show all collections' }).click();

    // Delete asks first; Cancel keeps it, Delete removes it.
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete research collection' });
    await expect(dialog).toContainText(renamed);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(collectionRow(page, renamed)).toBeVisible();
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(lastSuccess(page)).toHaveText('Research collection deleted successfully');
    await expect(collectionRow(page, renamed)).toHaveCount(0);
  });

  test('the form checks nothing itself: the server refuses, and its message is shown', async ({ page }) => {
    await page.goto('/research-collection/create');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(lastDanger(page)).toHaveText('Collection title is required');
    await expect(page.locator('form').getByText('Collection title is required')).toBeVisible();
    await expect(page).toHaveURL('/research-collection/create');

    // A title taken already, in another case.
    await page.getByLabel('Research Collection Title').fill(USYD_2026.toUpperCase());
    await page.getByLabel('Licence Scheme').selectOption({ label: 'Universities EUS' });
    await page.getByLabel('Research Template').selectOption({ label: 'University Template' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(lastDanger(page)).toHaveText('A research collection with this title already exists');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/research-collection');
  });

  test('refuses to delete a collection that has batches, with the server saying why', async ({ page }) => {
    const usyd = await records.collectionByTitle(USYD_2026);
    await page.goto('/research-collection');
    await page.getByRole('button', { name: `Delete ${USYD_2026}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(lastDanger(page)).toHaveText(
      `Research collection cannot be deleted because it has ${usyd.total_batch_count} batches`,
    );
    await expect(collectionRow(page, USYD_2026)).toBeVisible();
  });
});

test.describe('batches', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('coordinator');
  });

  test('refuses a target complete date before Date From, with the message on that field', async ({ page }) => {
    const title = `E2E Batch Target ${RUN}`;
    made.push(title);
    const collection = await records.createCollection(title);
    await page.goto(`/research-collection/${collection.id}/batch`);
    await page.getByRole('link', { name: 'Create New' }).click();
    await expect(page.getByRole('heading', { name: 'Create Batch', level: 1 })).toBeVisible();
    const createUrl = page.url();

    await page.getByLabel('Period Number').fill('1');
    await page.getByLabel('Date From').fill('2026-10-01');
    await page.getByLabel('Date To').fill('2026-12-31');
    const target = page.getByLabel('Target Complete Date');
    await target.fill('2026-09-30');
    await page.getByRole('button', { name: 'Save' }).click();
    const message = 'Target complete date must be on or after Date From';
    await expect(lastDanger(page)).toHaveText(message);
    await expect(target).toHaveAttribute('aria-invalid', 'true');
    await expect(target).toHaveAccessibleErrorMessage(message);
    expect(page.url()).toBe(createUrl);
    expect(await records.get<Batch[]>(`research_collection/${collection.id}/batch`)).toEqual([]);

    // On Date From itself is allowed.
    await target.fill('2026-10-01');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(lastSuccess(page)).toHaveText('Batch created successfully');
  });

  test('creates a batch with Quarter by default and status unset, then locks it through the confirmation', async ({
    page,
  }) => {
    const title = `E2E Batches ${RUN}`;
    made.push(title);
    const collection = await records.createCollection(title);
    const list = `/research-collection/${collection.id}/batch`;

    await page.goto('/research-collection');
    await collectionRow(page, title).getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(list);
    await expect(page.getByRole('heading', { name: 'Batches', level: 1 })).toBeVisible();
    await expect(page.getByText('This research collection has no batches yet')).toBeVisible();

    await page.getByRole('link', { name: 'Create New' }).click();
    await expect(page.getByRole('heading', { name: 'Create Batch', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Period', { exact: true })).toHaveValue('Quarter');
    const periods = await page.getByLabel('Period', { exact: true }).locator('option').allTextContents();
    expect(periods).toEqual(['Quarter', 'Term', 'Part', 'Invoice', 'Calendar Year', 'Financial Year']);
    await expect(page.getByLabel('Status')).toHaveValue('');

    // Nothing checked here: the server's message names what is missing.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(lastDanger(page)).toHaveText('Period number is required');

    await page.getByLabel('Period Number').fill('4');
    await page.getByLabel('Date From').fill('2026-10-01');
    await page.getByLabel('Date To').fill('2026-12-31');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(list);
    await expect(lastSuccess(page)).toHaveText('Batch created successfully');
    const batch = row(page, 'Quarter 4');
    await expect(batch.getByRole('cell')).toHaveText([
      'Quarter 4',
      '01-10-2026',
      '31-12-2026',
      '',
      'Unlocked',
      'Edit',
      'Delete',
    ]);
    // No locations: the title is no link.
    await expect(batch.getByRole('link', { name: 'Quarter 4', exact: true })).toHaveCount(0);

    await page.getByRole('link', { name: 'Edit Quarter 4' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Batch', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('unlocked');
    await page.getByLabel('Target Complete Date').fill('2027-02-26');

    // Choosing Locked asks first; Cancel keeps it unlocked.
    await page.getByLabel('Status').selectOption('locked');
    const dialog = page.getByRole('alertdialog', { name: 'Lock batch' });
    await expect(dialog).toContainText('This action will lock the batch');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Status')).toHaveValue('unlocked');

    await page.getByLabel('Status').selectOption('locked');
    await page.getByRole('alertdialog', { name: 'Lock batch' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByLabel('Status')).toHaveValue('locked');
    // Confirming only sets the form: the batch is still unlocked until Save.
    expect((await records.get<Batch[]>(`research_collection/${collection.id}/batch`))[0].status).toBe('unlocked');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(list);
    await expect(lastSuccess(page)).toHaveText('Batch updated successfully');
    await expect(row(page, 'Quarter 4').getByRole('cell')).toHaveText([
      'Quarter 4',
      '01-10-2026',
      '31-12-2026',
      '26-02-2027',
      'Locked',
      'Edit',
      'Delete',
    ]);

    // The collection list counts it as locked.
    await page.getByRole('link', { name: 'Back to Research Collections' }).click();
    await expect(collectionRow(page, title)).toContainText('(1/1)');

    // A batch without records can be deleted.
    await page.goto(list);
    await page.getByRole('button', { name: 'Delete Quarter 4' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(lastSuccess(page)).toHaveText('Batch deleted successfully');
    await expect(page.getByText('This research collection has no batches yet')).toBeVisible();
  });

  test('shows 3 batches a page and returns to the same page after Cancel', async ({ page }) => {
    const title = `E2E Batch Pages ${RUN}`;
    made.push(title);
    const collection = await records.createCollection(title);
    for (const n of ['1', '2', '3', '4']) await records.createBatch(collection.id, n);
    const list = `/research-collection/${collection.id}/batch`;

    await page.goto(list);
    const rows = page.getByRole('table', { name: 'Batches' }).locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(pager(page)).toHaveText('Showing 1 to 3 of 4 entries');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(rows).toHaveCount(1);
    await expect(pager(page)).toHaveText('Showing 4 to 4 of 4 entries');
    await expect(page).toHaveURL(`${list}?page=2`);
    await page.getByRole('button', { name: 'First' }).click();
    await expect(pager(page)).toHaveText('Showing 1 to 3 of 4 entries');
    await page.getByRole('button', { name: 'Last' }).click();
    await expect(pager(page)).toHaveText('Showing 4 to 4 of 4 entries');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(pager(page)).toHaveText('Showing 1 to 3 of 4 entries');
    await page.getByLabel('Page', { exact: true }).selectOption('2');
    await expect(pager(page)).toHaveText('Showing 4 to 4 of 4 entries');

    // The batch list is remembered as the previous URL: Cancel comes back to page 2.
    const onPage2 = (await rows.first().getByRole('cell').first().textContent())!;
    await page.getByRole('link', { name: `Edit ${onPage2}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Batch', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`${list}?page=2`);
    await expect(pager(page)).toHaveText('Showing 4 to 4 of 4 entries');
  });

  test('links a title to its locations only when the batch has locations', async ({ page }) => {
    const usyd = await records.collectionByTitle(USYD_2026);
    const batches = await records.get<Batch[]>(`research_collection/${usyd.id}/batch`);
    expect(batches.every((b) => b.location_count > 0)).toBe(true);
    await page.goto(`/research-collection/${usyd.id}/batch`);
    await expect(page.getByTestId('collection-title')).toHaveText(USYD_2026);
    for (const b of batches) await expect(page.getByRole('link', { name: b.title, exact: true })).toBeVisible();

    const hidden = await records.collectionByTitle(HIDDEN);
    const [withoutLocations] = await records.get<Batch[]>(`research_collection/${hidden.id}/batch`);
    expect(withoutLocations.location_count).toBe(0);
    await page.goto(`/research-collection/${hidden.id}/batch`);
    await expect(row(page, withoutLocations.title)).toBeVisible();
    await expect(page.getByRole('link', { name: withoutLocations.title, exact: true })).toHaveCount(0);
  });

  test('refuses to delete a batch that has records, with the server saying why', async ({ page }) => {
    const usyd = await records.collectionByTitle(USYD_2026);
    const [batch] = await records.get<Batch[]>(`research_collection/${usyd.id}/batch`);
    await page.goto(`/research-collection/${usyd.id}/batch`);
    await page.getByRole('button', { name: `Delete ${batch.title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(lastDanger(page)).toHaveText(/^Batch cannot be deleted because it has \d+ records?$/);
    await expect(row(page, batch.title)).toBeVisible();
  });
});

test.describe('locations', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('coordinator');
  });

  test('lists institute locations with the AOU as "id - value" (or the raw value), and edits one', async ({ page }) => {
    const usyd2025 = await records.collectionByTitle(USYD_2025);
    const batches = await records.get<Batch[]>(`research_collection/${usyd2025.id}/batch`);
    const aouList = await records.get<{ id: number; value: string }[]>('location/aou_list');
    // The seed's one raw AOU sits in the first batch of the first university collection.
    const rawBatch = batches.find((b) => b.title === 'Quarter 2')!;
    const rawLocations = await records.get<Location[]>(`location/${rawBatch.id}`);
    const raw = rawLocations.find((l) => l.aou === 'Sydney Dental Hospital')!;
    expect(raw).toBeDefined();

    await page.goto(`/research-collection/${usyd2025.id}/batch`);
    await openLocationsOf(page, 'Quarter 2');
    await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Institute locations' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Institute',
      'Department Id',
      'Location Name',
      'AOU',
      'Machine Id',
      'Edit',
    ]);
    await expect(pager(page)).toHaveText(`Showing 1 to ${rawLocations.length} of ${rawLocations.length} entries`);
    await expect(table.getByRole('cell', { name: 'Sydney Dental Hospital', exact: true })).toBeVisible();
    const listed = rawLocations.find((l) => l.aou && /^\d+$/.test(l.aou))!;
    const entry = aouList.find((a) => String(a.id) === listed.aou)!;
    await expect(table.getByRole('cell', { name: `${entry.id} - ${entry.value}`, exact: true }).first()).toBeVisible();

    // Edit another batch's location, so the raw AOU stays for the next run of this test.
    const q3 = batches.find((b) => b.title === 'Quarter 3')!;
    const [location] = await records.get<Location[]>(`location/${q3.id}`);
    await page.goto(`/research-collection/${usyd2025.id}/batch/${q3.id}/location`);
    await locationRow(page, location)
      .getByRole('link', { name: /^Edit / })
      .click();
    await expect(page).toHaveURL(`/research-collection/${usyd2025.id}/batch/${q3.id}/location/edit/${location.id}`);
    await expect(page.getByRole('heading', { name: 'Edit Location', level: 1 })).toBeVisible();
    await expect(page.getByText('Institute location')).toBeVisible();
    await expect(page.getByLabel('Institute', { exact: true })).toHaveValue(location.institute!);
    await expect(page.getByLabel('Location Name')).toHaveValue(location.location_name);

    const aou = page.getByRole('combobox', { name: 'AOU' });
    await aou.fill('zzz no such department');
    await expect(page.getByText('No result')).toBeVisible();
    await aou.fill('law');
    await page.getByRole('option', { name: '106 - Law School' }).click();
    await expect(aou).toHaveValue('106 - Law School');
    // Machine Id is a number (spec section 2): a letter typed into it is not taken.
    const machineIdField = page.getByRole('spinbutton', { name: 'Machine Id' });
    await machineIdField.fill('');
    await machineIdField.pressSequentially('4x2');
    await expect(machineIdField).toHaveValue('42');
    const machineId = String(40000 + Math.floor(Math.random() * 9999));
    await machineIdField.fill(machineId);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(`/research-collection/${usyd2025.id}/batch/${q3.id}/location`);
    await expect(lastSuccess(page)).toHaveText('Location updated successfully');
    const saved = page.getByRole('row').filter({ has: page.getByRole('cell', { name: machineId, exact: true }) });
    await expect(saved.getByRole('cell').nth(3)).toHaveText('106 - Law School');
  });

  test('lists school locations with their columns, refuses an empty Department Id, and edits one', async ({ page }) => {
    const nsw = await records.collectionByTitle(NSW);
    const [batch] = (await records.get<Batch[]>(`research_collection/${nsw.id}/batch`)).filter(
      (b) => b.location_count > 0,
    );
    const [location] = await records.get<Location[]>(`location/${batch.id}`);
    const listUrl = `/research-collection/${nsw.id}/batch/${batch.id}/location`;

    await page.goto(`/research-collection/${nsw.id}/batch`);
    await page.getByRole('link', { name: batch.title, exact: true }).click();
    await expect(page).toHaveURL(listUrl);
    const table = page.getByRole('table', { name: 'School locations' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Department Id',
      'Location Name',
      'School Type',
      'Sector',
      'State',
      'Machine Id',
      'Edit',
    ]);
    await expect(table.getByRole('row').filter({ hasText: location.location_name }).first()).toContainText('NSW');

    await locationRow(page, location)
      .getByRole('link', { name: /^Edit / })
      .click();
    await expect(page).toHaveURL(`${listUrl}/edit/${location.id}`);
    await expect(page.getByRole('heading', { name: 'Edit Location', level: 1 })).toBeVisible();
    await expect(page.getByText('School location')).toBeVisible();
    await expect(page.getByLabel('Institute', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('State')).toHaveValue('NSW');

    const department = await page.getByLabel('Department Id').inputValue();
    await page.getByLabel('Department Id').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(lastDanger(page)).toHaveText('Department Id is required');
    await expect(page).toHaveURL(new RegExp(`/location/edit/${location.id}$`));

    await page.getByLabel('Department Id').fill(department);
    const schoolType = location.school_type === 'Combined' ? 'Primary' : 'Combined';
    await page.getByLabel('School Type').fill(schoolType);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(listUrl);
    await expect(lastSuccess(page)).toHaveText('Location updated successfully');
    const [after] = await records.get<Location[]>(`location/fetch_location/${location.id}`);
    expect(after).toMatchObject({
      institute: null,
      department_id: department,
      location_name: location.location_name,
      school_type: schoolType,
    });
  });
});

test.describe('who may open the screens', () => {
  test('an External Auditor is refused every collection screen', async ({ page, signInAs }) => {
    await signInAs('auditor');
    const usyd = await records.collectionByTitle(USYD_2026);
    const [batch] = await records.get<Batch[]>(`research_collection/${usyd.id}/batch`);
    for (const path of [
      '/research-collection',
      '/research-collection/create',
      `/research-collection/${usyd.id}/edit`,
      `/research-collection/${usyd.id}/batch`,
      `/research-collection/${usyd.id}/batch/${batch.id}/edit`,
      `/research-collection/${usyd.id}/batch/${batch.id}/location`,
    ]) {
      await page.goto(path);
      await expect(page.getByText(MESSAGES.accessDenied), path).toBeVisible();
      await expect(page).toHaveURL('/access-denied');
    }
  });
});
