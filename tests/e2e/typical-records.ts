import type { Page } from '@playwright/test';
import type { BatchRow as Batch, FullRecord as StoredRecord } from '@rt/api/contract';
import { expect, type test } from './fixtures.ts';

export type Records = Parameters<Parameters<typeof test>[2]>[0]['records'];

/**
 * A batch of its own with `count` typical records in the demo coordinator's queue (a record made
 * as Manual data entry makes one is its maker's): one biblio with nothing identified yet and one
 * usage with nothing filled, linked.
 */
export async function typicalRecords(records: Records, count: number): Promise<StoredRecord[]> {
  const [collection] = await records.get<Array<{ id: number }>>('research_collection');
  const batch = await records.send<Batch>('post', 'batch', {
    research_collection_id: collection!.id,
    period: 'Part',
    period_number: `Keys ${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    date_from: '2026-07-01',
    date_to: '2026-09-30',
    status: 'unlocked',
    target_complete_date: null,
  });
  const made: StoredRecord[] = [];
  for (let i = 0; i < count; i += 1) {
    const { record } = await records.send<{ record: StoredRecord }>('post', 'document_detail/full_record/null', {
      batch_id: batch.id,
      biblios: [{ key: 'b' }],
      usages: [{ key: 'u' }],
      biblio_usage: [{ biblio_key: 'b', usage_key: 'u', active_flag: true }],
    });
    made.push(record);
  }
  return made;
}

/** Opens a typical record of its own (one biblio and one usage, as most are) as the demo coordinator. */
export async function openTypicalRecord(
  page: Page,
  records: Records,
  signInAs: (account: 'coordinator') => Promise<void>,
): Promise<StoredRecord> {
  const [record] = await typicalRecords(records, 1);
  await signInAs('coordinator');
  await page.goto(`/research/${record!.id}`);
  await expect(page.getByTestId('research-form').getByLabel('Title', { exact: true })).toBeVisible();
  return record!;
}
