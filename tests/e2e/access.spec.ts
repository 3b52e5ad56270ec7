import { areaOfPath, canAccess, MESSAGES } from '@rt/domain';
import { DEMO_ACCOUNTS, expect, test, useTestToken, type DemoAccount } from './fixtures.ts';
import { SIGNED_IN_SCREENS } from './routes.ts';

/**
 * Every role × every route of the route table (spec sections 2 and 6). What each role may open is
 * read from '@rt/domain' (`areaOfPath` + `canAccess`), the same rules the app and the BFF follow;
 * this spec checks the running product keeps them. One signed-in browser context per role.
 */
const ROLES: DemoAccount[] = ['coordinator', 'researcher', 'it', 'auditor', 'unassigned'];

test.describe('who may open which screen', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const account of ROLES) {
    const { role, displayName } = DEMO_ACCOUNTS[account];

    test(`${role}: allowed screens open, the others say Access Denied`, async ({ page }) => {
      await useTestToken(page, account);
      for (const { path, heading } of SIGNED_IN_SCREENS) {
        const area = areaOfPath(path);
        expect(area, `${path} belongs to a screen`).not.toBeNull();
        await page.goto(path);
        if (canAccess(role, area!)) {
          const name = path === '/' ? `Welcome ${displayName}` : heading;
          await expect.soft(page.getByRole('heading', { name, level: 1 }), `${role} opens ${path}`).toBeVisible();
          await expect.soft(page, `${role} stays on ${path}`).toHaveURL(path);
        } else {
          await expect.soft(page.getByText(MESSAGES.accessDenied), `${role} is refused ${path}`).toBeVisible();
          await expect.soft(page, `${role} is sent away from ${path}`).toHaveURL('/access-denied');
        }
      }
    });
  }

  test('signed out, every screen sends the user to /login', async ({ page }) => {
    for (const { path } of SIGNED_IN_SCREENS) {
      await page.goto(path);
      await expect.soft(page, `${path} while signed out`).toHaveURL('/login');
      await expect.soft(page.getByRole('button', { name: 'Login' }), path).toBeVisible();
    }
  });

  test('signed out, the pages outside sign-in still open', async ({ page }) => {
    await page.goto('/access-denied');
    await expect(page.getByText(MESSAGES.accessDenied)).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page.getByText(MESSAGES.notFound)).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    // A callback that carries no sign-in goes home, and home asks for sign-in.
    await page.goto('/implicit/callback');
    await expect(page).toHaveURL('/login');
  });
});
