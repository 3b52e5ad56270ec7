import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

/**
 * A page of a new browser context signed in at the BFF as `email` (test sign-in), with `instrument`
 * run in every document before the app: the Chromium bench steps' starting point.
 */
export async function signedInPage(
  browser: Browser,
  bff: string,
  email: string,
  instrument: () => void,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL: bff });
  const login = await context.request.post('/auth/test-login', {
    headers: { 'apollo-require-preflight': 'true' },
    data: { email },
  });
  if (!login.ok()) throw new Error(`test sign-in: ${login.status()}`);
  await context.addInitScript(instrument);
  return context.newPage();
}

/**
 * Keeps `page` the window in front while the research form opens the document viewer beside it.
 * Headless Chromium draws only the front window at the screen's rate: the one behind gets a frame
 * a second, which would add up to a second to every wait measured to a frame there. A researcher
 * has both windows on screen, each drawn at the screen's rate.
 */
export function keepInFront(page: Page): void {
  page.context().on('page', () => void page.bringToFront());
}
