import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: './domain', include: ['src/**/*.test.ts'] } },
      {
        // Component tests (*.test.tsx) name their DOM in a `@vitest-environment happy-dom` docblock: the
        // rest stay on Node, as a DOM per test file costs seconds on two cores (docs/decisions/049). A
        // dialog with its focus trap takes seconds to open on a busy machine, hence the longer timeout.
        test: { name: 'web', root: './web', include: ['src/**/*.test.{ts,tsx}'], testTimeout: 30_000 },
      },
      {
        test: {
          name: 'api',
          root: './api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'bff',
          root: './bff',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The product started as `npm start` starts it, then stopped (docs/decisions/067).
        test: {
          name: 'shutdown',
          root: './tests',
          include: ['shutdown/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 150_000,
        },
      },
      {
        // Two replicas of each service behind HAProxy (deploy/cluster, docs/decisions/073).
        test: {
          name: 'cluster',
          root: './tests',
          include: ['cluster/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'fuzz',
          root: './tests',
          include: ['fuzz/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
    // A test's console output is shown only when it fails.
    silent: 'passed-only',
    // Two cores: each worker boots its own database, so two at a time is the most that helps.
    maxWorkers: 2,
  },
});
