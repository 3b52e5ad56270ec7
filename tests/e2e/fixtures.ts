import { test as base, expect } from '@playwright/test';
import { E2E_API_URL } from '../../playwright.config.ts';

type QueueSummary = { completed_today: number; ready_for_research: number; on_hold: number };

/** Reads straight from the records API, so a test can compare the screen with what is stored. */
export const test = base.extend<{ records: { get: <T>(path: string) => Promise<T> } }>({
  records: async ({ playwright }, use) => {
    const api = await playwright.request.newContext({ baseURL: `${E2E_API_URL}/api/` });
    await use({
      get: async <T>(path: string) => {
        const res = await api.get(path);
        expect(res.ok(), `GET ${path}`).toBe(true);
        return ((await res.json()) as { data: T }).data;
      },
    });
    await api.dispose();
  },
});

export type { QueueSummary };
export { expect };
