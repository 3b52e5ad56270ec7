import { describe, it, expect, beforeAll, afterAll, vi, type MockInstance } from 'vitest';
import { BULK_EDIT_MESSAGES, type RoleName } from '@rt/domain';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { insertBatch, insertCollection, insertDocuments } from '../src/seed/factories.ts';
import type { BulkRecordIds } from '../src/modules/bulk-edit/query-record-ids.ts';
import type { BulkRecordPage } from '../src/modules/bulk-edit/query-records.ts';
import { MAX_BULK_UPDATE_RECORDS } from '../src/modules/bulk-edit/update-body.ts';
import type { callApi } from './call-api.ts';
import { signInEveryRole } from './sign-in.ts';
import { expectRefusal } from './expect-refusal.ts';

/**
 * POST /api/partial_record/record_ids: every record a query matches, for 'select all'. Batch A
 * holds 150 records (every third on hold with a biblio by 'Penguin'), batch B of another collection 2.
 */
let api: TestApi;
const as: Record<RoleName | 'nobody', ReturnType<typeof callApi>> = {} as never;
let logged: MockInstance<typeof console.log>;
let batchA: number;
let collectionB: number;

const PENGUIN_ON_HOLD = {
  filters: [
    { resource: 'document_detail', field: 'status', op: 'equals', value: 'on_hold' },
    { resource: 'biblio', field: 'publisher', op: 'contains', value: 'penguin' },
  ],
  columns: [{ resource: 'biblio', field: 'publisher' }],
  sort: { resource: 'biblio', field: 'publisher', direction: 'desc' },
};

beforeAll(async () => {
  logged = vi.spyOn(console, 'log').mockImplementation(() => {});
  api = await startTestApi({ auth: { testMode: true } });
  Object.assign(as, await signInEveryRole(api));
  const collectionA = (await insertCollection(api.db, { collection_title: 'Record Ids A' })).id;
  batchA = (await insertBatch(api.db, { research_collection_id: collectionA })).id;
  collectionB = (await insertCollection(api.db, { collection_title: 'Record Ids B' })).id;
  const batchB = (await insertBatch(api.db, { research_collection_id: collectionB })).id;
  await insertDocuments(
    api.db,
    Array.from({ length: 150 }, (_, i) =>
      i % 3 === 0
        ? { batch_id: batchA, status: 'on_hold' as const, biblios: [{ publisher: `Penguin ${i}` }], usages: 1 }
        : { batch_id: batchA, status: 'ready_for_research' as const, biblios: 1, usages: 1 },
    ),
  );
  await insertDocuments(api.db, [
    { batch_id: batchB, status: 'on_hold', biblios: [{ publisher: 'Penguin' }], usages: 1 },
    { batch_id: batchB, status: 'on_hold', biblios: [{ publisher: 'Other' }], usages: 1 },
  ]);
});
afterAll(async () => {
  logged?.mockRestore();
  await api?.close();
});

describe('POST /api/partial_record/record_ids', () => {
  it("answers the ids of every record the query's pages hold, by id, with the total", async () => {
    const scope = { batch_id: [batchA], research_collection_id: [collectionB] };
    const answer = await as.Coordinator.post<BulkRecordIds>('/partial_record/record_ids', {
      query: PENGUIN_ON_HOLD,
      ...scope,
    });
    expect(answer.status).toBe(200);
    const { data } = answer.body;
    expect(data).toMatchObject({ total: 51, cap: MAX_BULK_UPDATE_RECORDS, capped: false });
    expect(answer.body.message).toBe('51 records found');

    const paged: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { data: BulkRecordPage } } = await as.Coordinator.post<BulkRecordPage>(
        '/partial_record/query',
        { query: PENGUIN_ON_HOLD, ...scope, cursor },
      );
      paged.push(...page.body.data.records.map((r) => r.id));
      cursor = page.body.data.next_cursor;
    } while (cursor);
    expect(data.ids).toEqual([...paged].sort((a, b) => a - b));
    expect(data.ids).toHaveLength(51);
  });

  it("refuses a query without a batch or collection with the screen's message, and a researcher", async () => {
    expectRefusal(
      await as.Coordinator.post('/partial_record/record_ids', { query: PENGUIN_ON_HOLD }),
      400,
      BULK_EDIT_MESSAGES.scopeRequired,
      'batch_id',
    );
    expect(
      (await as.Researcher.post('/partial_record/record_ids', { query: PENGUIN_ON_HOLD, batch_id: batchA })).status,
    ).toBe(403);
  });

  it('refuses a filter the catalogue lacks, naming its place', async () => {
    const answer = await as.IT.post('/partial_record/record_ids', {
      query: { filters: [{ resource: 'biblio', field: 'password', op: 'equals', value: 'x' }], columns: [] },
      batch_id: [batchA],
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { field?: string }).field).toBe('query.filters.0.field');
  });
});
