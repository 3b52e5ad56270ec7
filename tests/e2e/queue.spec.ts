import { QUICK, test, expect, type QueueSummary } from './fixtures.ts';

type QueueGroups = Record<string, Record<string, { external_id: string; total_pages: number | null }>>;

test.describe('the research queue', () => {
  test('shows Completed today and both cards, grouped by name, each record linking to its form', async ({
    page,
    signInAs,
    records,
  }) => {
    await signInAs('coordinator');
    await page.goto('/queue');
    await expect(page.getByRole('heading', { name: 'Research Queue' })).toBeVisible();

    // The other worker's tests research and deal records meanwhile: the page is read again until it
    // and the API show the same moment.
    await expect(async () => {
      await page.reload();
      const summary = await records.get<QueueSummary>('research_queue/queue_summary');
      const ready = await records.get<QueueGroups>('research_queue/ready_for_research');
      const onHold = await records.get<QueueGroups>('research_queue/on_hold');
      await expect(page.getByTestId('completed-today')).toHaveText(String(summary.completed_today), QUICK);

      for (const [title, groups] of [
        ['Research', ready],
        ['On Hold', onHold],
      ] as const) {
        const card = page.getByRole('region', { name: new RegExp(`^${title}`) });
        const names = Object.keys(groups);
        await expect(card.getByTestId('queue-group')).toHaveCount(names.length, QUICK);
        for (const name of names) {
          const ids = Object.keys(groups[name]!);
          const group = card.getByTestId('queue-group').filter({ hasText: `${name} (${ids.length})` });
          await expect(group).toBeVisible(QUICK);
          for (const id of ids) {
            const record = groups[name]![id]!;
            const row = group.getByTestId('queue-record').filter({ hasText: record.external_id });
            await expect(row.getByRole('link', { name: record.external_id, exact: true })).toHaveAttribute(
              'href',
              `/research/${id}`,
              QUICK,
            );
            await expect(row).toHaveText(
              record.total_pages === null ? record.external_id : `${record.external_id}${record.total_pages} pages`,
              QUICK,
            );
          }
        }
      }
    }).toPass({ timeout: 60_000 });
  });

  test('groups collapse and a record opens its research form', async ({ page, signInAs }) => {
    await signInAs('coordinator');
    await page.goto('/queue');
    const card = page.getByRole('region', { name: /^Research/ });
    const group = card.getByTestId('queue-group').first();
    const link = group.getByRole('link').first();
    await expect(link).toBeVisible();
    await group.locator('summary').click();
    await expect(link).toBeHidden();
    await group.locator('summary').click();
    const externalId = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/research\/\d+$/);
    await expect(page.getByTestId('record-id')).toHaveText(externalId);
  });
});
