import { test, expect } from './fixtures.ts';

test('the GraphQL sandbox runs a query from the built app, with no internet', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== '127.0.0.1' && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) {
      outside.push(request.url());
    }
  });
  await page.goto('/graphql');
  await expect(page).toHaveTitle('GraphQL sandbox · Research tool');
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect(page.locator('.result-window')).toContainText('Casey Coordinator');
  expect(outside).toEqual([]);
});
