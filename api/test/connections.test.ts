import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { sql } from 'kysely';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { insertBatch, insertCollection, insertDocument, insertDocuments } from '../src/seed/factories.ts';
import { audit } from '../src/db/audit.ts';
import type { RecordHistoryEntry } from '../src/modules/research/record-history.ts';
import type { DocumentPage } from '../src/modules/connections/document-page.ts';
import type { Page } from '../src/modules/connections/page-args.ts';
import { callApi } from './call-api.ts';
import { COORDINATOR, signIn } from './sign-in.ts';
import { expectRefusal } from './expect-refusal.ts';

type Http = ReturnType<typeof callApi>;
type Edge = DocumentPage['edges'][number];

let api: TestApi;
let coordinator: Http;
let batchId: number;
let collectionId: number;
const BATCH_SIZE = 250;

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  coordinator = callApi(api.url, await signIn(api, COORDINATOR));
  collectionId = (await insertCollection(api.db)).id;
  batchId = (await insertBatch(api.db, { research_collection_id: collectionId })).id;
  await insertDocuments(
    api.db,
    Array.from({ length: BATCH_SIZE }, () => ({ batch_id: batchId, biblios: 1, usages: 1 })),
  );
});
afterAll(async () => {
  await api?.close();
});

const page = (query: string, as: Http = coordinator) => as.get<DocumentPage>(`/document_detail/page?${query}`);

/** Saves records as a researcher's save does: new notes, a new updated_at. */
async function saveRecords(ids: number[]) {
  await api.db
    .updateTable('document_details')
    .set({ notes: 'saved meanwhile', updated_at: sql`clock_timestamp()` })
    .where('id', 'in', ids)
    .execute();
}

/** Pages to the end with `first`, running `between` after each page; answers every edge read. */
async function pageAll(query: string, size: number, between: (edges: Edge[]) => Promise<void> = async () => {}) {
  const edges: Edge[] = [];
  let after: string | null = null;
  for (;;) {
    const answer = await page(`${query}&first=${size}${after ? `&after=${after}` : ''}`);
    expect(answer.status).toBe(200);
    const { data } = answer.body;
    expect(data.edges.length).toBeLessThanOrEqual(size);
    edges.push(...data.edges);
    expect(data.page_info.has_previous_page).toBe(after !== null);
    if (!data.page_info.has_next_page) return edges;
    after = data.page_info.end_cursor;
    await between(data.edges);
  }
}

describe('GET /api/document_detail/page: a batch paged by keyset cursors', () => {
  it('returns every record of the batch exactly once, in id order, while records are saved and added between pages', async () => {
    const otherBatch = (await insertBatch(api.db, { research_collection_id: collectionId })).id;
    const edges = await pageAll(`batch_id=${batchId}`, 100, async (seen) => {
      // Saves of records already read and of records still to come, and a new record elsewhere.
      await saveRecords([seen[0].node.id, seen.at(-1)!.node.id + 5]);
      await insertDocuments(api.db, [{ batch_id: otherBatch }]);
    });
    const ids = edges.map((e) => e.node.id);
    expect(ids).toHaveLength(BATCH_SIZE);
    expect(new Set(ids).size).toBe(BATCH_SIZE);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // Each node is the whole record, as GET …/full_record/{id} answers it.
    expect(edges[0].node).toMatchObject({
      batch_id: batchId,
      biblios: [expect.anything()],
      usages: [expect.anything()],
    });
    expect(edges[0].node.batch?.research_collections?.id).toBe(collectionId);

    const count = await coordinator.get<{ total: number }>(`/document_detail/page/count?batch_id=${batchId}`);
    expect(count.body.data.total).toBe(BATCH_SIZE);
  });

  it('pages backward with last and before to the same records, and says where more are', async () => {
    const forward = (await pageAll(`batch_id=${batchId}`, 100)).map((e) => e.node.id);
    const backward: number[] = [];
    let before: string | null = null;
    for (;;) {
      const answer = await page(`batch_id=${batchId}&last=100${before ? `&before=${before}` : ''}`);
      const { edges, page_info } = answer.body.data;
      backward.unshift(...edges.map((e) => e.node.id));
      expect(page_info.has_next_page).toBe(before !== null);
      if (!page_info.has_previous_page) break;
      before = page_info.start_cursor;
    }
    expect(backward).toEqual(forward);

    const first = await page(`batch_id=${batchId}&first=2`);
    expect(first.body.data.page_info).toMatchObject({ has_next_page: true, has_previous_page: false });
    expect(first.body.data.page_info.start_cursor).toBe(first.body.data.edges[0].cursor);
  });

  it('syncs by updated_since in order of change: a record saved during the sync comes again at the end', async () => {
    // The database's clock, as a sync takes the time of its last answer: what earlier tests saved is before it.
    const { rows } = await sql<{
      now: string;
    }>`select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as now`.execute(api.db);
    const since = rows[0].now;
    const [one, two, three] = (await page(`batch_id=${batchId}&first=3`)).body.data.edges.map((e) => e.node.id);
    await saveRecords([one]);
    await saveRecords([two]);
    await saveRecords([three]);
    const synced: Edge[] = [];
    const first = await page(`batch_id=${batchId}&updated_since=${since}&first=2`);
    synced.push(...first.body.data.edges);
    expect(synced.map((e) => e.node.id)).toEqual([one, two]);
    await saveRecords([one]);
    const rest = await page(
      `batch_id=${batchId}&updated_since=${since}&first=10&after=${first.body.data.page_info.end_cursor}`,
    );
    synced.push(...rest.body.data.edges);
    expect(synced.map((e) => e.node.id)).toEqual([one, two, three, one]);
    expect(synced.at(-1)!.node.notes).toBe('saved meanwhile');
    expect(rest.body.data.page_info.has_next_page).toBe(false);

    const future = await page(`updated_since=2999-01-01T00:00:00Z`);
    expect(future.body.data.edges).toEqual([]);
    expect(future.body.data.page_info).toEqual({
      has_next_page: false,
      has_previous_page: false,
      start_cursor: null,
      end_cursor: null,
    });
  });

  it('filters by collection, status and assignee', async () => {
    const inCollection = await coordinator.get<{ total: number }>(
      `/document_detail/page/count?research_collection_id=${collectionId}`,
    );
    expect(inCollection.body.data.total).toBeGreaterThanOrEqual(BATCH_SIZE);
    const [held] = (await page(`batch_id=${batchId}&first=1`)).body.data.edges;
    await api.db.updateTable('document_details').set({ status: 'on_hold' }).where('id', '=', held.node.id).execute();
    const onHold = await page(`batch_id=${batchId}&status=on_hold`);
    expect(onHold.body.data.edges.map((e) => e.node.id)).toEqual([held.node.id]);
    const nobodys = await page(`batch_id=${batchId}&assignee_id=999999`);
    expect(nobodys.body.data.edges).toEqual([]);
  });

  it('refuses a bad cursor, a page over 100, first with last and a time without offset, each with a clear 400', async () => {
    expectRefusal(
      await page('after=not-a-cursor'),
      400,
      "after is not a cursor of this list (take one from a page's cursors)",
      'after',
    );
    // A cursor of the plain listing given to a sync is another list's.
    const idCursor = (await page(`batch_id=${batchId}&first=1`)).body.data.page_info.end_cursor!;
    expectRefusal(
      await page(`updated_since=2020-01-01T00:00:00Z&before=${idCursor}`),
      400,
      "before is not a cursor of this list (take one from a page's cursors)",
      'before',
    );
    expectRefusal(await page('first=101'), 400, 'first must be at most 100 (asked for 101)', 'first');
    expectRefusal(await page('last=0'), 400, 'last must be a whole number from 1 to 100', 'last');
    expectRefusal(await page('first=2&last=2'), 400, 'Give first or last, not both', 'last');
    expectRefusal(
      await page('updated_since=2026-11-28'),
      400,
      'updated_since must be an ISO 8601 time with its offset, e.g. 2026-11-28T15:00:00Z',
      'updated_since',
    );
    expectRefusal(
      await page('status=done'),
      400,
      'status must be one of imported, on_hold, researched, ready_for_research',
      'status',
    );
  });

  it('answers only callers whose role reads records', async () => {
    expect((await page('first=1', callApi(api.url))).status).toBe(401);
    const unassigned = callApi(api.url, await signIn(api, 'unassigned@example.org'));
    expect((await page('first=1', unassigned)).status).toBe(403);
    expect((await unassigned.get('/document_detail/page/count')).status).toBe(403);
    const auditor = callApi(api.url, await signIn(api, 'auditor@example.org'));
    expect((await page('first=1', auditor)).status).toBe(200);
  });
});

describe('GET /api/research_collection/page and /api/batch/page', () => {
  it('pages collections and a collection’s batches in id order, each once, with their counts', async () => {
    const extra = await insertBatch(api.db, { research_collection_id: collectionId });
    const batches: number[] = [];
    let after = '';
    for (;;) {
      const answer = await coordinator.get<Page<{ id: number; research_collection_id: number }>>(
        `/batch/page?research_collection_id=${collectionId}&first=1${after}`,
      );
      expect(answer.status).toBe(200);
      batches.push(...answer.body.data.edges.map((e) => e.node.id));
      if (!answer.body.data.page_info.has_next_page) break;
      after = `&after=${answer.body.data.page_info.end_cursor}`;
    }
    expect(batches).toContain(batchId);
    expect(batches.at(-1)).toBe(extra.id);
    expect(new Set(batches).size).toBe(batches.length);
    const count = await coordinator.get<{ total: number }>(`/batch/page/count?research_collection_id=${collectionId}`);
    expect(count.body.data.total).toBe(batches.length);

    const collections = await coordinator.get<Page<{ id: number; total_batch_count: number }>>(
      '/research_collection/page?first=100',
    );
    const ours = collections.body.data.edges.find((e) => e.node.id === collectionId);
    expect(ours?.node.total_batch_count).toBe(batches.length);
    const total = await coordinator.get<{ total: number }>('/research_collection/page/count');
    expect(total.body.data.total).toBe(collections.body.data.edges.length);
  });

  it('refuses callers whose role does not read collections', async () => {
    const auditor = callApi(api.url, await signIn(api, 'auditor@example.org'));
    expect((await auditor.get('/batch/page')).status).toBe(403);
    expect((await auditor.get('/research_collection/page')).status).toBe(403);
  });
});

describe("GET /api/document_detail/history/{id}/page: a record's changes, newest first", () => {
  it("pages every change once, in the Details modal's order, also among changes stored at the same time", async () => {
    const { document } = await insertDocument(api.db);
    const coordinatorId = (
      await api.db.selectFrom('users').select('id').where('email', '=', COORDINATOR).executeTakeFirstOrThrow()
    ).id;
    const caller = { id: coordinatorId, email: COORDINATOR } as Parameters<typeof audit>[1];
    // One call: the rows share their time, and the id decides.
    await audit(
      api.db,
      caller,
      Array.from({ length: 7 }, (_, i) => ({
        action: 'update' as const,
        entity: 'document_detail',
        entityId: document.id,
        before: { notes: String(i) },
        after: { notes: String(i + 1) },
      })),
    );
    const modal = (await coordinator.get<RecordHistoryEntry[]>(`/document_detail/history/${document.id}`)).body.data;
    const paged: RecordHistoryEntry[] = [];
    let after = '';
    for (;;) {
      const answer = await coordinator.get<Page<RecordHistoryEntry>>(
        `/document_detail/history/${document.id}/page?first=3${after}`,
      );
      expect(answer.status).toBe(200);
      paged.push(...answer.body.data.edges.map((e) => e.node));
      if (!answer.body.data.page_info.has_next_page) break;
      after = `&after=${answer.body.data.page_info.end_cursor}`;
    }
    expect(paged).toEqual(modal);
    expect(paged[0].changes).toEqual(['Notes changed']);

    const oldest = await coordinator.get<Page<RecordHistoryEntry>>(
      `/document_detail/history/${document.id}/page?last=2`,
    );
    expect(oldest.body.data.edges.map((e) => e.node)).toEqual(modal.slice(-2));
    expect(oldest.body.data.page_info).toMatchObject({ has_previous_page: true, has_next_page: false });
    const count = await coordinator.get<{ total: number }>(`/document_detail/history/${document.id}/page/count`);
    expect(count.body.data.total).toBe(modal.length);
  });

  it('answers 404 for a record that does not exist, and refuses a caller who may not read records', async () => {
    expectRefusal(await coordinator.get('/document_detail/history/999999/page'), 404, 'Document 999999 was not found');
    const unassigned = callApi(api.url, await signIn(api, 'unassigned@example.org'));
    expect((await unassigned.get('/document_detail/history/1/page')).status).toBe(403);
  });
});
