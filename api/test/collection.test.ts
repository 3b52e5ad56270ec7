import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { insertBatch, insertCollection, insertLocation } from '../src/seed/factories.ts';
import { callApi } from './call-api.ts';
import { COORDINATOR, signIn } from './sign-in.ts';

type CollectionRow = {
  id: number;
  collection_title: string;
  licence_scheme_id: number;
  research_template_id: number;
  target_complete_date: string | null;
  status: 'show' | 'hide';
  locked_batch_count: number;
  total_batch_count: number;
  licence_schema_name: string;
  template_name: string;
};
type BatchRow = {
  id: number;
  title: string;
  research_collection_id: number;
  period: string;
  period_number: string;
  date_from: string;
  date_to: string;
  status: string;
  target_complete_date: string | null;
  /** Deprecated: the length of `locations`. */
  location_count: number;
  locations: unknown[];
};

let api: TestApi;
let http: ReturnType<typeof callApi>;
let hidden: { id: number };
let unset: { id: number };
let dated: { id: number };

/** Every collection as the list should show it, derived from the tables one collection at a time. */
async function collectionsFromDb(): Promise<CollectionRow[]> {
  const rows = await api.db
    .selectFrom('research_collections as rc')
    .innerJoin('licence_schemes as ls', 'ls.id', 'rc.licence_scheme_id')
    .innerJoin('research_templates as rt', 'rt.id', 'rc.research_template_id')
    .select([
      'rc.id',
      'rc.collection_title',
      'rc.licence_scheme_id',
      'rc.research_template_id',
      'rc.target_complete_date',
      'rc.status',
      'ls.value as licence_schema_name',
      'rt.template_name',
    ])
    .orderBy('rc.id')
    .execute();
  const batches = await api.db.selectFrom('batches').select(['research_collection_id', 'status']).execute();
  return rows.map((row) => {
    const own = batches.filter((b) => b.research_collection_id === row.id);
    return {
      ...row,
      status: row.status ?? 'show',
      locked_batch_count: own.filter((b) => b.status === 'locked').length,
      total_batch_count: own.length,
    };
  });
}

async function batchesFromDb(collectionId?: number): Promise<BatchRow[]> {
  let query = api.db
    .selectFrom('batches')
    .select([
      'id',
      'title',
      'research_collection_id',
      'period',
      'period_number',
      'date_from',
      'date_to',
      'status',
      'target_complete_date',
    ])
    .orderBy('date_from', 'desc')
    .orderBy('id');
  if (collectionId !== undefined) query = query.where('research_collection_id', '=', collectionId);
  const [rows, locations] = await Promise.all([
    query.execute(),
    api.db.selectFrom('locations').selectAll().orderBy('id').execute(),
  ]);
  // The coordinator reads each batch's locations (spec section 3), and location_count beside them.
  return rows.map((row) => {
    const own = locations.filter((l) => l.batch_id === row.id);
    return { ...row, location_count: own.length, locations: own };
  });
}

const missingId = async (table: 'research_collections' | 'batches' | 'locations') => {
  const { max } = await api.db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirstOrThrow();
  return Number(max ?? 0) + 1000;
};

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  http = callApi(api.url, await signIn(api, COORDINATOR));
  // The cases the list must tell apart, whatever the seed holds: hidden, unset status, and batch counts.
  hidden = await insertCollection(api.db, { collection_title: 'Zeta Hidden Collection', status: 'hide' });
  await insertBatch(api.db, {
    research_collection_id: hidden.id,
    status: 'locked',
    date_from: '2025-01-01',
    date_to: '2025-03-31',
  });
  await insertBatch(api.db, { research_collection_id: hidden.id, date_from: '2025-04-01', date_to: '2025-06-30' });
  unset = await insertCollection(api.db, { collection_title: 'Zeta Unset Status Collection', status: null });
  const unsetBatch = await insertBatch(api.db, { research_collection_id: unset.id });
  await insertLocation(api.db, { batch_id: unsetBatch.id });
  await insertLocation(api.db, { batch_id: unsetBatch.id });
  dated = await insertCollection(api.db, { collection_title: 'Zeta 100% Dated', target_complete_date: '2026-06-30' });
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/research_collection', () => {
  it('lists the shown collections by default, an unset status read as show', async () => {
    const expected = (await collectionsFromDb()).filter((c) => c.status === 'show');
    const { status, body } = await http.get<CollectionRow[]>('/research_collection');
    expect(status).toBe(200);
    expect(body.data).toEqual(expected);
    expect(body.data.some((c) => c.id === hidden.id)).toBe(false);
    expect(body.data.find((c) => c.id === unset.id)?.status).toBe('show');
    expect((await http.get('/research_collection?collection_status=show')).body.data).toEqual(expected);
  });

  it("lists every collection, hidden ones too, with collection_status=hide ('Show all collections')", async () => {
    const { status, body } = await http.get<CollectionRow[]>('/research_collection?collection_status=hide');
    expect(status).toBe(200);
    expect(body.data).toEqual(await collectionsFromDb());
    const hiddenRow = body.data.find((c) => c.id === hidden.id);
    expect(hiddenRow).toMatchObject({ status: 'hide', locked_batch_count: 1, total_batch_count: 2 });
  });

  it('answers dates as yyyy-MM-dd', async () => {
    const { body } = await http.get<CollectionRow>(`/research_collection/${dated.id}`);
    expect(body.data.target_complete_date).toBe('2026-06-30');
  });

  it('refuses any other collection_status', async () => {
    const { status, body } = await http.get('/research_collection?collection_status=all');
    expect(status).toBe(400);
    expect(body.code).toBe('BAD_REQUEST');
  });
});

describe('GET /api/research_collection/:id', () => {
  it('answers the list row, hidden collections included', async () => {
    const all = await collectionsFromDb();
    for (const id of [hidden.id, unset.id, all[0].id]) {
      const { status, body } = await http.get(`/research_collection/${id}`);
      expect(status).toBe(200);
      expect(body.data).toEqual(all.find((c) => c.id === id));
    }
  });

  it('answers 404 for a missing collection and 400 for a bad id', async () => {
    expect((await http.get(`/research_collection/${await missingId('research_collections')}`)).status).toBe(404);
    expect((await http.get('/research_collection/abc')).status).toBe(400);
    expect((await http.get('/research_collection/0')).status).toBe(400);
  });
});

describe('POST /api/research_collection/search', () => {
  it('finds titles containing the term, whatever its case', async () => {
    const { status, body } = await http.post<CollectionRow[]>('/research_collection/search', {
      search_term: 'zeta UNSET',
    });
    expect(status).toBe(200);
    expect(body.data.map((c) => c.id)).toEqual([unset.id]);
    expect(body.data[0]).toEqual((await collectionsFromDb()).find((c) => c.id === unset.id));
  });

  it('matches the same collections as a direct case-insensitive search', async () => {
    const term = 'zeta';
    const expected = (await collectionsFromDb()).filter((c) => c.collection_title.toLowerCase().includes(term));
    const { body } = await http.post<CollectionRow[]>('/research_collection/search', {
      search_term: term.toUpperCase(),
    });
    expect(body.data).toEqual(expected);
  });

  it('takes % literally', async () => {
    const { body } = await http.post<CollectionRow[]>('/research_collection/search', { search_term: '100%' });
    expect(body.data.map((c) => c.id)).toEqual([dated.id]);
    const none = await http.post<CollectionRow[]>('/research_collection/search', { search_term: 'Zeta%Collection' });
    expect(none.body.data).toEqual([]);
  });

  it('lists every collection for an empty search: no search_term, null or blank', async () => {
    const all = await collectionsFromDb();
    for (const body of [{}, { search_term: null }, { search_term: '  ' }]) {
      const answer = await http.post<CollectionRow[]>('/research_collection/search', body);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual(all);
    }
  });

  it('refuses a search_term that is not text', async () => {
    expect((await http.post('/research_collection/search', { search_term: 5 })).status).toBe(400);
  });
});

describe('batches', () => {
  it("GET /api/research_collection/:id/batch lists the collection's batches, newest first", async () => {
    const { status, body } = await http.get<BatchRow[]>(`/research_collection/${hidden.id}/batch`);
    expect(status).toBe(200);
    expect(body.data).toEqual(await batchesFromDb(hidden.id));
    expect(body.data.map((b) => b.date_from)).toEqual(['2025-04-01', '2025-01-01']);
    expect((await http.get(`/research_collection/${await missingId('research_collections')}/batch`)).status).toBe(404);
  });

  it('GET /api/research_collection/:id/batch matches the table for every seeded collection', async () => {
    const collections = await collectionsFromDb();
    for (const collection of collections) {
      const { body } = await http.get<BatchRow[]>(`/research_collection/${collection.id}/batch`);
      expect(body.data).toEqual(await batchesFromDb(collection.id));
      expect(body.data.length).toBe(collection.total_batch_count);
    }
  });

  it('GET /api/batch lists every batch with its locations and their count', async () => {
    const { status, body } = await http.get<BatchRow[]>('/batch');
    expect(status).toBe(200);
    expect(body.data).toEqual(await batchesFromDb());
  });

  it('GET /api/batch/:id answers the batch with its locations', async () => {
    const [batch] = await batchesFromDb(unset.id);
    const { status, body } = await http.get(`/batch/${batch.id}`);
    expect(status).toBe(200);
    expect(body.data).toEqual(batch);
    expect(batch.locations.length).toBe(2);
    expect(batch.location_count).toBe(2);
    expect((await http.get(`/batch/${await missingId('batches')}`)).status).toBe(404);
    expect((await http.get('/batch/x1')).status).toBe(400);
  });
});

describe('locations', () => {
  it('GET /api/location/aou_list answers the AOU list', async () => {
    const { status, body } = await http.get('/location/aou_list');
    expect(status).toBe(200);
    expect(body.data).toEqual(await api.db.selectFrom('aou_list').select(['id', 'value']).orderBy('id').execute());
  });

  it("GET /api/location/:batchId lists the batch's locations with every column", async () => {
    const batchIds = (await batchesFromDb()).map((b) => b.id);
    for (const batchId of batchIds) {
      const { status, body } = await http.get(`/location/${batchId}`);
      expect(status).toBe(200);
      expect(body.data).toEqual(
        await api.db.selectFrom('locations').selectAll().where('batch_id', '=', batchId).orderBy('id').execute(),
      );
    }
    expect((await http.get(`/location/${await missingId('batches')}`)).status).toBe(404);
  });

  it('GET /api/location/fetch_location/:id answers an array holding the location', async () => {
    const location = await api.db.selectFrom('locations').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
    const { status, body } = await http.get(`/location/fetch_location/${location.id}`);
    expect(status).toBe(200);
    expect(body.data).toEqual([location]);
    expect((await http.get(`/location/fetch_location/${await missingId('locations')}`)).status).toBe(404);
    expect((await http.get('/location/fetch_location/abc')).status).toBe(400);
  });
});
