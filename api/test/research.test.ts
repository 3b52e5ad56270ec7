import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { sql } from 'kysely';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { insertBatch, insertDocument, insertDocuments, insertUser } from '../src/seed/factories.ts';
import { callApi } from './call-api.ts';
import { COORDINATOR, signIn } from './sign-in.ts';

type FullRecord = Record<string, unknown> & {
  id: number;
  batch: Record<string, unknown> & { research_collections: Record<string, unknown> };
  location: Record<string, unknown> | null;
  assigned_user: { id: number; display_name: string; email: string } | null;
  researched_by_user: { id: number; display_name: string; email: string } | null;
  biblios: Record<string, unknown>[];
  usages: Record<string, unknown>[];
  biblio_usage: { biblio_id: number; usage_id: number; active_flag: boolean }[];
};
type RecentRecord = {
  id: number;
  external_reference_id: string;
  major_title: string | null;
  minor_title: string | null;
  major_material_type: string | null;
  minor_material_type: string | null;
  collection_title: string;
  period: string;
  period_number: string;
  updated_at: string;
};

let api: TestApi;
let http: ReturnType<typeof callApi>;

const missingDocumentId = async () => {
  const { max } = await api.db
    .selectFrom('document_details')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirstOrThrow();
  return Number(max ?? 0) + 1000;
};

const person = async (id: number | null) =>
  id === null
    ? null
    : ((await api.db
        .selectFrom('users')
        .select(['id', 'display_name', 'email'])
        .where('id', '=', id)
        .executeTakeFirst()) ?? null);

/** The whole record read table by table, to hold the API's single-statement answer against. */
async function fullRecordFromDb(id: number) {
  const document = await api.db
    .selectFrom('document_details')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const batch = await api.db
    .selectFrom('batches')
    .selectAll()
    .where('id', '=', document.batch_id)
    .executeTakeFirstOrThrow();
  // The record embeds its collection as the collection call answers it.
  const collection = (await http.get<{ id: number }>(`/research_collection/${batch.research_collection_id}`)).body.data;
  expect(collection.id).toBe(batch.research_collection_id);
  const locationCount = await api.db.selectFrom('locations').select('id').where('batch_id', '=', batch.id).execute();
  return {
    document,
    batch: {
      id: batch.id,
      title: batch.title,
      research_collection_id: batch.research_collection_id,
      period: batch.period,
      period_number: batch.period_number,
      date_from: batch.date_from,
      date_to: batch.date_to,
      status: batch.status,
      target_complete_date: batch.target_complete_date,
      location_count: locationCount.length,
      research_collections: collection,
      assigned_user_ids: (
        await api.db
          .selectFrom('batch_users')
          .select('user_id')
          .where('batch_id', '=', batch.id)
          .orderBy('user_id')
          .execute()
      ).map((row) => row.user_id),
    },
    location:
      document.location_id === null
        ? null
        : await api.db
            .selectFrom('locations')
            .selectAll()
            .where('id', '=', document.location_id)
            .executeTakeFirstOrThrow(),
    assigned_user: await person(document.assigned_user_id),
    researched_by_user: await person(document.researched_by),
    biblios: await api.db
      .selectFrom('biblios')
      .selectAll()
      .where('document_detail_id', '=', id)
      .orderBy('id')
      .execute(),
    usages: await api.db.selectFrom('usages').selectAll().where('document_detail_id', '=', id).orderBy('id').execute(),
    biblio_usage: await api.db
      .selectFrom('biblio_usages')
      .select(['biblio_id', 'usage_id', 'active_flag'])
      .where('document_detail_id', '=', id)
      .orderBy('biblio_id')
      .orderBy('usage_id')
      .execute(),
  };
}

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  http = callApi(api.url, await signIn(api, COORDINATOR));
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/document_detail/full_record/:id', () => {
  it('answers a seeded record whole: every column, its batch, location, people, biblios, usages and links', async () => {
    // The seeded record with the most biblios and usages: the most there is to get wrong.
    const { id } = await api.db
      .selectFrom('document_details as dd')
      .select('dd.id')
      .orderBy(
        sql`(select count(*) from biblios b where b.document_detail_id = dd.id) + (select count(*) from usages u where u.document_detail_id = dd.id)`,
        'desc',
      )
      .orderBy('dd.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const expected = await fullRecordFromDb(id);
    expect(expected.biblios.length).toBeGreaterThan(0);

    const { status, body } = await http.get<FullRecord>(`/document_detail/full_record/${id}`);
    expect(status).toBe(200);
    const { batch, location, assigned_user, researched_by_user, biblios, usages, biblio_usage, ...columns } = body.data;
    expect(columns).toEqual(expected.document);
    expect(columns.version).toBe(expected.document.version);
    expect(batch).toEqual(expected.batch);
    expect(location).toEqual(expected.location);
    expect(assigned_user).toEqual(expected.assigned_user);
    expect(researched_by_user).toEqual(expected.researched_by_user);
    expect(biblios).toEqual(expected.biblios);
    expect(usages).toEqual(expected.usages);
    expect(biblio_usage).toEqual(expected.biblio_usage);
  });

  it('answers usage money as numbers and event dates as yyyy-MM-dd, inactive links included', async () => {
    const researcher = await insertUser(api.db, { display_name: 'Full Record Researcher' });
    const { document, biblios, usages } = await insertDocument(api.db, {
      assigned_user_id: researcher.id,
      researched_by: researcher.id,
      researched_at: '2026-01-02T03:04:05.000Z',
      biblios: [{ major_title: 'First' }, { major_title: 'Second', active_flag: false }],
      usages: [
        {
          event_date: '2026-02-03',
          payment_amount: 12.5,
          exchange_rate: 0.654321,
          wht_percentage: 7.25,
          times_copied: 3,
        },
        { event_date: null },
      ],
      links: [
        { biblio: 0, usage: 0 },
        { biblio: 1, usage: 0, active_flag: false },
        { biblio: 0, usage: 1 },
      ],
    });
    const { body } = await http.get<FullRecord>(`/document_detail/full_record/${document.id}`);
    expect(body.data.biblios.map((b) => b.id)).toEqual(biblios.map((b) => b.id));
    expect(body.data.usages.map((u) => u.id)).toEqual(usages.map((u) => u.id));
    expect(body.data.usages[0]).toMatchObject({
      event_date: '2026-02-03',
      payment_amount: 12.5,
      exchange_rate: 0.654321,
      wht_percentage: 7.25,
    });
    expect(body.data.usages[1].event_date).toBeNull();
    expect(body.data.biblio_usage).toHaveLength(3);
    expect(body.data.biblio_usage).toContainEqual({
      biblio_id: biblios[1].id,
      usage_id: usages[0].id,
      active_flag: false,
    });
    expect(body.data.assigned_user).toEqual({
      id: researcher.id,
      display_name: researcher.display_name,
      email: researcher.email,
    });
    expect(body.data.researched_at).toBe('2026-01-02T03:04:05.000Z');
    expect(body.data.location).toBeNull();
  });

  it('answers 404 for a missing record and 400 for an id that is not a number', async () => {
    const missing = await http.get(`/document_detail/full_record/${await missingDocumentId()}`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
    expect((await http.get('/document_detail/full_record/abc')).status).toBe(400);
    expect((await http.get('/document_detail/full_record/1.5')).status).toBe(400);
  });
});

describe('GET /api/document_detail/document_view/:id', () => {
  it("answers the record's page counts", async () => {
    const { document } = await insertDocument(api.db, {
      total_pages: 12,
      total_heldback_pages: 2,
      document_view: true,
    });
    const { status, body } = await http.get(`/document_detail/document_view/${document.id}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: document.id, total_pages: 12, total_heldback_pages: 2, document_view: true });
    expect((await http.get(`/document_detail/document_view/${await missingDocumentId()}`)).status).toBe(404);
  });
});

describe('GET /api/document_detail/recent_records/:userId', () => {
  it("lists the user's 20 most recently researched records, newest first, with their first biblio", async () => {
    const researcher = await insertUser(api.db, { display_name: 'Recent Researcher' });
    const [majorType] = await api.db
      .insertInto('major_material_type')
      .values({ id: 90_001, value: 'Recent Test Major' })
      .returning(['id', 'value'])
      .execute();
    const batch = await insertBatch(api.db);
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString();
    const inserted = await insertDocuments(
      api.db,
      Array.from({ length: 22 }, (_, n) => ({
        batch_id: batch.id,
        status: 'researched' as const,
        researched_by: researcher.id,
        researched_at: day(n),
        biblios: [
          { major_title: `Recent ${n}`, minor_title: `Chapter ${n}`, major_material_type: majorType.id },
          { major_title: `Not first ${n}` },
        ],
      })),
    );
    // Researched by someone else: not in this user's list.
    await insertDocument(api.db, { batch_id: batch.id, researched_by: null, assigned_user_id: researcher.id });

    const { status, body } = await http.get<RecentRecord[]>(`/document_detail/recent_records/${researcher.id}`);
    expect(status).toBe(200);
    const newestFirst = [...inserted].reverse().slice(0, 20);
    expect(body.data.map((r) => r.id)).toEqual(newestFirst.map((d) => d.document.id));
    const collection = await api.db
      .selectFrom('research_collections')
      .select('collection_title')
      .where('id', '=', batch.research_collection_id)
      .executeTakeFirstOrThrow();
    const newest = newestFirst[0];
    expect(body.data[0]).toMatchObject({
      id: newest.document.id,
      external_reference_id: newest.document.external_reference_id,
      major_title: 'Recent 21',
      minor_title: 'Chapter 21',
      major_material_type: 'Recent Test Major',
      minor_material_type: null,
      collection_title: collection.collection_title,
      period: batch.period,
      period_number: batch.period_number,
      updated_at: newest.document.updated_at,
    });
  });

  it('matches a direct query for a seeded researcher', async () => {
    const top = await api.db
      .selectFrom('document_details')
      .select(['researched_by'])
      .where('researched_by', 'is not', null)
      .where('researched_at', 'is not', null)
      .groupBy('researched_by')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .limit(1)
      .executeTakeFirst();
    expect(top?.researched_by).toBeTypeOf('number');
    if (!top?.researched_by) return;
    const expected = await api.db
      .selectFrom('document_details')
      .select('id')
      .where('researched_by', '=', top.researched_by)
      .where('researched_at', 'is not', null)
      .orderBy('researched_at', 'desc')
      .orderBy('id', 'desc')
      .limit(20)
      .execute();
    const { body } = await http.get<RecentRecord[]>(`/document_detail/recent_records/${top.researched_by}`);
    expect(body.data.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });

  it('answers 404 for a missing user and 400 for a bad id', async () => {
    const { max } = await api.db
      .selectFrom('users')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    expect((await http.get(`/document_detail/recent_records/${Number(max) + 1000}`)).status).toBe(404);
    expect((await http.get('/document_detail/recent_records/me')).status).toBe(400);
  });
});
