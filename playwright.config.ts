import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM } from './tests/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4100);
const API_PORT = PORT + 1;
export const E2E_API_URL = `http://127.0.0.1:${API_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // CI machines run at times three times slower than a quiet one: the tests assert behaviour, and
  // speed is measured by the benchmarks, so a slow machine gets more time rather than a red run.
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    // DOM snapshots and network of a failed test, without the screencast: recording every page's
    // frames took half a core per worker, enough to starve a two-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  webServer: {
    // The product as `npm start` runs it, on its own ports and a database of its own.
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    // Its info lines (sign-ins, refusals the tests provoke) would bury the report; errors still show
    // (stderr). E2E_SERVER_OUTPUT=1 shows everything.
    stdout: process.env.E2E_SERVER_OUTPUT ? 'pipe' : 'ignore',
    env: {
      NODE_ENV: 'test',
      PORT: String(PORT),
      // The BFF finds the API by API_PORT, as `npm start` passes it on.
      API_PORT: String(API_PORT),
      // The development provider's issuer and the redirect URIs follow the address the tests open.
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // Tests sign in by e-mail (POST /auth/test-login), on both services.
      AUTH_TEST_MODE: 'true',
      DATA_DIR: process.env.DATABASE_URL ? './data' : mkdtempSync(path.join(tmpdir(), 'rt-e2e-')),
    },
  },
});
