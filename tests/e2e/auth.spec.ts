/// <reference lib="dom" />
import type { Page, Response } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test, type DemoAccount } from './fixtures.ts';

/**
 * The real sign-in (docs/decisions/008): the app's Login button, the development provider's page
 * at /oidc, the BFF's callback, and back. No token ever reaches the page.
 */

/** A JWT (access or ID token) anywhere in a text, or the names OAuth gives tokens in JSON. */
const TOKEN_LIKE = /eyJ[\w-]{5,}\.eyJ[\w-]{5,}\.[\w-]*|"(access_token|id_token|refresh_token)"/;

/** Login on the app's page, then the demo account on the provider's page. */
async function signInThroughProvider(page: Page, account: DemoAccount) {
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/oidc\//);
  const email = DEMO_ACCOUNTS[account].email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Each account is a button showing the name, then the e-mail.
  await page.getByRole('button', { name: new RegExp(`${email}$`) }).click();
}

/** Records every /graphql answer of the page, to look for tokens in them. */
function graphqlBodies(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (new URL(response.url()).pathname === '/graphql') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

async function expectNoTokensInPage(page: Page, bodies: Promise<string>[]) {
  const seen = await page.evaluate(() => {
    const values = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').map(
        (key) => `${key}=${storage.getItem(key)}`,
      );
    return { cookie: document.cookie, local: values(localStorage), session: values(sessionStorage) };
  });
  // The session cookie is HttpOnly: the page cannot read it.
  expect(seen.cookie).not.toMatch(/rt_session|__Host-|auth/);
  expect(seen.cookie).not.toMatch(TOKEN_LIKE);
  for (const entry of [...seen.local, ...seen.session]) {
    expect(entry).not.toMatch(TOKEN_LIKE);
    expect(entry.toLowerCase()).not.toMatch(/(access|id|refresh)_?token/);
  }
  const texts = await Promise.all(bodies);
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).not.toMatch(TOKEN_LIKE);
}

test.describe('sign-in through the provider', () => {
  for (const account of Object.keys(DEMO_ACCOUNTS) as DemoAccount[]) {
    const { displayName, role } = DEMO_ACCOUNTS[account];

    test(`${displayName} (${role}) signs in and lands home, and no token reaches the page`, async ({
      page,
      context,
    }) => {
      const bodies = graphqlBodies(page);
      await page.goto('/');
      await expect(page).toHaveURL('/login');
      await signInThroughProvider(page, account);

      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { name: `Welcome ${displayName}`, level: 1 })).toBeVisible();
      await expect(page.getByRole('banner').getByText(displayName)).toBeVisible();

      const cookies = await context.cookies();
      const session = cookies.find((c) => /rt_session$/.test(c.name));
      expect(session, 'the session cookie').toBeDefined();
      expect(session!.httpOnly).toBe(true);
      expect(session!.sameSite).toBe('Lax');
      await expectNoTokensInPage(page, bodies);
      const texts = await Promise.all(bodies);
      for (const text of texts) expect(text).not.toContain(session!.value);
    });
  }
});

test('sign-in returns to the address first asked for', async ({ page }) => {
  await page.goto('/statistics');
  await expect(page).toHaveURL('/login');
  await signInThroughProvider(page, 'researcher');
  await expect(page).toHaveURL('/statistics');
  await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
});

test('logout ends the session: back to /login, and the old session cookie opens nothing', async ({ page, context }) => {
  await page.goto('/');
  await signInThroughProvider(page, 'coordinator');
  await expect(page.getByRole('heading', { name: 'Welcome Casey Coordinator', level: 1 })).toBeVisible();
  const before = await context.cookies();

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await page.goto('/');
  await expect(page).toHaveURL('/login');

  // Even a copy of the old cookie, sent again, is refused: the session is gone on the server.
  await context.addCookies(before.filter((c) => /rt_session$/.test(c.name)));
  await page.goto('/queue');
  await expect(page).toHaveURL('/login');
  const res = await page.request.post('/graphql', {
    headers: { 'apollo-require-preflight': 'true' },
    data: { query: '{ me { id } }' },
  });
  const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

test('a callback the BFF cannot complete comes back to /login with a danger alert', async ({ page }) => {
  // A forged or replayed callback: no sign-in of this browser is waiting for it.
  await page.goto('/implicit/callback?code=forged&state=forged');
  await expect(page).toHaveURL('/login');
  await expect(page.getByTestId('alert-danger')).toHaveText('Sign-in failed, please try again.');
  await page.goto('/');
  await expect(page).toHaveURL('/login');
});

test('a callback that fails while the browser is still signed in comes back home, signed in', async ({
  page,
  signInAs,
}) => {
  await signInAs('researcher');
  // A callback replayed from the history, after the sign-in it finished.
  await page.goto('/implicit/callback?code=forged&state=forged');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Welcome Riley Researcher', level: 1 })).toBeVisible();
  await expect(page.getByTestId('alert-danger')).toHaveCount(0);
});

test.describe('after sign-in, only a page of this site', () => {
  for (const returnTo of [
    '/.//evil.example',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/queue',
    '/.//evil.example/queue',
  ]) {
    test(`returnTo=${returnTo} lands home`, async ({ page, baseURL }) => {
      await page.goto(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
      await expect(page).toHaveURL(/\/oidc\//);
      await page.getByRole('button', { name: /researcher@example\.org$/ }).click();
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.getByRole('heading', { name: 'Welcome Riley Researcher', level: 1 })).toBeVisible();
    });
  }
});

test('the product opened on another name of the server moves to PUBLIC_URL, and sign-in works there', async ({
  page,
  baseURL,
}) => {
  // PUBLIC_URL names 127.0.0.1 (playwright.config.ts); localhost is the same server.
  const otherName = baseURL!.replace('127.0.0.1', 'localhost');
  await page.goto(`${otherName}/statistics`);
  await expect(page).toHaveURL(`${baseURL}/login`);
  await signInThroughProvider(page, 'researcher');
  await expect(page).toHaveURL(`${baseURL}/statistics`);
  await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
});
