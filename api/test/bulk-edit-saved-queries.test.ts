import { describe, it, expect, beforeAll, afterAll, vi, type MockInstance } from 'vitest';
import { BULK_EDIT_MESSAGES, type RoleName } from '@rt/domain';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { insertBatch, insertCollection, insertDocuments } from '../src/seed/factories.ts';
import type { BulkRecordPage } from '../src/modules/bulk-edit/query-records.ts';
import type { SavedQuery } from '../src/modules/bulk-edit/saved-queries.ts';
import type { callApi } from './call-api.ts';
import { signInEveryRole } from './sign-in.ts';
import { expectRefusal } from './expect-refusal.ts';
import { countRows } from './count-rows.ts';
import { auditRowsSince, lastAuditId } from './audit-rows.ts';

type Http = ReturnType<typeof callApi>;

/** Saved bulk queries: POST /api/bulk_edit/save_query, GET /api/bulk_edit/load_query, POST /api/bulk_edit/delete_query. */
let api: TestApi;
const as: Record<RoleName | 'nobody', Http> = {} as never;
let logged: MockInstance<typeof console.log>;
let collectionId: number;
let batchA: number;
let batchB: number;
const names = { coordinator: '', it: '' };

const QUERY = {
  filters: [
    { resource: 'document_detail', field: 'status', op: 'equals', value: 'on_hold', type: 'enum' },
    { resource: 'biblio', field: 'publisher', op: 'contains', value: 'penguin', type: 'string' },
  ],
  columns: [
    { resource: 'document_detail', field: 'external_reference_id' },
    { resource: 'biblio', field: 'publisher' },
  ],
  sort: { resource: 'biblio', field: 'publisher', direction: 'desc' },
};

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  Object.assign(as, await signInEveryRole(api));
  for (const who of ['coordinator', 'it'] as const)
    names[who] = (
      await api.db
        .selectFrom('users')
        .select('display_name')
        .where('email', '=', `${who}@example.org`)
        .executeTakeFirstOrThrow()
    ).display_name;
  collectionId = (await insertCollection(api.db, { collection_title: 'Saved Query Collection' })).id;
  batchA = (await insertBatch(api.db, { research_collection_id: collectionId })).id;
  batchB = (await insertBatch(api.db, { research_collection_id: collectionId })).id;
  await insertDocuments(api.db, [
    { batch_id: batchA, status: 'on_hold', biblios: [{ publisher: 'Penguin' }], usages: 1 },
    { batch_id: batchA, status: 'on_hold', biblios: [{ publisher: 'Penguin Random House' }], usages: 1 },
    { batch_id: batchA, status: 'researched', biblios: [{ publisher: 'Penguin' }], usages: 1 },
    { batch_id: batchB, status: 'on_hold', biblios: [{ publisher: 'Allen' }], usages: 1 },
  ]);
  logged = vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterAll(async () => {
  logged?.mockRestore();
  await api?.close();
});

const save = (body: unknown, http: Http = as.Coordinator) => http.post<SavedQuery>('/bulk_edit/save_query', body);
const load = (http: Http = as.Coordinator) => http.get<SavedQuery[]>('/bulk_edit/load_query');
const loadOne = (http: Http, id: number) => http.get<SavedQuery>(`/bulk_edit/load_query?id=${id}`);

describe('saved queries: a round trip', () => {
  it('saves a query with its scope, loads it, runs it as saved, updates it and deletes it', async () => {
    const auditFrom = await lastAuditId(api.db);
    const saved = await save({
      query_title: '  On hold Penguin  ',
      query: QUERY,
      batch_id: [batchA],
      research_collection_id: collectionId,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Query has been saved successfully.');
    const { id } = saved.body.data;
    expect(saved.body.data).toEqual({
      id,
      settings_name: 'bulk_edit',
      query_title: 'On hold Penguin',
      query: { ...QUERY, batch_id: [batchA], research_collection_id: [collectionId] },
      batch_id: batchA,
      created_by_username: names.coordinator,
      created_at: expect.any(String),
      updated_by_username: names.coordinator,
      updated_at: expect.any(String),
      filter_settings: QUERY.filters,
      column_settings: QUERY.columns,
    });

    const list = await load(as.IT);
    expect(list.status).toBe(200);
    expect(list.body.data.map((q) => q.query_title)).toContain('On hold Penguin');
    const one = await loadOne(as.IT, id);
    expect(one.body).toEqual({ message: 'Query has been loaded successfully.', data: saved.body.data });

    // Loaded, it runs as it ran before saving.
    const stored = one.body.data.query;
    const asSaved = await as.IT.post<BulkRecordPage>('/partial_record/query', {
      query: stored,
      batch_id: stored.batch_id,
      research_collection_id: stored.research_collection_id,
    });
    const asBuilt = await as.Coordinator.post<BulkRecordPage>('/partial_record/query', {
      query: QUERY,
      batch_id: [batchA],
    });
    expect(asSaved.status).toBe(200);
    expect(asSaved.body.data.records).toEqual(asBuilt.body.data.records);
    expect(asSaved.body.data.records.map((r) => r['biblio.publisher'])).toEqual(['Penguin Random House', 'Penguin']);

    // IT changes it: who made it stays, who changed it last is IT.
    const updated = await save(
      { id, query_title: 'On hold Penguin', query: { ...QUERY, filters: [] }, batch_id: batchB },
      as.IT,
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({
      id,
      batch_id: batchB,
      created_by_username: names.coordinator,
      updated_by_username: names.it,
      filter_settings: [],
      query: { filters: [], batch_id: [batchB], research_collection_id: [] },
    });
    expect(await countRows(api.db, 'saved_queries')).toBe(1);

    const deleted = await as.IT.post('/bulk_edit/delete_query', { id });
    expect(deleted.body).toEqual({ message: 'Query has been deleted successfully.', data: { id } });
    expect((await load()).body.data).toEqual([]);

    const audits = await auditRowsSince(api.db, auditFrom, 'saved_query');
    expect(audits.map((a) => [a.action, a.entity_id, a.actor_email])).toEqual([
      ['create', String(id), 'coordinator@example.org'],
      ['update', String(id), 'it@example.org'],
      ['delete', String(id), 'it@example.org'],
    ]);
  });

  it('lists saved queries by title whatever its case', async () => {
    for (const title of ['beta', 'Alpha', 'gamma']) {
      expect((await save({ query_title: title, query: { filters: [], columns: [] } })).status).toBe(200);
    }
    expect((await load()).body.data.map((q) => q.query_title)).toEqual(['Alpha', 'beta', 'gamma']);
    expect((await load()).body.message).toBe('3 saved queries');
    for (const q of (await load()).body.data) await as.Coordinator.post('/bulk_edit/delete_query', { id: q.id });
  });
});

describe('saved queries: refusals carry the spec’s failure texts', () => {
  it('a title already saved, whatever its case (409)', async () => {
    const first = await save({ query_title: 'Twice', query: QUERY });
    expect(first.status).toBe(200);
    expectRefusal(
      await save({ query_title: 'TWICE', query: QUERY }, as.IT),
      409,
      "Failed to save query. A query titled 'TWICE' is already saved: choose another title, or load it and save it",
      'query_title',
    );
    const other = await save({ query_title: 'Once', query: QUERY });
    expectRefusal(
      await save({ id: other.body.data.id, query_title: 'twice', query: QUERY }),
      409,
      "Failed to save query. A query titled 'twice' is already saved: choose another title, or load it and save it",
      'query_title',
    );
    // Saved again under its own title: an update.
    expect((await save({ id: first.body.data.id, query_title: 'twice', query: QUERY })).status).toBe(200);
  });

  it('a query that would not run, naming where', async () => {
    expectRefusal(
      await save({
        query_title: 'Bad filter',
        query: { filters: [{ resource: 'biblio', field: 'password', op: 'equals', value: 'x' }] },
      }),
      400,
      "Failed to save query. 'biblio.password' is not a field of the bulk-edit catalogue",
      'query.filters.0.field',
    );
    expectRefusal(
      await save({
        query_title: 'Bad op',
        query: { filters: [{ resource: 'biblio', field: 'publisher', op: "' or 1=1 --", value: 'x' }] },
      }),
      400,
      'Failed to save query. Filter 1 names an operator that is not a filter operator',
      'query.filters.0.op',
    );
    expectRefusal(
      await save({ query_title: 'No query' }),
      400,
      'Failed to save query. The query must be an object with filters and columns',
      'query',
    );
    expectRefusal(
      await save({ query_title: 'Gone batch', query: QUERY, batch_id: 2_000_000_000 }),
      400,
      'Failed to save query. Batch 2000000000 does not exist',
      'batch_id',
    );
  });

  it('a title missing, blank, not text or too long', async () => {
    for (const query_title of [undefined, null, '   ']) {
      expectRefusal(
        await save({ query_title, query: QUERY }),
        400,
        'Failed to save query. Query title is required',
        'query_title',
      );
    }
    expectRefusal(
      await save({ query_title: 7, query: QUERY }),
      400,
      'Failed to save query. Query title must be text',
      'query_title',
    );
    expectRefusal(
      await save({ query_title: 'x'.repeat(201), query: QUERY }),
      400,
      'Failed to save query. Query title must be at most 200 characters',
      'query_title',
    );
  });

  it('an update, load or delete of a saved query that is not there (404), or an id that is no id (400)', async () => {
    expectRefusal(
      await save({ id: 2_000_000_000, query_title: 'Nowhere', query: QUERY }),
      404,
      'Failed to save query. Saved query 2000000000 was not found',
      'id',
    );
    expectRefusal(
      await loadOne(as.Coordinator, 2_000_000_000),
      404,
      'Failed to load query. Saved query 2000000000 was not found',
      'id',
    );
    expectRefusal(
      await as.Coordinator.post('/bulk_edit/delete_query', { id: 2_000_000_000 }),
      404,
      'Failed to delete query. Saved query 2000000000 was not found',
      'id',
    );
    expectRefusal(
      await as.Coordinator.post('/bulk_edit/delete_query', {}),
      400,
      'Failed to delete query. id is required',
      'id',
    );
    expectRefusal(
      await as.Coordinator.post('/bulk_edit/delete_query', { id: '1 or 1=1' }),
      400,
      'Failed to delete query. id must be a positive whole number',
      'id',
    );
    expectRefusal(
      await as.Coordinator.get('/bulk_edit/load_query?id=1%20or%201=1'),
      400,
      'Failed to load query. id must be a positive whole number',
      'id',
    );
    expectRefusal(
      await save({ id: '3', query_title: 'Text id', query: QUERY }),
      400,
      'Failed to save query. id must be a positive whole number',
      'id',
    );
  });

  it('uses the spec’s words', () => {
    expect(BULK_EDIT_MESSAGES).toMatchObject({
      saved: 'Query has been saved successfully.',
      saveFailed: 'Failed to save query.',
      loadFailed: 'Failed to load query.',
      deleteFailed: 'Failed to delete query.',
    });
  });
});

describe('saved queries: who may', () => {
  it.each(['Coordinator', 'IT'] as const)('%s may save, load and delete', async (role) => {
    const saved = await save({ query_title: `Mine ${role}`, query: QUERY }, as[role]);
    expect(saved.status).toBe(200);
    expect((await load(as[role])).status).toBe(200);
    expect((await as[role].post('/bulk_edit/delete_query', { id: saved.body.data.id })).status).toBe(200);
  });

  it.each([
    ['Researcher', 403, 'You do not have access to this'],
    ['External Auditor', 403, 'You do not have access to this'],
    ['Unassigned', 403, 'You do not have access to this'],
    ['nobody', 401, 'Please sign in'],
  ] as const)('%s may not (%i), and nothing is stored', async (who, status, message) => {
    const kept = await save({ query_title: `Kept from ${who}`, query: QUERY });
    const before = await countRows(api.db, 'saved_queries');
    expectRefusal(await save({ query_title: `By ${who}`, query: QUERY }, as[who]), status, message);
    expectRefusal(await save({ id: kept.body.data.id, query_title: 'Taken', query: QUERY }, as[who]), status, message);
    expectRefusal(await load(as[who]), status, message);
    expectRefusal(await loadOne(as[who], kept.body.data.id), status, message);
    expectRefusal(await as[who].post('/bulk_edit/delete_query', { id: kept.body.data.id }), status, message);
    expect(await countRows(api.db, 'saved_queries')).toBe(before);
    expect((await loadOne(as.Coordinator, kept.body.data.id)).body.data.query_title).toBe(`Kept from ${who}`);
  });
});
