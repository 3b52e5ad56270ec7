import { ASSIGNABLE_ROLE_IDS, MESSAGES } from '@rt/domain';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Assign Records (spec sections 2, 4, 5 and 8) over the demo data: 'University of Sydney 2026 EUS
 * Survey' has Quarter 1 locked and Quarters 2 and 3 open; 'Monash University 2026 Hardcopy Survey'
 * Part 1 is worked by Robin and one more researcher.
 */
const USYD = 'University of Sydney 2026 EUS Survey';
const MONASH = 'Monash University 2026 Hardcopy Survey';
const NSW = 'NSW Schools 2026 Survey';

type Collection = { id: number; collection_title: string };
type Batch = { id: number; title: string; status: string };
type BatchUser = {
  id: number;
  batch_id: number;
  user_id: number;
  user: { display_name: string; total_documents: number };
};
type User = { id: number; display_name: string; role_id: number | null };
type Records = { get: <T>(path: string) => Promise<T> };

async function batchesOf(records: Records, title: string): Promise<Batch[]> {
  const collections = await records.get<Collection[]>('research_collection?collection_status=hide');
  const collection = collections.find((c) => c.collection_title === title);
  expect(collection, title).toBeDefined();
  return records.get<Batch[]>(`research_collection/${collection!.id}/batch`);
}

/** Types part of the title into the collection field and picks the collection from the list. */
async function pickCollection(page: Page, title: string, typed = title.split(' ').slice(0, 3).join(' ')) {
  const field = page.getByRole('combobox', { name: 'Research collection' });
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: title }).click();
  await expect(field).toHaveValue(title);
}

const batchBox = (page: Page, name: string | RegExp) => page.getByRole('checkbox', { name });
/** Ticks or unticks a box by clicking its label, as a person does. */
const tick = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: batchBox(page, name) })
    .click();
const assignmentRows = (page: Page) => page.getByTestId('assignment-row');
const pendingRows = (page: Page) => page.getByTestId('pending-row');
/** The user select of the n-th row added with '+ Add a user'. */
const newUser = (page: Page, n: number) => page.getByLabel(`New user ${n}`, { exact: true });

test.describe('assign records', () => {
  test('a locked batch is marked locked and disabled; Select all takes the unlocked ones; another collection resets the selection', async ({
    page,
    signInAs,
    records,
  }) => {
    await signInAs('coordinator');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Assign Records/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Assign Records', level: 1 })).toBeVisible();

    await pickCollection(page, USYD, 'sydney 2026');
    const batches = await batchesOf(records, USYD);
    const locked = batches.filter((b) => b.status === 'locked');
    const open = batches.filter((b) => b.status !== 'locked');
    expect(locked.map((b) => b.title)).toEqual(['Quarter 1']);

    // Labelled period plus number; the locked one says so and cannot be ticked.
    await expect(batchBox(page, 'Quarter 1 locked')).toBeDisabled();
    for (const b of open) await expect(batchBox(page, b.title)).toBeEnabled();

    await tick(page, 'Select all');
    await expect(batchBox(page, 'Select all')).toBeChecked();
    for (const b of open) await expect(batchBox(page, b.title)).toBeChecked();
    await expect(batchBox(page, 'Quarter 1 locked')).not.toBeChecked();

    // The table lists everyone assigned to the selected batches, with their record counts.
    const rows = await records.get<BatchUser[]>(`batch_user?batch_ids=${open.map((b) => b.id).join(',')}`);
    await expect(assignmentRows(page)).toHaveCount(rows.length);
    const first = rows[0];
    await expect(
      assignmentRows(page)
        .filter({ hasText: first.user.display_name })
        .filter({ hasText: String(first.user.total_documents) })
        .first(),
    ).toBeVisible();

    await tick(page, 'Quarter 3');
    await expect(batchBox(page, 'Quarter 3')).not.toBeChecked();
    await expect(batchBox(page, 'Select all')).not.toBeChecked();

    // Another collection: nothing is selected any more, and the table waits for a selection.
    await pickCollection(page, NSW, 'NSW');
    await expect(batchBox(page, 'Term 1 locked')).toBeDisabled();
    await expect(batchBox(page, 'Term 2')).not.toBeChecked();
    await expect(batchBox(page, 'Term 3')).not.toBeChecked();
    await expect(assignmentRows(page)).toHaveCount(0);
    await expect(page.getByText('Select one or more batches to see who is assigned.')).toBeVisible();
  });

  test('only users with role id 2 or 5 are offered; a pending row is removed without confirmation; Cancel drops them', async ({
    page,
    signInAs,
    records,
  }) => {
    await signInAs('coordinator');
    await page.goto('/assign-records');
    await pickCollection(page, USYD);
    await tick(page, 'Quarter 2');

    await page.getByRole('button', { name: '+ Add a user' }).click();
    await page.getByRole('button', { name: '+ Add a user' }).click();
    await expect(pendingRows(page)).toHaveCount(2);
    await expect(pendingRows(page).first()).toContainText('Quarter 2');

    const users = await records.get<User[]>('user');
    const assignable = users.filter((u) => u.role_id !== null && ASSIGNABLE_ROLE_IDS.includes(u.role_id));
    const options = await newUser(page, 1).locator('option:not([value=""])').allTextContents();
    expect(options.sort()).toEqual(assignable.map((u) => u.display_name).sort());
    for (const name of ['Indra IT', 'Avery Auditor', 'Uma Unassigned']) expect(options).not.toContain(name);

    await newUser(page, 2).selectOption({ label: 'Robin Researcher' });
    await page.getByRole('button', { name: 'Delete new user 1' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(pendingRows(page)).toHaveCount(1);
    await expect(newUser(page, 1)).toHaveValue(String(users.find((u) => u.display_name === 'Robin Researcher')!.id));

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(pendingRows(page)).toHaveCount(0);
    await expect(page.getByTestId('alert-success')).toHaveCount(0);
  });

  test('a saved row is removed after confirmation; a user added and saved shows their Assigned Records', async ({
    page,
    signInAs,
    records,
  }) => {
    await signInAs('coordinator');
    await page.goto('/assign-records');
    await pickCollection(page, MONASH, 'monash');
    const part1 = (await batchesOf(records, MONASH)).find((b) => b.title === 'Part 1')!;
    await tick(page, 'Part 1');

    const before = await records.get<BatchUser[]>(`batch_user?batch_ids=${part1.id}`);
    const leaving = before.find((r) => r.user.display_name !== 'Robin Researcher')!;
    const name = leaving.user.display_name;
    await expect(assignmentRows(page)).toHaveCount(before.length);

    // Cancelling the confirmation keeps the row.
    await page.getByRole('button', { name: `Delete ${name} from Part 1` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`${name} will no longer be assigned to Part 1`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(assignmentRows(page).filter({ hasText: name })).toHaveCount(1);

    await page.getByRole('button', { name: `Delete ${name} from Part 1` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByTestId('alert-success')).toHaveText('Assignment removed successfully');
    await expect(assignmentRows(page).filter({ hasText: name })).toHaveCount(0);
    expect((await records.get<BatchUser[]>(`batch_user?batch_ids=${part1.id}`)).map((r) => r.id)).not.toContain(
      leaving.id,
    );

    // Riley joins; the records the leaver had not researched are dealt out again.
    await page.getByRole('button', { name: '+ Add a user' }).click();
    await newUser(page, 1).selectOption({ label: 'Riley Researcher' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('alert-success').last()).toHaveText('Records assigned successfully');
    await expect(pendingRows(page)).toHaveCount(0);

    const after = await records.get<BatchUser[]>(`batch_user?batch_ids=${part1.id}`);
    const riley = after.find((r) => r.user.display_name === 'Riley Researcher')!;
    expect(riley.user.total_documents).toBeGreaterThan(0);
    const rileyRow = assignmentRows(page).filter({ hasText: 'Riley Researcher' });
    await expect(rileyRow).toHaveCount(1);
    await expect(rileyRow.getByRole('cell').nth(1)).toHaveText(String(riley.user.total_documents));
    await expect(rileyRow.getByRole('cell').first()).toHaveText('Part 1');
  });

  test("a save the server refuses shows the server's message only", async ({ page, signInAs }) => {
    await signInAs('it');
    await page.goto('/assign-records');
    await page.getByRole('button', { name: '+ Add a user' }).click();
    await newUser(page, 1).selectOption({ label: 'Robin Researcher' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('alert-danger')).toHaveText('Please select at least one batch');

    await pickCollection(page, USYD);
    await tick(page, 'Quarter 3');
    await page.getByRole('button', { name: 'Delete new user 1' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('alert-danger').last()).toHaveText('Please add at least one user');
  });

  test('an auditor is refused the screen and its calls', async ({ page, signInAs }) => {
    await signInAs('auditor');
    await expect(page.getByRole('main').getByRole('link', { name: /Assign Records/ })).toHaveCount(0);
    await page.goto('/assign-records');
    await expect(page).toHaveURL('/access-denied');
    await expect(page.getByText(MESSAGES.accessDenied)).toBeVisible();
    const answer = await page.request.post('/graphql', {
      headers: { 'apollo-require-preflight': 'true' },
      data: { query: 'mutation { assignUsersToBatches(batchIds: ["1"], userIds: ["1"]) { message } }' },
    });
    expect(
      ((await answer.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
  });

  test('a researcher is refused the screen', async ({ page, signInAs }) => {
    await signInAs('researcher');
    await page.goto('/assign-records');
    await expect(page).toHaveURL('/access-denied');
    await expect(page.getByText(MESSAGES.accessDenied)).toBeVisible();
  });
});
