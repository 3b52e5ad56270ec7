import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './tests/chromium.ts';

/**
 * The production smoke test (tests/production, docs/decisions/068): the compiled product in
 * production mode behind TLS, with its own provider, bucket and database, which the test starts
 * and removes itself. `npm run test:production` builds first; `npm test` runs it after the e2e
 * suite's build.
 */
export default defineConfig({
  testDir: 'tests/production',
  // Apart from the e2e suite's, which a run here would otherwise clear.
  outputDir: 'test-results/production',
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    // The certificate is the run's own throw-away CA's, which Chromium does not know.
    ignoreHTTPSErrors: true,
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
});
