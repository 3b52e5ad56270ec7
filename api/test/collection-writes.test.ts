// The writes of collections, batches and locations against one seeded database, each route's refusals beside
// its successes: over 400 lines so the set-up is paid once.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { insertBatch, insertCollection, insertDocument, insertLocation, nextSequence } from '../src/seed/factories.ts';
import { callApi } from './call-api.ts';
import { COORDINATOR, signIn } from './sign-in.ts';
import { auditRowsSince, lastAuditId } from './audit-rows.ts';
import { withAuditRefused } from './refuse-audit.ts';
import { expectRefusal } from './expect-refusal.ts';
import { countRows } from './count-rows.ts';
import type { TableName } from '../src/seed/factories.ts';
import { onUniqueViolation } from '../src/db/unique-violation.ts';
import { COLLECTION_TITLE_INDEX, duplicateCollectionTitle } from '../src/modules/collection/validate-collection.ts';
import { BATCH_PERIOD_CONSTRAINT, duplicateBatchPeriod } from '../src/modules/collection/validate-batch.ts';

let api: TestApi;
let http: ReturnType<typeof callApi>;
let scheme: number;
let template: number;
let otherTemplate: number;
let aouId: number;

const unknownId = 987_654;

/** A valid create-collection form with a title no other test uses. */
const collectionForm = (overrides: Record<string, unknown> = {}) => ({
  collection_title: `Write Test Collection ${nextSequence()}`,
  licence_scheme_id: scheme,
  research_template_id: template,
  target_complete_date: '2027-03-31',
  status: 'show',
  ...overrides,
});

/** A valid create-batch form for a collection, with a period number no other test uses. */
const batchForm = (research_collection_id: number, overrides: Record<string, unknown> = {}) => ({
  research_collection_id,
  period: 'Quarter',
  period_number: `W${nextSequence()}`,
  date_from: '2026-07-01',
  date_to: '2026-09-30',
  target_complete_date: '2026-12-18',
  ...overrides,
});

const count = (table: TableName) => countRows(api.db, table);

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  http = callApi(api.url, await signIn(api, COORDINATOR));
  const templates = await api.db.selectFrom('research_templates').select('id').orderBy('id').execute();
  [template, otherTemplate] = templates.map((t) => t.id);
  aouId = (await api.db.selectFrom('aou_list').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  scheme = (await api.db.selectFrom('licence_schemes').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await api?.close();
});

describe('POST /api/research_collection', () => {
  it('creates the collection, answers it as the list shows it, and audits it', async () => {
    const since = await lastAuditId(api.db);
    const form = collectionForm();
    const { status, body } = await http.post<{ id: number }>('/research_collection', form);
    expect(status).toBe(200);
    expect(body.message).toBe('Research collection created successfully');
    const { body: read } = await http.get(`/research_collection/${body.data.id}`);
    expect(body.data).toEqual(read.data);
    expect(read.data).toMatchObject({ ...form, locked_batch_count: 0, total_batch_count: 0 });
    const listed = (await http.get<{ id: number }[]>('/research_collection')).body.data;
    expect(listed.some((c) => c.id === body.data.id)).toBe(true);

    const audit = await auditRowsSince(api.db, since);
    expect(audit).toEqual([
      {
        id: expect.any(Number),
        actor_email: COORDINATOR,
        action: 'create',
        entity: 'research_collection',
        entity_id: String(body.data.id),
        before: null,
        after: expect.objectContaining({ id: body.data.id, collection_title: form.collection_title }),
      },
    ]);
  });

  it('trims the title, reads the first 10 characters of the date, and stores empty values as null', async () => {
    const title = `  Padded Title ${nextSequence()}  `;
    const { status, body } = await http.post<{ id: number }>('/research_collection', {
      ...collectionForm({ collection_title: title, target_complete_date: '2026-06-30T00:00:00.000Z' }),
    });
    expect(status).toBe(200);
    const stored = await api.db
      .selectFrom('research_collections')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ collection_title: title.trim(), target_complete_date: '2026-06-30' });

    const empty = await http.post<{ id: number; status: string }>(
      '/research_collection',
      collectionForm({ target_complete_date: '', status: '' }),
    );
    expect(empty.status).toBe(200);
    const row = await api.db
      .selectFrom('research_collections')
      .selectAll()
      .where('id', '=', empty.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ target_complete_date: null, status: null });
    // An unset status reads as show.
    expect(empty.body.data.status).toBe('show');
    expect(
      (await http.post('/research_collection', collectionForm({ target_complete_date: null, status: null }))).status,
    ).toBe(200);
  });

  it.each([
    ['no title', { collection_title: undefined }, 'collection_title', 'Collection title is required'],
    ['a blank title', { collection_title: '   ' }, 'collection_title', 'Collection title is required'],
    [
      'a title of 201 characters',
      { collection_title: 'x'.repeat(201) },
      'collection_title',
      'Collection title must be at most 200 characters',
    ],
    ['a title that is no text', { collection_title: 42 }, 'collection_title', 'Collection title must be text'],
    ['no licence scheme', { licence_scheme_id: null }, 'licence_scheme_id', 'Licence scheme is required'],
    [
      'a licence scheme that is no id',
      { licence_scheme_id: 'abc' },
      'licence_scheme_id',
      'Licence scheme must be a positive whole number',
    ],
    [
      'an unknown licence scheme',
      { licence_scheme_id: unknownId },
      'licence_scheme_id',
      `Licence scheme ${unknownId} does not exist`,
    ],
    ['no research template', { research_template_id: '' }, 'research_template_id', 'Research template is required'],
    [
      'an unknown research template',
      { research_template_id: unknownId },
      'research_template_id',
      `Research template ${unknownId} does not exist`,
    ],
    [
      'a date that does not exist',
      { target_complete_date: '2026-02-30' },
      'target_complete_date',
      'Research target date must be a valid date (yyyy-MM-dd)',
    ],
    [
      'a date in another format',
      { target_complete_date: '30-06-2026' },
      'target_complete_date',
      'Research target date must be a valid date (yyyy-MM-dd)',
    ],
    ['an unknown status', { status: 'visible' }, 'status', 'Status must be one of show, hide'],
  ])('refuses %s with a message on its field, creating nothing', async (_case, overrides, field, message) => {
    const before = await count('research_collections');
    expectRefusal(await http.post('/research_collection', collectionForm(overrides)), 400, message, field);
    expect(await count('research_collections')).toBe(before);
  });

  it('refuses a title another collection has, whatever its case', async () => {
    const form = collectionForm({ collection_title: `Unique Survey ${nextSequence()}` });
    expect((await http.post('/research_collection', form)).status).toBe(200);
    const before = await count('research_collections');
    const again = await http.post('/research_collection', {
      ...collectionForm(),
      collection_title: ` ${form.collection_title.toUpperCase()} `,
    });
    expectRefusal(again, 400, 'A research collection with this title already exists', 'collection_title');
    expect(await count('research_collections')).toBe(before);
  });

  it('refuses a body that is no JSON object', async () => {
    expectRefusal(
      await http.post('/research_collection', [collectionForm()]),
      400,
      'The request body must be a JSON object',
    );
  });

  it('lets IT users create too', async () => {
    const it = callApi(api.url, await signIn(api, 'it@example.org'));
    expect((await it.post('/research_collection', collectionForm())).status).toBe(200);
  });
});

describe('a save that loses a race to the same title or period', () => {
  // Two saves can both pass the check before either stores its row; the database's unique index
  // refuses the second, and the caller still reads the form's message.
  it('gets the same message from the database as from the check', async () => {
    const collection = await insertCollection(api.db);
    const sameTitle = await api.db
      .insertInto('research_collections')
      .values({ ...collectionForm(), status: 'show', collection_title: collection.collection_title.toUpperCase() })
      .execute()
      .catch(onUniqueViolation(COLLECTION_TITLE_INDEX, duplicateCollectionTitle))
      .catch((error: unknown) => error);
    expect(sameTitle).toMatchObject({ status: 400, message: 'A research collection with this title already exists' });

    const batch = await insertBatch(api.db);
    const samePeriod = await api.db
      .insertInto('batches')
      .values({ ...batchForm(batch.research_collection_id), period: 'Quarter', period_number: batch.period_number })
      .execute()
      .catch(onUniqueViolation(BATCH_PERIOD_CONSTRAINT, duplicateBatchPeriod))
      .catch((error: unknown) => error);
    expect(samePeriod).toMatchObject({
      status: 400,
      message: 'A batch with this period already exists in the collection',
    });
  });
});

describe('PUT /api/research_collection/:id', () => {
  it('saves every field, answers the updated row, and audits before and after', async () => {
    const collection = await insertCollection(api.db, {
      collection_title: `Before Edit ${nextSequence()}`,
      status: 'show',
    });
    const since = await lastAuditId(api.db);
    const form = collectionForm({
      id: collection.id,
      research_template_id: otherTemplate,
      status: 'hide',
      target_complete_date: '',
    });
    const { status, body } = await http.put<{ id: number }>(`/research_collection/${collection.id}`, form);
    expect(status).toBe(200);
    expect(body.message).toBe('Research collection updated successfully');
    const { body: read } = await http.get(`/research_collection/${collection.id}`);
    expect(read.data).toEqual(body.data);
    expect(read.data).toMatchObject({
      collection_title: form.collection_title,
      research_template_id: otherTemplate,
      status: 'hide',
      target_complete_date: null,
    });
    const [audit] = await auditRowsSince(api.db, since);
    expect(audit).toMatchObject({
      action: 'update',
      entity: 'research_collection',
      entity_id: String(collection.id),
      before: { collection_title: collection.collection_title, status: 'show' },
      after: { collection_title: form.collection_title, status: 'hide', target_complete_date: null },
    });
  });

  it('keeps its own title, in another case too, but refuses the title of another collection', async () => {
    const own = await insertCollection(api.db, { collection_title: `Own Title ${nextSequence()}` });
    const other = await insertCollection(api.db, { collection_title: `Other Title ${nextSequence()}` });
    const same = await http.put(
      `/research_collection/${own.id}`,
      collectionForm({ collection_title: own.collection_title.toLowerCase() }),
    );
    expect(same.status).toBe(200);
    const taken = await http.put(
      `/research_collection/${own.id}`,
      collectionForm({ collection_title: other.collection_title }),
    );
    expectRefusal(taken, 400, 'A research collection with this title already exists', 'collection_title');
    const stored = await api.db
      .selectFrom('research_collections')
      .select('collection_title')
      .where('id', '=', own.id)
      .executeTakeFirstOrThrow();
    expect(stored.collection_title).toBe(own.collection_title.toLowerCase());
  });

  it('validates like create', async () => {
    const collection = await insertCollection(api.db);
    expectRefusal(
      await http.put(`/research_collection/${collection.id}`, collectionForm({ licence_scheme_id: unknownId })),
      400,
      `Licence scheme ${unknownId} does not exist`,
      'licence_scheme_id',
    );
  });

  it('refuses a body id that differs from the address, and answers 404 for an unknown collection', async () => {
    const collection = await insertCollection(api.db);
    expectRefusal(
      await http.put(`/research_collection/${collection.id}`, collectionForm({ id: collection.id + 1 })),
      400,
      `The id in the body (${collection.id + 1}) does not match the address (${collection.id})`,
      'id',
    );
    expectRefusal(
      await http.put(`/research_collection/${unknownId}`, collectionForm()),
      404,
      `Research collection ${unknownId} was not found`,
    );
  });
});

describe('DELETE /api/research_collection/:id', () => {
  it('refuses while the collection has batches, saying how many, and changes nothing', async () => {
    const collection = await insertCollection(api.db);
    await insertBatch(api.db, { research_collection_id: collection.id });
    const since = await lastAuditId(api.db);
    expectRefusal(
      await http.del(`/research_collection/${collection.id}`),
      409,
      'Research collection cannot be deleted because it has 1 batch',
    );
    await insertBatch(api.db, { research_collection_id: collection.id });
    expectRefusal(
      await http.del(`/research_collection/${collection.id}`),
      409,
      'Research collection cannot be deleted because it has 2 batches',
    );
    expect((await http.get(`/research_collection/${collection.id}`)).status).toBe(200);
    expect((await http.get<unknown[]>(`/research_collection/${collection.id}/batch`)).body.data).toHaveLength(2);
    expect(await auditRowsSince(api.db, since)).toEqual([]);
  });

  it('deletes a collection without batches and audits what it was', async () => {
    const collection = await insertCollection(api.db);
    const since = await lastAuditId(api.db);
    const { status, body } = await http.del(`/research_collection/${collection.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'Research collection deleted successfully', data: { id: collection.id } });
    expect((await http.get(`/research_collection/${collection.id}`)).status).toBe(404);
    expect(await auditRowsSince(api.db, since)).toMatchObject([
      {
        action: 'delete',
        entity: 'research_collection',
        entity_id: String(collection.id),
        before: { id: collection.id },
        after: null,
      },
    ]);
    expect((await http.del(`/research_collection/${collection.id}`)).status).toBe(404);
  });
});

describe('POST /api/batch', () => {
  it('creates an unlocked batch when the status is unset, visible in the batch calls, and audits it', async () => {
    const collection = await insertCollection(api.db);
    const since = await lastAuditId(api.db);
    const form = batchForm(collection.id, { period_number: '3' });
    const { status, body } = await http.post<{ id: number }>('/batch', form);
    expect(status).toBe(200);
    expect(body.message).toBe('Batch created successfully');
    expect(body.data).toMatchObject({ ...form, title: 'Quarter 3', status: 'unlocked', location_count: 0 });
    const { body: read } = await http.get(`/batch/${body.data.id}`);
    expect(read.data).toEqual({ ...body.data, locations: [] });
    expect(
      (await http.get<{ id: number }[]>(`/research_collection/${collection.id}/batch`)).body.data.map((b) => b.id),
    ).toEqual([body.data.id]);
    expect(await auditRowsSince(api.db, since)).toMatchObject([
      {
        action: 'create',
        entity: 'batch',
        entity_id: String(body.data.id),
        after: { status: 'unlocked', period: 'Quarter' },
      },
    ]);
  });

  it('takes dates on the same day, an empty target date as null, and a given status', async () => {
    const collection = await insertCollection(api.db);
    const { status, body } = await http.post(
      '/batch',
      batchForm(collection.id, {
        date_from: '2026-05-01',
        date_to: '2026-05-01',
        target_complete_date: '',
        status: 'locked',
      }),
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      date_from: '2026-05-01',
      date_to: '2026-05-01',
      target_complete_date: null,
      status: 'locked',
    });
  });

  it.each([
    [
      'no collection',
      { research_collection_id: undefined },
      'research_collection_id',
      'Research collection is required',
    ],
    [
      'an unknown collection',
      { research_collection_id: unknownId },
      'research_collection_id',
      `Research collection ${unknownId} does not exist`,
    ],
    ['no period', { period: '' }, 'period', 'Period is required'],
    [
      'an unknown period',
      { period: 'Month' },
      'period',
      'Period must be one of Quarter, Term, Part, Invoice, Calendar Year, Financial Year',
    ],
    ['no period number', { period_number: undefined }, 'period_number', 'Period number is required'],
    ['a blank period number', { period_number: '  ' }, 'period_number', 'Period number is required'],
    ['no Date From', { date_from: null }, 'date_from', 'Date From is required'],
    [
      'a Date From that is no date',
      { date_from: '2026-13-01' },
      'date_from',
      'Date From must be a valid date (yyyy-MM-dd)',
    ],
    ['no Date To', { date_to: '' }, 'date_to', 'Date To is required'],
    [
      'a Date To before Date From',
      { date_from: '2026-07-02', date_to: '2026-07-01' },
      'date_to',
      'Date To must be on or after Date From',
    ],
    [
      'a target complete date before Date From',
      { date_from: '2026-07-02', date_to: '2026-09-30', target_complete_date: '2026-07-01' },
      'target_complete_date',
      'Target complete date must be on or after Date From',
    ],
    ['an unknown status', { status: 'open' }, 'status', 'Status must be one of unlocked, locked'],
    [
      'a target date that is no date',
      { target_complete_date: 'soon' },
      'target_complete_date',
      'Target complete date must be a valid date (yyyy-MM-dd)',
    ],
  ])('refuses %s with a message on its field, creating nothing', async (_case, overrides, field, message) => {
    const collection = await insertCollection(api.db);
    const before = await count('batches');
    expectRefusal(await http.post('/batch', batchForm(collection.id, overrides)), 400, message, field);
    expect(await count('batches')).toBe(before);
  });

  it('lists every problem of a form, not only the first, and creates nothing', async () => {
    const before = await count('batches');
    const unreadable = await http.post('/batch', {
      research_collection_id: 'one',
      period: 'Month',
      period_number: '',
      date_from: '2026-07-02',
      date_to: '2026-07-01',
    });
    expectRefusal(unreadable, 400, 'Research collection must be a positive whole number', 'research_collection_id');
    expect(unreadable.body).toMatchObject({
      problems: [
        { field: 'research_collection_id', message: 'Research collection must be a positive whole number' },
        { field: 'period', message: expect.stringMatching(/^Period must be one of/) },
        { field: 'period_number', message: 'Period number is required' },
      ],
    });
    // A readable form still wrong in several ways: the dates out of order and an unknown collection.
    const wrong = await http.post(
      '/batch',
      batchForm(unknownId, { date_from: '2026-07-02', date_to: '2026-07-01', target_complete_date: '2026-06-01' }),
    );
    expectRefusal(wrong, 400, 'Date To must be on or after Date From', 'date_to');
    expect(wrong.body).toMatchObject({
      problems: [
        { field: 'date_to', message: 'Date To must be on or after Date From' },
        { field: 'target_complete_date', message: 'Target complete date must be on or after Date From' },
        { field: 'research_collection_id', message: `Research collection ${unknownId} does not exist` },
      ],
    });
    expect(await count('batches')).toBe(before);
  });

  it('refuses a period and number the collection already has; another collection may have it', async () => {
    const [first, second] = [await insertCollection(api.db), await insertCollection(api.db)];
    const form = batchForm(first.id, { period: 'Term', period_number: '2' });
    expect((await http.post('/batch', form)).status).toBe(200);
    expectRefusal(
      await http.post('/batch', { ...form, period_number: ' 2 ' }),
      400,
      'A batch with this period already exists in the collection',
      'period_number',
    );
    expect((await http.post('/batch', { ...form, period: 'Part' })).status).toBe(200);
    expect((await http.post('/batch', { ...form, research_collection_id: second.id })).status).toBe(200);
  });
});

describe('PUT /api/batch/:id', () => {
  it('locks a batch: audited with the status before and after, and logged', async () => {
    const collection = await insertCollection(api.db);
    const batch = await insertBatch(api.db, {
      research_collection_id: collection.id,
      period_number: `L${nextSequence()}`,
    });
    const since = await lastAuditId(api.db);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const form = batchForm(collection.id, { id: batch.id, period_number: batch.period_number, status: 'locked' });
    const { status, body } = await http.put(`/batch/${batch.id}`, form);
    const lines = log.mock.calls.map(([line]) => JSON.parse(String(line)));
    log.mockRestore();
    expect(status).toBe(200);
    expect(body.message).toBe('Batch updated successfully');
    expect((await http.get(`/batch/${batch.id}`)).body.data).toMatchObject({
      status: 'locked',
      date_from: form.date_from,
    });
    expect(await auditRowsSince(api.db, since)).toMatchObject([
      {
        action: 'update',
        entity: 'batch',
        entity_id: String(batch.id),
        before: { status: 'unlocked' },
        after: { status: 'locked' },
      },
    ]);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'batch locked', who: COORDINATOR, batch_id: batch.id }),
    );
    // The collection list counts it as locked now.
    expect((await http.get(`/research_collection/${collection.id}`)).body.data).toMatchObject({
      locked_batch_count: 1,
    });
  });

  it('keeps the status when the form leaves it unset, and unlocks when told', async () => {
    const batch = await insertBatch(api.db, { status: 'locked' });
    const form = batchForm(batch.research_collection_id, { period_number: batch.period_number });
    expect((await http.put(`/batch/${batch.id}`, form)).body.data).toMatchObject({ status: 'locked' });
    expect((await http.put(`/batch/${batch.id}`, { ...form, status: 'unlocked' })).body.data).toMatchObject({
      status: 'unlocked',
    });
  });

  it("refuses another batch's period, a mismatched id, bad dates, and answers 404 for an unknown batch", async () => {
    const collection = await insertCollection(api.db);
    const [a, b] = [
      await insertBatch(api.db, { research_collection_id: collection.id }),
      await insertBatch(api.db, { research_collection_id: collection.id }),
    ];
    const form = batchForm(collection.id, { period_number: b.period_number });
    expectRefusal(
      await http.put(`/batch/${a.id}`, form),
      400,
      'A batch with this period already exists in the collection',
      'period_number',
    );
    expectRefusal(
      await http.put(`/batch/${a.id}`, { ...form, id: b.id }),
      400,
      `The id in the body (${b.id}) does not match the address (${a.id})`,
      'id',
    );
    expectRefusal(
      await http.put(`/batch/${a.id}`, { ...form, period_number: a.period_number, date_to: '2020-01-01' }),
      400,
      'Date To must be on or after Date From',
      'date_to',
    );
    expectRefusal(
      await http.put(`/batch/${a.id}`, { ...form, period_number: a.period_number, target_complete_date: '2020-01-01' }),
      400,
      'Target complete date must be on or after Date From',
      'target_complete_date',
    );
    expectRefusal(await http.put(`/batch/${unknownId}`, form), 404, `Batch ${unknownId} was not found`);
    expect(
      await api.db.selectFrom('batches').select('period_number').where('id', '=', a.id).executeTakeFirstOrThrow(),
    ).toEqual({
      period_number: a.period_number,
    });
  });
});

describe('DELETE /api/batch/:id', () => {
  /** A batch with two locations and two assignees, and the numbers that must not change on a refusal. */
  async function batchWithParts() {
    const batch = await insertBatch(api.db);
    await insertLocation(api.db, { batch_id: batch.id });
    await insertLocation(api.db, { batch_id: batch.id });
    const users = await api.db.selectFrom('users').select('id').orderBy('id').limit(2).execute();
    await api.db
      .insertInto('batch_users')
      .values(users.map((u) => ({ batch_id: batch.id, user_id: u.id })))
      .execute();
    return batch;
  }
  const partsOf = async (batchId: number) => ({
    batch: await api.db.selectFrom('batches').selectAll().where('id', '=', batchId).execute(),
    locations: await api.db.selectFrom('locations').selectAll().where('batch_id', '=', batchId).orderBy('id').execute(),
    batchUsers: await api.db
      .selectFrom('batch_users')
      .selectAll()
      .where('batch_id', '=', batchId)
      .orderBy('id')
      .execute(),
  });

  it('refuses while the batch has records, saying how many, and changes nothing', async () => {
    const batch = await batchWithParts();
    await insertDocument(api.db, { batch_id: batch.id });
    await insertDocument(api.db, { batch_id: batch.id });
    const [before, since] = [await partsOf(batch.id), await lastAuditId(api.db)];
    expectRefusal(await http.del(`/batch/${batch.id}`), 409, 'Batch cannot be deleted because it has 2 records');
    expect(await partsOf(batch.id)).toEqual(before);
    expect(await auditRowsSince(api.db, since)).toEqual([]);
  });

  it("refuses while another batch's records are at one of its locations", async () => {
    const batch = await batchWithParts();
    const [location] = (await partsOf(batch.id)).locations;
    await insertDocument(api.db, { batch_id: (await insertBatch(api.db)).id, location_id: location.id });
    expectRefusal(await http.del(`/batch/${batch.id}`), 409, 'Batch cannot be deleted because it has 1 record');
  });

  it('deletes the batch with its locations and assignees, audited together', async () => {
    const batch = await batchWithParts();
    const before = await partsOf(batch.id);
    const since = await lastAuditId(api.db);
    const { status, body } = await http.del(`/batch/${batch.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'Batch deleted successfully', data: { id: batch.id } });
    expect(await partsOf(batch.id)).toEqual({ batch: [], locations: [], batchUsers: [] });
    expect((await http.get(`/batch/${batch.id}`)).status).toBe(404);
    const [audit] = await auditRowsSince(api.db, since);
    expect(audit).toMatchObject({ action: 'delete', entity: 'batch', entity_id: String(batch.id), after: null });
    expect(audit.before).toEqual(
      JSON.parse(JSON.stringify({ ...before.batch[0], locations: before.locations, batch_users: before.batchUsers })),
    );
  });

  it('is never half done: when its last step fails, the locations and assignees are still there', async () => {
    const batch = await batchWithParts();
    const before = await partsOf(batch.id);
    const { status } = await withAuditRefused(api.db, 'batch', () => http.del(`/batch/${batch.id}`));
    expect(status).toBe(500);
    expect(await partsOf(batch.id)).toEqual(before);
    expect((await http.del(`/batch/${batch.id}`)).status).toBe(200);
  });
});

describe('PUT /api/location/edit_location/:id', () => {
  const instituteForm = () => ({
    institute: 'The University of Sydney',
    department_id: 'USYD-D0001',
    location_name: 'Fisher Library',
    aou: aouId,
    machine_id: 4521,
    school_type: 'Primary',
    sector: 'Government',
    state: 'NSW',
  });

  it('saves an institute location, clearing the school fields, and audits it', async () => {
    const location = await insertLocation(api.db, {
      institute: null,
      school_type: 'Secondary',
      sector: 'Catholic',
      state: 'VIC',
    });
    const since = await lastAuditId(api.db);
    const { status, body } = await http.put(`/location/edit_location/${location.id}`, instituteForm());
    expect(status).toBe(200);
    expect(body.message).toBe('Location updated successfully');
    const expected = {
      id: location.id,
      batch_id: location.batch_id,
      institute: 'The University of Sydney',
      department_id: 'USYD-D0001',
      location_name: 'Fisher Library',
      aou: String(aouId),
      machine_id: 4521,
      school_type: null,
      sector: null,
      state: null,
    };
    expect(body.data).toEqual(expected);
    expect((await http.get(`/location/fetch_location/${location.id}`)).body.data).toEqual([expected]);
    expect(await auditRowsSince(api.db, since)).toMatchObject([
      {
        action: 'update',
        entity: 'location',
        entity_id: String(location.id),
        before: { school_type: 'Secondary' },
        after: expected,
      },
    ]);
  });

  it('keeps a raw AOU value as text', async () => {
    const location = await insertLocation(api.db);
    const { body } = await http.put(`/location/edit_location/${location.id}`, {
      ...instituteForm(),
      aou: ' Sydney Dental Hospital ',
    });
    expect(body.data).toMatchObject({ aou: 'Sydney Dental Hospital' });
  });

  it('saves a school location when the institute is empty, clearing the institute fields', async () => {
    const location = await insertLocation(api.db, { aou: String(aouId) });
    const { status, body } = await http.put(`/location/edit_location/${location.id}`, {
      ...instituteForm(),
      institute: '',
      machine_id: '',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      institute: null,
      aou: null,
      machine_id: null,
      school_type: 'Primary',
      sector: 'Government',
      state: 'NSW',
    });
  });

  it.each([
    ['a machine id that is no number', { machine_id: 'M-12' }, 'machine_id', 'Machine Id must be a whole number'],
    ['a machine id sent as text', { machine_id: '4521' }, 'machine_id', 'Machine Id must be a whole number'],
    ['a machine id with a fraction', { machine_id: 12.5 }, 'machine_id', 'Machine Id must be a whole number'],
    ['a negative machine id', { machine_id: -1 }, 'machine_id', 'Machine Id must be a whole number'],
    ['no location name', { location_name: '' }, 'location_name', 'Location name is required'],
    ['no department id', { department_id: undefined }, 'department_id', 'Department Id is required'],
    ['an AOU id not in the list', { aou: unknownId }, 'aou', `AOU ${unknownId} does not exist`],
  ])('refuses %s with a message on its field, changing nothing', async (_case, overrides, field, message) => {
    const location = await insertLocation(api.db);
    expectRefusal(
      await http.put(`/location/edit_location/${location.id}`, { ...instituteForm(), ...overrides }),
      400,
      message,
      field,
    );
    expect(
      await api.db.selectFrom('locations').selectAll().where('id', '=', location.id).executeTakeFirstOrThrow(),
    ).toEqual(location);
  });

  it('answers 404 for an unknown location', async () => {
    expectRefusal(
      await http.put(`/location/edit_location/${unknownId}`, instituteForm()),
      404,
      `Location ${unknownId} was not found`,
    );
  });
});
