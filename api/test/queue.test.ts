import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { findCaller, type Caller } from '../src/http/caller.ts';
import { insertBatch, insertCollection, insertDocument, insertDocuments, insertUser } from '../src/seed/factories.ts';
import { audit } from '../src/db/audit.ts';
import { finishedByOn, statisticsToday } from '../src/modules/statistics/research-finishes.ts';
import { callApi } from './call-api.ts';
import { COORDINATOR, signIn } from './sign-in.ts';

type Summary = { completed_today: number; ready_for_research: number; on_hold: number };
type Groups = Record<string, Record<string, { external_id: string; total_pages: number | null }>>;

let api: TestApi;
let http: ReturnType<typeof callApi>;
let me: Caller;
let openBatch: { id: number; title: string };
let lockedBatch: { id: number; title: string };
let collectionTitle: string;
let readyIds: number[];
let onHoldId: number;
let lockedReadyId: number;

/** The caller's open records in a status, straight from the tables (unlocked batches only). */
async function openRecordsFromDb(status: 'ready_for_research' | 'on_hold') {
  return api.db
    .selectFrom('document_details as dd')
    .innerJoin('batches as b', 'b.id', 'dd.batch_id')
    .innerJoin('research_collections as rc', 'rc.id', 'b.research_collection_id')
    .select(['dd.id', 'dd.external_reference_id', 'dd.total_pages', 'b.title', 'rc.collection_title'])
    .where('dd.assigned_user_id', '=', me.id)
    .where('dd.status', '=', status)
    .where('b.status', '=', 'unlocked')
    .execute();
}

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  http = callApi(api.url, await signIn(api, COORDINATOR));
  const caller = await findCaller(api.db, { email: COORDINATOR });
  if (!caller) throw new Error('the test seed has no demo caller');
  me = caller;
  const someoneElse = await insertUser(api.db);

  const collection = await insertCollection(api.db, { collection_title: 'Queue Test Collection' });
  collectionTitle = collection.collection_title;
  openBatch = await insertBatch(api.db, { research_collection_id: collection.id });
  lockedBatch = await insertBatch(api.db, { research_collection_id: collection.id, status: 'locked' });
  const ready = await insertDocuments(api.db, [
    { batch_id: openBatch.id, assigned_user_id: me.id, status: 'ready_for_research', total_pages: 7 },
    { batch_id: openBatch.id, assigned_user_id: me.id, status: 'ready_for_research', total_pages: null },
    { batch_id: openBatch.id, assigned_user_id: me.id, status: 'ready_for_research', total_pages: 3 },
  ]);
  readyIds = ready.map((r) => r.document.id);
  onHoldId = (await insertDocument(api.db, { batch_id: openBatch.id, assigned_user_id: me.id, status: 'on_hold' }))
    .document.id;
  // Not the caller's, or in a locked batch: never in the caller's queue.
  await insertDocument(api.db, {
    batch_id: openBatch.id,
    assigned_user_id: someoneElse.id,
    status: 'ready_for_research',
  });
  lockedReadyId = (
    await insertDocument(api.db, { batch_id: lockedBatch.id, assigned_user_id: me.id, status: 'ready_for_research' })
  ).document.id;
  // Finished by the caller today (counted) and two days ago (not counted), as the audit log holds it.
  const now = new Date();
  const twoDaysAgo = new Date(now.getTime() - 2 * 24 * 3600 * 1000);
  const finished = await insertDocuments(
    api.db,
    [now, now, twoDaysAgo].map((at) => ({
      batch_id: openBatch.id,
      status: 'researched' as const,
      researched_by: me.id,
      researched_at: at.toISOString(),
    })),
  );
  await audit(
    api.db,
    me,
    finished.map(({ document }) => ({
      action: 'update' as const,
      entity: 'document_detail',
      entityId: document.id,
      before: { status: 'ready_for_research', researched_at: null },
      after: { status: 'researched', researched_at: document.researched_at },
      occurredAt: document.researched_at!,
    })),
  );
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/research_queue/queue_summary', () => {
  it("counts the caller's work as the tables hold it", async () => {
    // Completed today: the records the caller finished today (UTC), from the audit log (docs/decisions/030).
    const researchedToday = await finishedByOn(api.db, me.id, statisticsToday()).select('document_detail_id').execute();
    const expected: Summary = {
      completed_today: researchedToday.length,
      ready_for_research: (await openRecordsFromDb('ready_for_research')).length,
      on_hold: (await openRecordsFromDb('on_hold')).length,
    };
    const { status, body } = await http.get<Summary>('/research_queue/queue_summary');
    expect(status).toBe(200);
    expect(body.data).toEqual(expected);
    expect(body.data.completed_today).toBeGreaterThanOrEqual(2);
    expect(body.data.ready_for_research).toBeGreaterThanOrEqual(readyIds.length);
  });

  it('agrees with the number of records the queue lists', async () => {
    const summary = (await http.get<Summary>('/research_queue/queue_summary')).body.data;
    const count = (groups: Groups) => Object.values(groups).reduce((n, records) => n + Object.keys(records).length, 0);
    expect(count((await http.get<Groups>('/research_queue/ready_for_research')).body.data)).toBe(
      summary.ready_for_research,
    );
    expect(count((await http.get<Groups>('/research_queue/on_hold')).body.data)).toBe(summary.on_hold);
  });
});

describe('GET /api/research_queue/:status', () => {
  it("groups the caller's records by '{collection} - {batch}', keyed by id", async () => {
    const { status, body } = await http.get<Groups>('/research_queue/ready_for_research');
    expect(status).toBe(200);
    const expected: Groups = {};
    for (const row of await openRecordsFromDb('ready_for_research')) {
      const name = `${row.collection_title} - ${row.title}`;
      expected[name] ??= {};
      expected[name][row.id] = { external_id: row.external_reference_id, total_pages: row.total_pages };
    }
    expect(body.data).toEqual(expected);

    const group = body.data[`${collectionTitle} - ${openBatch.title}`];
    expect(Object.keys(group).map(Number)).toEqual(readyIds);
    expect(group[readyIds[0]].total_pages).toBe(7);
    expect(group[readyIds[1]].total_pages).toBeNull();
    // Locked batches stay out of the queue.
    expect(body.data[`${collectionTitle} - ${lockedBatch.title}`]).toBeUndefined();
  });

  it('lists the on-hold records', async () => {
    const { body } = await http.get<Groups>('/research_queue/on_hold');
    expect(Object.keys(body.data[`${collectionTitle} - ${openBatch.title}`]).map(Number)).toEqual([onHoldId]);
  });

  it('with ?batch answers the lowest-id record of that batch in that status, or null', async () => {
    const ready = await http.get<{ next_document_id: number | null }>(
      `/research_queue/ready_for_research?batch=${openBatch.id}`,
    );
    expect(ready.status).toBe(200);
    expect(ready.body.data).toEqual({ next_document_id: Math.min(...readyIds) });
    const held = await http.get(`/research_queue/on_hold?batch=${openBatch.id}`);
    expect(held.body.data).toEqual({ next_document_id: onHoldId });
    const locked = await http.get(`/research_queue/ready_for_research?batch=${lockedBatch.id}`);
    expect(locked.body.data).toEqual({ next_document_id: lockedReadyId });
    const none = await http.get(`/research_queue/on_hold?batch=${lockedBatch.id}`);
    expect(none.body.data).toEqual({ next_document_id: null });
  });

  it('with ?except leaves that record out: the next record after the one open', async () => {
    const lowest = Math.min(...readyIds);
    const after = await http.get<{ next_document_id: number | null }>(
      `/research_queue/ready_for_research?batch=${openBatch.id}&except=${lowest}`,
    );
    expect(after.body.data).toEqual({ next_document_id: Math.min(...readyIds.filter((id) => id !== lowest)) });
    const onlyOne = await http.get(`/research_queue/on_hold?batch=${openBatch.id}&except=${onHoldId}`);
    expect(onlyOne.body.data).toEqual({ next_document_id: null });
  });

  it('refuses other statuses and a batch that is not a number', async () => {
    expect((await http.get('/research_queue/researched')).status).toBe(400);
    expect((await http.get('/research_queue/ready_for_research?batch=abc')).status).toBe(400);
    expect((await http.get('/research_queue/ready_for_research?batch=1&except=x')).status).toBe(400);
  });
});
