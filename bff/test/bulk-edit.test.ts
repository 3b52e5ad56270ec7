import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { BULK_EDIT_MESSAGES, PAGE_SIZES } from '@rt/domain';
import { insertBatch, insertCollection, insertDocuments } from '../../api/src/seed/factories.ts';
import { startTestBff, type GraphQLResponse, type TestBff } from './bff-harness.ts';

/**
 * The bulk-edit query and saved queries through GraphQL over a collection of this file's own: 130
 * records in batch A (every other on hold; biblio publishers 'Press 000'.. with a copy type),
 * 3 in batch B of the same collection. Enums and numbers as the schema carries them, cells in the
 * columns' order, keyset pages both ways, the spec's texts, and who may ask.
 */
let bff: TestBff;
let logged: MockInstance<typeof console.log>;
const as: Record<'coordinator' | 'it' | 'researcher', { cookie: string }> = {} as never;
let collectionId: string;
let batchA: string;
let batchB: string;

const errorOf = (response: GraphQLResponse<unknown>) => ({
  code: response.errors?.[0]?.extensions?.code,
  message: response.errors?.[0]?.message,
});

beforeAll(async () => {
  logged = vi.spyOn(console, 'log').mockImplementation(() => {});
  bff = await startTestBff();
  for (const who of ['coordinator', 'it', 'researcher'] as const)
    as[who] = { cookie: await bff.signIn(`${who}@example.org`) };
  const collection = await insertCollection(bff.api.db, { collection_title: 'Bulk Edit GraphQL Collection' });
  collectionId = String(collection.id);
  batchA = String((await insertBatch(bff.api.db, { research_collection_id: collection.id })).id);
  batchB = String((await insertBatch(bff.api.db, { research_collection_id: collection.id })).id);
  await insertDocuments(
    bff.api.db,
    Array.from({ length: 130 }, (_, i) => ({
      batch_id: Number(batchA),
      status: i % 2 === 0 ? ('on_hold' as const) : ('ready_for_research' as const),
      biblios: [{ publisher: `Press ${String(i).padStart(3, '0')}`, units_copied: i }],
      usages: 1,
    })),
  );
  await insertDocuments(
    bff.api.db,
    Array.from({ length: 3 }, () => ({ batch_id: Number(batchB), status: 'on_hold' as const, biblios: 1, usages: 1 })),
  );
});
afterAll(async () => {
  logged?.mockRestore();
  await bff?.close();
});

const RECORDS = `query ($query: BulkEditQueryInput!, $scope: BulkEditScopeInput!, $cursor: String) {
  bulkEditRecords(query: $query, scope: $scope, cursor: $cursor) {
    records { id recordUrl cells }
    total pageSize nextCursor previousCursor
    columns { key resource field label type editable whole choices { kind values lookupList } }
    sort { resource field direction }
  } }`;

type Page = {
  bulkEditRecords: {
    records: { id: string; recordUrl: string; cells: unknown[] }[];
    total: number;
    pageSize: number;
    nextCursor: string | null;
    previousCursor: string | null;
    columns: { key: string; type: string; choices: unknown }[];
    sort: { resource: string; field: string; direction: string };
  };
};

const ON_HOLD = {
  filters: [{ resource: 'DOCUMENT_DETAIL', field: 'status', op: 'EQUALS', value: 'on_hold', type: 'ENUM' }],
  columns: [
    { resource: 'BIBLIO', field: 'publisher' },
    { resource: 'DOCUMENT_DETAIL', field: 'status' },
    { resource: 'BIBLIO', field: 'units_copied' },
    { resource: 'USAGE', field: 'copy_type' },
  ],
  sort: { resource: 'BIBLIO', field: 'publisher', direction: 'DESC' },
};

describe('bulkEditRecords', () => {
  it('answers a page of rows with cells in the columns’ order, the total and the columns as the catalogue has them', async () => {
    const answer = await bff.query<Page>(RECORDS, { query: ON_HOLD, scope: { batchIds: [batchA] } }, as.coordinator);
    expect(answer.errors).toBeUndefined();
    const page = answer.data!.bulkEditRecords;
    expect(page).toMatchObject({ total: 65, pageSize: PAGE_SIZES.bulkEditResults, previousCursor: null });
    expect(page.records).toHaveLength(65);
    expect(page.nextCursor).toBeNull();
    const [first] = page.records;
    expect(first.cells.slice(0, 3)).toEqual(['Press 128', 'on_hold', 128]);
    expect(first.recordUrl).toBe(`/research/${first.id}`);
    expect(page.sort).toEqual({ resource: 'BIBLIO', field: 'publisher', direction: 'DESC' });
    expect(page.columns).toEqual([
      expect.objectContaining({ key: 'biblio.publisher', type: 'STRING', choices: null }),
      expect.objectContaining({
        key: 'document_detail.status',
        type: 'ENUM',
        choices: { kind: 'VALUES', values: expect.arrayContaining(['on_hold']), lookupList: null },
      }),
      expect.objectContaining({ key: 'biblio.units_copied', type: 'NUMBER', whole: true }),
      expect.objectContaining({
        key: 'usage.copy_type',
        choices: { kind: 'LOOKUP', values: null, lookupList: 'COPY_TYPE' },
      }),
    ]);
  });

  it('pages on and back by keyset over a collection and a batch', async () => {
    const query = { filters: [], columns: [{ resource: 'BIBLIO', field: 'units_copied' }] };
    const scope = { researchCollectionIds: [collectionId], batchIds: [batchA] };
    const first = (await bff.query<Page>(RECORDS, { query, scope }, as.it)).data!.bulkEditRecords;
    expect(first.total).toBe(130);
    expect(first.records).toHaveLength(100);
    const second = (await bff.query<Page>(RECORDS, { query, scope, cursor: first.nextCursor }, as.it)).data!
      .bulkEditRecords;
    expect(second.records).toHaveLength(30);
    expect(second.nextCursor).toBeNull();
    const back = (await bff.query<Page>(RECORDS, { query, scope, cursor: second.previousCursor }, as.it)).data!
      .bulkEditRecords;
    expect(back.records.map((r) => r.id)).toEqual(first.records.map((r) => r.id));
  });

  it("refuses a query without a batch or collection with the screen's message, and a field the catalogue lacks", async () => {
    const none = await bff.query(RECORDS, { query: ON_HOLD, scope: {} }, as.coordinator);
    expect(errorOf(none)).toEqual({ code: 'BAD_USER_INPUT', message: BULK_EDIT_MESSAGES.scopeRequired });
    const unknown = await bff.query(
      RECORDS,
      {
        query: { filters: [{ resource: 'BIBLIO', field: 'password', op: 'EQUALS', value: 'x' }], columns: [] },
        scope: { batchIds: [batchA] },
      },
      as.coordinator,
    );
    expect(errorOf(unknown)).toEqual({
      code: 'BAD_USER_INPUT',
      message: "'biblio.password' is not a field of the bulk-edit catalogue",
    });
    const notAnId = await bff.query(RECORDS, { query: ON_HOLD, scope: { batchIds: ['1?x=1'] } }, as.coordinator);
    expect(errorOf(notAnId).code).toBe('BAD_USER_INPUT');
  });

  it('is refused to a researcher', async () => {
    const answer = await bff.query(RECORDS, { query: ON_HOLD, scope: { batchIds: [batchA] } }, as.researcher);
    expect(errorOf(answer).code).toBe('FORBIDDEN');
  });
});

describe('bulkEditRecordIds', () => {
  it('answers every matching id, not only a page, with the cap of a bulk update', async () => {
    const answer = await bff.query<{
      bulkEditRecordIds: { ids: string[]; total: number; cap: number; capped: boolean };
    }>(
      `query ($query: BulkEditQueryInput!, $scope: BulkEditScopeInput!) {
        bulkEditRecordIds(query: $query, scope: $scope) { ids total cap capped } }`,
      { query: { filters: [], columns: [] }, scope: { researchCollectionIds: [collectionId] } },
      as.coordinator,
    );
    expect(answer.errors).toBeUndefined();
    const found = answer.data!.bulkEditRecordIds;
    expect(found).toMatchObject({ total: 133, cap: 10_000, capped: false });
    expect(found.ids).toHaveLength(133);
    expect(found.ids.every((id) => /^\d+$/.test(id))).toBe(true);
  });
});

const SAVE = `mutation ($id: ID, $queryTitle: String!, $query: BulkEditQueryInput!, $scope: BulkEditScopeInput!) {
  saveBulkEditQuery(id: $id, queryTitle: $queryTitle, query: $query, scope: $scope) {
    message
    savedQuery {
      id settingsName queryTitle batchIds researchCollectionIds createdByUsername createdAt
      query { filters { resource field op value type } columns { resource field } sort { resource field direction } }
    }
    userErrors { field code message }
  } }`;
const DELETE = `mutation ($id: ID!) { deleteBulkEditQuery(id: $id) { message deletedId userErrors { field code message } } }`;
const LIST = `{ bulkEditSavedQueries { id queryTitle settingsName createdByUsername createdAt } }`;

type Saved = {
  saveBulkEditQuery: {
    message: string | null;
    savedQuery: { id: string; query: unknown; batchIds: string[]; researchCollectionIds: string[] } | null;
    userErrors: { field: string | null; code: string; message: string }[];
  };
};

describe('saved queries', () => {
  it("saves, lists, loads and deletes a query with the spec's texts; a title taken is a userError on queryTitle", async () => {
    const vars = { queryTitle: 'GraphQL On Hold', query: ON_HOLD, scope: { batchIds: [batchA, batchB] } };
    const saved = (await bff.query<Saved>(SAVE, vars, as.coordinator)).data!.saveBulkEditQuery;
    expect(saved.message).toBe(BULK_EDIT_MESSAGES.saved);
    expect(saved.userErrors).toEqual([]);
    expect(saved.savedQuery).toMatchObject({
      settingsName: 'bulk_edit',
      queryTitle: 'GraphQL On Hold',
      createdByUsername: 'Casey Coordinator',
      batchIds: [batchA, batchB],
      researchCollectionIds: [],
      query: {
        filters: [{ resource: 'DOCUMENT_DETAIL', field: 'status', op: 'EQUALS', value: 'on_hold', type: 'ENUM' }],
        columns: ON_HOLD.columns,
        sort: ON_HOLD.sort,
      },
    });
    const id = saved.savedQuery!.id;

    const list = await bff.query<{ bulkEditSavedQueries: { id: string; createdAt: string }[] }>(LIST, {}, as.it);
    expect(list.data!.bulkEditSavedQueries.find((q) => q.id === id)?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const one = await bff.query<{ bulkEditSavedQuery: { queryTitle: string } | null }>(
      `query ($id: ID!) { bulkEditSavedQuery(id: $id) { queryTitle } }`,
      { id },
      as.it,
    );
    expect(one.data!.bulkEditSavedQuery).toEqual({ queryTitle: 'GraphQL On Hold' });

    const again = (await bff.query<Saved>(SAVE, { ...vars, queryTitle: 'graphql on hold' }, as.it)).data!
      .saveBulkEditQuery;
    expect(again.savedQuery).toBeNull();
    expect(again.userErrors).toEqual([
      { field: 'queryTitle', code: 'CONFLICT', message: expect.stringMatching(/^Failed to save query\. /) },
    ]);

    const deleted = await bff.query<{ deleteBulkEditQuery: { message: string; deletedId: string } }>(
      DELETE,
      { id },
      as.it,
    );
    expect(deleted.data!.deleteBulkEditQuery).toMatchObject({ message: BULK_EDIT_MESSAGES.deleted, deletedId: id });
    const gone = await bff.query<{ deleteBulkEditQuery: { userErrors: { code: string; message: string }[] } }>(
      DELETE,
      { id },
      as.it,
    );
    expect(gone.data!.deleteBulkEditQuery.userErrors).toEqual([
      { field: 'id', code: 'NOT_FOUND', message: expect.stringMatching(/^Failed to delete query\. /) },
    ]);
    const missing = await bff.query<{ bulkEditSavedQuery: null }>(
      `query ($id: ID!) { bulkEditSavedQuery(id: $id) { id } }`,
      { id },
      as.it,
    );
    expect(missing.data!.bulkEditSavedQuery).toBeNull();
  });

  it('refuses a researcher the list and the save', async () => {
    expect(errorOf(await bff.query(LIST, {}, as.researcher)).code).toBe('FORBIDDEN');
    const save = await bff.query(
      SAVE,
      { queryTitle: 'Not mine', query: ON_HOLD, scope: { batchIds: [batchA] } },
      as.researcher,
    );
    expect(errorOf(save).code).toBe('FORBIDDEN');
  });
});
