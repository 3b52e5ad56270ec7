/// <reference lib="dom" />
import { test as base, expect, type BrowserContext, type Page, type Route } from '@playwright/test';
import type { RoleName } from '@rt/domain';
import { E2E_API_URL } from '../../playwright.config.ts';

type QueueSummary = { completed_today: number; ready_for_research: number; on_hold: number };

/** The demo accounts of the seed (README, "Demo accounts"), by the name a test signs in as. */
export const DEMO_ACCOUNTS = {
  coordinator: { email: 'coordinator@example.org', displayName: 'Casey Coordinator', role: 'Coordinator' },
  researcher: { email: 'researcher@example.org', displayName: 'Riley Researcher', role: 'Researcher' },
  researcher2: { email: 'researcher2@example.org', displayName: 'Robin Researcher', role: 'Researcher' },
  it: { email: 'it@example.org', displayName: 'Indra IT', role: 'IT' },
  auditor: { email: 'auditor@example.org', displayName: 'Avery Auditor', role: 'External Auditor' },
  unassigned: { email: 'unassigned@example.org', displayName: 'Uma Unassigned', role: 'Unassigned' },
} as const satisfies Record<string, { email: string; displayName: string; role: RoleName }>;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** The local-storage key of the app's test sign-in (spec section 2, "a test-token bypass"). */
export const TEST_TOKEN_KEY = 'testToken';

/**
 * Signs a browser context in through the test-token bypass: every page of the context starts with
 * local storage `testToken` = the account's e-mail, so the app asks the server (AUTH_TEST_MODE) for
 * a session at its first start. The session cookie then serves every later page of the context.
 */
export async function useTestToken(context: BrowserContext | Page, account: DemoAccount): Promise<void> {
  await context.addInitScript(([key, email]) => window.localStorage.setItem(key, email), [
    TEST_TOKEN_KEY,
    DEMO_ACCOUNTS[account].email,
  ] as const);
}

type Fixtures = {
  /**
   * The records API straight, signed in as the demo coordinator: reads to compare the screen with
   * what is stored, writes to set up what a test needs (each answers `data`; a refusal fails the test).
   */
  records: {
    get: <T>(path: string) => Promise<T>;
    send: <T>(method: 'post' | 'put' | 'delete', path: string, body?: unknown) => Promise<T>;
  };
  /** Signs this test's page in as a demo account and opens home; resolves once the app greets that user. */
  signInAs: (account: DemoAccount) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  records: async ({ playwright }, use) => {
    const login = await playwright.request.newContext({ baseURL: `${E2E_API_URL}/api/` });
    const res = await login.post('login', { data: { test_email: DEMO_ACCOUNTS.coordinator.email } });
    expect(res.ok(), 'POST /api/login { test_email } (the API needs AUTH_TEST_MODE=true)').toBe(true);
    const { session } = ((await res.json()) as { data: { session: string } }).data;
    await login.dispose();

    const api = await playwright.request.newContext({
      baseURL: `${E2E_API_URL}/api/`,
      extraHTTPHeaders: { cookie: `rt_session=${session}` },
    });
    const call = async <T>(method: 'get' | 'post' | 'put' | 'delete', path: string, body?: unknown) => {
      const res = await api[method](path, body === undefined ? undefined : { data: body });
      expect(res.ok(), `${method.toUpperCase()} ${path}: ${res.ok() ? '' : await res.text()}`).toBe(true);
      return ((await res.json()) as { data: T }).data;
    };
    await use({ get: (path) => call('get', path), send: call });
    await api.post('logout');
    await api.dispose();
  },

  signInAs: async ({ page }, use) => {
    await use(async (account) => {
      await useTestToken(page, account);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: `Welcome ${DEMO_ACCOUNTS[account].displayName}` })).toBeVisible();
    });
  },
});

/**
 * For a comparison of the page with the API that is read again on a mismatch (the other worker's
 * tests change the same counts meanwhile): no long wait on each try.
 */
export const QUICK = { timeout: 3_000 };

/** The GraphQL operation a page's call (a route or a response) names. */
export const operationOf = (call: Pick<Route, 'request'>) =>
  (call.request().postDataJSON() as { operationName?: string } | null)?.operationName;

/**
 * Holds the page's GraphQL calls of `operation` on their way until the returned release is called,
 * so that what the screen shows meanwhile can be seen however slow the machine; other calls go on.
 */
export async function holdOperation(page: Page, operation: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (operationOf(route) === operation) await released;
    await route.fallback();
  });
  return release;
}

export type { QueueSummary };
export { expect };
