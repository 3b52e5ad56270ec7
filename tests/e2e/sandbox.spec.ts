import { test, expect } from './fixtures.ts';

test('the GraphQL sandbox runs a query from the built app, with no internet', async ({ page, signInAs }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== '127.0.0.1' && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) {
      outside.push(request.url());
    }
  });
  // The sandbox runs queries with the browser's session, like the app.
  await signInAs('coordinator');
  await page.goto('/graphql');
  await expect(page).toHaveTitle('GraphQL sandbox · Research tool');
  // GraphiQL's editors start in web workers; on a busy machine a first click can come before they are ready.
  await expect(async () => {
    await page.getByRole('button', { name: /Execute query/ }).click();
    await expect(page.locator('.result-window')).toContainText('Casey Coordinator', { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  expect(outside).toEqual([]);
});
