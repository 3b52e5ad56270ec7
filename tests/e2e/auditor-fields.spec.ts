import { expect, test } from './fixtures.ts';

type Row = { id: number; collection_title: string };

/**
 * An External Auditor's research form (spec section 6, docs/decisions/043) over the demo data:
 * the USYD collections are of the licence scheme 'Universities EUS', the GOV one of 'Government Copying'.
 */
test('an External Auditor sees the reduced field set of a Universities EUS record, and the whole set of another scheme', async ({
  page,
  signInAs,
  records,
}) => {
  const [eus] = await records.send<Row[]>('post', 'document_detail/find_records', { criteria: 'USYD-' });
  const [government] = await records.send<Row[]>('post', 'document_detail/find_records', { criteria: 'GOV-' });
  await signInAs('auditor');
  const form = page.getByTestId('research-form');
  const field = (label: string) => form.getByLabel(label, { exact: true });

  await page.goto(`/research/${eus.id}`);
  for (const label of [
    'Title',
    'Publisher',
    'Creator',
    'Pages',
    'Units copied',
    'Copy type',
    'Times copied',
    'Event date',
  ])
    await expect(field(label), label).toBeVisible();
  for (const label of [
    'Notes',
    'Source creators',
    'Recipient',
    'Work sub type',
    'Terms and conditions',
    'Issue number',
  ])
    await expect(field(label), label).toHaveCount(0);
  await expect(field('Title')).toBeDisabled();

  await page.goto(`/research/${government.id}`);
  for (const label of ['Title', 'Notes', 'Source creators', 'Issue name', 'Terms and conditions', 'Copy type'])
    await expect(field(label), label).toBeVisible();
});

test('a Researcher sees every field of a Universities EUS record', async ({ page, signInAs, records }) => {
  const [eus] = await records.send<Row[]>('post', 'document_detail/find_records', { criteria: 'USYD-' });
  await signInAs('researcher');
  await page.goto(`/research/${eus.id}`);
  const form = page.getByTestId('research-form');
  for (const label of ['Title', 'Notes', 'Source creators', 'Recipient', 'Issue number'])
    await expect(form.getByLabel(label, { exact: true }), label).toBeVisible();
});
