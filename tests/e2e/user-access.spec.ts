import { MESSAGES, ROLE_IDS } from '@rt/domain';
import { DEMO_ACCOUNTS, expect, test, useTestToken } from './fixtures.ts';

/** The User Access screen (spec sections 2, 5, 6 and 8), IT only. */
const SAVE_NEEDS_BOTH = 'Save failed! Please select both email and roles';
const robin = DEMO_ACCOUNTS.researcher2;

test.describe('user access', () => {
  test("IT makes a researcher a Coordinator and back, which applies at the user's next request", async ({
    page,
    browser,
    signInAs,
  }) => {
    await signInAs('it');
    await page
      .getByRole('main')
      .getByRole('link', { name: /User Access/ })
      .click();
    await expect(page.getByRole('heading', { name: 'User Access', level: 1 })).toBeVisible();

    const userSelect = page.getByLabel('User email');
    const roleSelect = page.getByLabel('Access role');
    await userSelect.selectOption({ label: robin.email });
    await expect(page.getByText(`${robin.displayName} is currently assigned to Researcher`)).toBeVisible();

    // Robin, signed in elsewhere, may not assign records yet.
    const robinContext = await browser.newContext();
    await useTestToken(robinContext, 'researcher2');
    const robinPage = await robinContext.newPage();
    await robinPage.goto('/assign-records');
    await expect(robinPage.getByText(MESSAGES.accessDenied)).toBeVisible();

    await roleSelect.selectOption({ label: 'Coordinator' });
    await page.getByRole('button', { name: 'Save' }).click();
    // The server's message is the success alert.
    await expect(page.getByTestId('alert-success')).toHaveText(`${robin.displayName} is now assigned to Coordinator`);
    await expect(page.getByText(`${robin.displayName} is currently assigned to Coordinator`)).toBeVisible();

    await robinPage.goto('/assign-records');
    await expect(robinPage.getByRole('heading', { name: 'Assign Records', level: 1 })).toBeVisible();

    await roleSelect.selectOption({ label: 'Researcher' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('alert-success').last()).toHaveText(
      `${robin.displayName} is now assigned to Researcher`,
    );
    await expect(page.getByText(`${robin.displayName} is currently assigned to Researcher`)).toBeVisible();

    await robinPage.goto('/assign-records');
    await expect(robinPage.getByText(MESSAGES.accessDenied)).toBeVisible();
    await robinContext.close();
  });

  test('saving needs both a user and a role; Cancel clears the form', async ({ page, signInAs }) => {
    await signInAs('it');
    await page.goto('/user-access');
    const save = page.getByRole('button', { name: 'Save' });

    await save.click();
    await expect(page.getByTestId('alert-danger')).toHaveText(SAVE_NEEDS_BOTH);

    await page.getByLabel('User email').selectOption({ label: robin.email });
    await save.click();
    // The second refusal's alert replaces the first's.
    await expect(page.getByTestId('alert-danger')).toHaveCount(1);
    await expect(page.getByTestId('alert-danger')).toHaveText(SAVE_NEEDS_BOTH);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('User email')).toHaveValue('');
    await expect(page.getByLabel('Access role')).toHaveValue('');
    await expect(page.getByText(/is currently assigned to/)).toHaveCount(0);

    await page.getByLabel('Access role').selectOption({ label: 'Coordinator' });
    await save.click();
    await expect(page.getByTestId('alert-danger')).toHaveCount(1);
    await expect(page.getByTestId('alert-danger')).toHaveText(SAVE_NEEDS_BOTH);
    // Nothing was saved.
    await expect(page.getByTestId('alert-success')).toHaveCount(0);
  });

  test('a coordinator is refused the screen, and the server refuses the calls behind it', async ({
    page,
    signInAs,
  }) => {
    await signInAs('coordinator');
    await expect(page.getByRole('main').getByRole('link', { name: /User Access/ })).toHaveCount(0);
    await page.goto('/user-access');
    await expect(page).toHaveURL('/access-denied');
    await expect(page.getByText(MESSAGES.accessDenied)).toBeVisible();

    // The browser is never trusted: the same calls, made by hand with the coordinator's session.
    const graphql = async (query: string) => {
      const res = await page.request.post('/graphql', {
        headers: { 'apollo-require-preflight': 'true' },
        data: { query },
      });
      return (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
    };
    const roles = await graphql('{ roles { id value } }');
    expect(roles.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Were it let through, this would change nothing: Uma keeps the role Unassigned.
    const users = (await graphql('{ users { id email } }')) as { data?: { users: { id: string; email: string }[] } };
    const uma = users.data?.users.find((u) => u.email === DEMO_ACCOUNTS.unassigned.email);
    expect(uma, 'a coordinator may list users (Assign Records)').toBeDefined();
    const assign = await graphql(
      `mutation { assignRole(userId: "${uma!.id}", roleId: ${ROLE_IDS.Unassigned}) { message } }`,
    );
    expect(assign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
