import AxeBuilder from '@axe-core/playwright';
import { areaOfPath, canAccess, MESSAGES } from '@rt/domain';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test, useTestToken, type DemoAccount } from './fixtures.ts';
import { PUBLIC_PATHS, SIGNED_IN_SCREENS } from './routes.ts';

/**
 * Every screen, as a role that may open it, has no serious or critical axe finding (WCAG 2.x A and
 * AA: contrast, names, roles, landmarks). Researchers come first: the research screens are theirs.
 */
const ROLES_BY_PREFERENCE: DemoAccount[] = ['researcher', 'coordinator', 'it', 'auditor'];

async function seriousFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('accessibility', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const account of ROLES_BY_PREFERENCE) {
    const { role, displayName } = DEMO_ACCOUNTS[account];
    const screens = SIGNED_IN_SCREENS.filter(({ path }) => {
      const area = areaOfPath(path)!;
      const firstAllowed = ROLES_BY_PREFERENCE.find((a) => canAccess(DEMO_ACCOUNTS[a].role, area));
      return firstAllowed === account;
    });
    if (screens.length === 0) continue;

    test(`${role}: ${screens.map((s) => s.path).join(', ')} have no serious or critical axe findings`, async ({
      page,
    }) => {
      await useTestToken(page, account);
      for (const { path, heading } of screens) {
        await page.goto(path);
        const name = path === '/' ? `Welcome ${displayName}` : heading;
        await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
        // Wait for the screen's data, not only its heading.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        expect.soft(await seriousFindings(page), path).toEqual([]);
      }
    });
  }

  test('the screens outside sign-in have no serious or critical axe findings', async ({ page }) => {
    for (const path of [...PUBLIC_PATHS, '/no/such/page']) {
      await page.goto(path);
      if (path === '/login') await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      else
        await expect(
          page.getByText(path === '/access-denied' ? MESSAGES.accessDenied : MESSAGES.notFound),
        ).toBeVisible();
      expect.soft(await seriousFindings(page), path).toEqual([]);
    }
  });
});
