import { expect, test } from './fixtures.ts';

/** Integrators on User Access (IT only): created, listed, revoked. */
test('IT creates an integrator, sees it in the table, and revokes it', async ({ page, signInAs }) => {
  await signInAs('it');
  await page.goto('/user-access');
  const table = page.getByRole('table', { name: 'Integrators' });
  // The development provider's client, loaded with the data.
  await expect(table.getByRole('row', { name: /Reporting Integration/ })).toContainText('Coordinator');

  const clientId = `ledger-${Date.now()}`;
  const form = page.getByRole('form', { name: 'New integrator' });
  await form.getByRole('button', { name: 'Create integrator' }).click();
  await expect(form.getByText('Enter the client id.')).toBeVisible();

  await form.getByLabel('Name').fill('Royalty Ledger');
  await form.getByLabel('Client id').fill(clientId);
  await form.getByLabel('Role').selectOption({ label: 'Researcher' });
  await form.getByLabel('Scope').selectOption({ label: 'Read and write' });
  await form.getByRole('button', { name: 'Create integrator' }).click();
  await expect(page.getByTestId('alert-success')).toHaveText('Royalty Ledger can now call the API as Researcher');
  await expect(form.getByLabel('Name')).toHaveValue('');

  const row = table.getByRole('row', { name: new RegExp(clientId) });
  await expect(row).toContainText('Researcher');
  await expect(row).toContainText('Read and write');
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: 'Revoke Royalty Ledger' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke integrator' });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByTestId('alert-success').last()).toHaveText(
    'Royalty Ledger is revoked: its tokens are refused from now on',
  );
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
});
