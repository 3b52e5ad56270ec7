// Over 400 lines: the collection, batch and location writes share one BFF and records API started once for the
// file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff, type TestBff } from './bff-harness.ts';

/**
 * The writes of research collections, batches and locations through the BFF and a real records
 * API: each answers the server's message and the entity, or its refusal as userErrors on the
 * input field to correct; a Researcher is FORBIDDEN them all.
 */
let bff: TestBff;
let coordinator: string;
let researcher: string;
const asCoordinator: TestBff['query'] = (text, variables) => bff.query(text, variables, { cookie: coordinator });

beforeAll(async () => {
  bff = await startTestBff();
  coordinator = await bff.signIn('coordinator@example.org');
  researcher = await bff.signIn('researcher@example.org');
});
afterAll(async () => {
  await bff?.close();
});

type UserErrors = { field: string | null; code: string; message: string }[];
type CollectionPayload = {
  message: string | null;
  researchCollection: {
    id: string;
    collectionTitle: string;
    licenceSchemeName: string;
    templateName: string;
    targetCompleteDate: string | null;
    status: string;
    totalBatchCount: number;
  } | null;
  userErrors: UserErrors;
};
type DeletePayload = { message: string | null; deletedId: string | null; userErrors: UserErrors };
type BatchPayload = {
  message: string | null;
  batch: { id: string; title: string; status: string; targetCompleteDate: string | null; locationCount: number } | null;
  userErrors: UserErrors;
};
type LocationPayload = {
  message: string | null;
  location: {
    id: string;
    type: string;
    institute: string | null;
    aou: string | null;
    aouLabel: string | null;
    machineId: number | null;
    schoolType: string | null;
    sector: string | null;
    state: string | null;
  } | null;
  userErrors: UserErrors;
};

const COLLECTION_FIELDS =
  'message researchCollection { id collectionTitle licenceSchemeName templateName targetCompleteDate status totalBatchCount } userErrors { field code message }';
const CREATE_COLLECTION = `mutation ($input: ResearchCollectionInput!) { createResearchCollection(input: $input) { ${COLLECTION_FIELDS} } }`;
const UPDATE_COLLECTION = `mutation ($id: ID!, $input: ResearchCollectionInput!) { updateResearchCollection(id: $id, input: $input) { ${COLLECTION_FIELDS} } }`;
const DELETE_COLLECTION =
  'mutation ($id: ID!) { deleteResearchCollection(id: $id) { message deletedId userErrors { field code message } } }';
const BATCH_FIELDS =
  'message batch { id title status targetCompleteDate locationCount } userErrors { field code message }';
const CREATE_BATCH = `mutation ($input: BatchInput!) { createBatch(input: $input) { ${BATCH_FIELDS} } }`;
const UPDATE_BATCH = `mutation ($id: ID!, $input: BatchInput!) { updateBatch(id: $id, input: $input) { ${BATCH_FIELDS} } }`;
const DELETE_BATCH =
  'mutation ($id: ID!) { deleteBatch(id: $id) { message deletedId userErrors { field code message } } }';
const UPDATE_LOCATION = `mutation ($id: ID!, $input: LocationInput!) { updateLocation(id: $id, input: $input) {
  message location { id type institute aou aouLabel machineId schoolType sector state } userErrors { field code message } } }`;

/** Ids of the seed's lookups, read from the database the API uses. */
async function lookups() {
  const scheme = await bff.api.db
    .selectFrom('licence_schemes')
    .select(['id', 'value'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const template = await bff.api.db
    .selectFrom('research_templates')
    .select(['id', 'template_name'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { scheme, template };
}

async function newCollection(title: string) {
  const { scheme, template } = await lookups();
  const { data } = await asCoordinator<{ createResearchCollection: CollectionPayload }>(CREATE_COLLECTION, {
    input: { collectionTitle: title, licenceSchemeId: scheme.id, researchTemplateId: template.id },
  });
  return data!.createResearchCollection.researchCollection!;
}

describe('research collections', () => {
  it('creates, edits and deletes a collection, answering the server message each time', async () => {
    const { scheme, template } = await lookups();
    const created = await asCoordinator<{ createResearchCollection: CollectionPayload }>(CREATE_COLLECTION, {
      input: {
        collectionTitle: 'BFF Test Survey',
        licenceSchemeId: scheme.id,
        researchTemplateId: template.id,
        targetCompleteDate: '2027-05-31',
        status: 'SHOW',
      },
    });
    expect(created.errors).toBeUndefined();
    const payload = created.data!.createResearchCollection;
    expect(payload.userErrors).toEqual([]);
    expect(payload.message).toBe('Research collection created successfully');
    expect(payload.researchCollection).toMatchObject({
      collectionTitle: 'BFF Test Survey',
      licenceSchemeName: scheme.value,
      templateName: template.template_name,
      targetCompleteDate: '2027-05-31',
      status: 'SHOW',
      totalBatchCount: 0,
    });
    const id = payload.researchCollection!.id;

    // The edit form sends every field; an emptied target date and status travel as null.
    const updated = await asCoordinator<{ updateResearchCollection: CollectionPayload }>(UPDATE_COLLECTION, {
      id,
      input: {
        collectionTitle: 'BFF Test Survey (hidden)',
        licenceSchemeId: scheme.id,
        researchTemplateId: template.id,
        targetCompleteDate: null,
        status: 'HIDE',
      },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateResearchCollection).toMatchObject({
      message: 'Research collection updated successfully',
      researchCollection: { id, collectionTitle: 'BFF Test Survey (hidden)', targetCompleteDate: null, status: 'HIDE' },
      userErrors: [],
    });

    const deleted = await asCoordinator<{ deleteResearchCollection: DeletePayload }>(DELETE_COLLECTION, { id });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deleteResearchCollection).toEqual({
      message: 'Research collection deleted successfully',
      deletedId: id,
      userErrors: [],
    });
    const row = await bff.api.db
      .selectFrom('research_collections')
      .select('id')
      .where('id', '=', Number(id))
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('answers the validation message on the field to correct, and creates nothing', async () => {
    const { scheme, template } = await lookups();
    const before = await bff.api.db
      .selectFrom('research_collections')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    const empty = await asCoordinator<{ createResearchCollection: CollectionPayload }>(CREATE_COLLECTION, {
      input: {},
    });
    expect(empty.errors).toBeUndefined();
    expect(empty.data!.createResearchCollection).toEqual({
      message: null,
      researchCollection: null,
      // Every missing field, not only the first.
      userErrors: [
        { field: 'collectionTitle', code: 'BAD_USER_INPUT', message: 'Collection title is required' },
        { field: 'licenceSchemeId', code: 'BAD_USER_INPUT', message: 'Licence scheme is required' },
        { field: 'researchTemplateId', code: 'BAD_USER_INPUT', message: 'Research template is required' },
      ],
    });

    const unknownScheme = await asCoordinator<{ createResearchCollection: CollectionPayload }>(CREATE_COLLECTION, {
      input: { collectionTitle: 'Unknown scheme survey', licenceSchemeId: 999, researchTemplateId: template.id },
    });
    expect(unknownScheme.data!.createResearchCollection.userErrors).toEqual([
      { field: 'licenceSchemeId', code: 'BAD_USER_INPUT', message: 'Licence scheme 999 does not exist' },
    ]);

    // Titles are unique whatever their case.
    const existing = await bff.api.db
      .selectFrom('research_collections')
      .select('collection_title')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const duplicate = await asCoordinator<{ createResearchCollection: CollectionPayload }>(CREATE_COLLECTION, {
      input: {
        collectionTitle: existing.collection_title.toUpperCase(),
        licenceSchemeId: scheme.id,
        researchTemplateId: template.id,
      },
    });
    expect(duplicate.data!.createResearchCollection.userErrors).toEqual([
      {
        field: 'collectionTitle',
        code: 'BAD_USER_INPUT',
        message: 'A research collection with this title already exists',
      },
    ]);

    const after = await bff.api.db
      .selectFrom('research_collections')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('answers an unknown collection as NOT_FOUND on id', async () => {
    const { scheme, template } = await lookups();
    const { data, errors } = await asCoordinator<{ updateResearchCollection: CollectionPayload }>(UPDATE_COLLECTION, {
      id: '99999',
      input: { collectionTitle: 'Nobody', licenceSchemeId: scheme.id, researchTemplateId: template.id },
    });
    expect(errors).toBeUndefined();
    expect(data!.updateResearchCollection.userErrors).toEqual([
      { field: 'id', code: 'NOT_FOUND', message: 'Research collection 99999 was not found' },
    ]);
  });

  it('refuses to delete a collection that has batches, saying why, and deletes nothing', async () => {
    const withBatches = await bff.api.db
      .selectFrom('research_collections as rc')
      .innerJoin('batches as b', 'b.research_collection_id', 'rc.id')
      .select(['rc.id', (eb) => eb.fn.count<number>('b.id').as('batches')])
      .groupBy('rc.id')
      .orderBy('rc.id')
      .executeTakeFirstOrThrow();
    const { data, errors } = await asCoordinator<{ deleteResearchCollection: DeletePayload }>(DELETE_COLLECTION, {
      id: String(withBatches.id),
    });
    expect(errors).toBeUndefined();
    expect(data!.deleteResearchCollection).toEqual({
      message: null,
      deletedId: null,
      userErrors: [
        {
          field: null,
          code: 'CONFLICT',
          message: `Research collection cannot be deleted because it has ${withBatches.batches} batch${withBatches.batches === 1 ? '' : 'es'}`,
        },
      ],
    });
    expect(
      await bff.api.db
        .selectFrom('research_collections')
        .select('id')
        .where('id', '=', withBatches.id)
        .executeTakeFirst(),
    ).toBeDefined();
  });
});

describe('batches', () => {
  it('creates a batch unlocked, locks it on edit, and deletes it while it has no records', async () => {
    const collection = await newCollection('BFF Batch Survey');
    const created = await asCoordinator<{ createBatch: BatchPayload }>(CREATE_BATCH, {
      input: {
        researchCollectionId: collection.id,
        period: 'QUARTER',
        periodNumber: '3',
        dateFrom: '2026-07-01',
        dateTo: '2026-09-30',
        status: null,
        targetCompleteDate: null,
      },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createBatch).toMatchObject({
      message: 'Batch created successfully',
      batch: { title: 'Quarter 3', status: 'UNLOCKED', targetCompleteDate: null, locationCount: 0 },
      userErrors: [],
    });
    const id = created.data!.createBatch.batch!.id;

    const locked = await asCoordinator<{ updateBatch: BatchPayload }>(UPDATE_BATCH, {
      id,
      input: {
        researchCollectionId: collection.id,
        period: 'TERM',
        periodNumber: '3',
        dateFrom: '2026-07-01',
        dateTo: '2026-09-30',
        status: 'LOCKED',
        targetCompleteDate: '2026-12-18',
      },
    });
    expect(locked.errors).toBeUndefined();
    expect(locked.data!.updateBatch).toMatchObject({
      message: 'Batch updated successfully',
      batch: { id, title: 'Term 3', status: 'LOCKED', targetCompleteDate: '2026-12-18' },
      userErrors: [],
    });

    const deleted = await asCoordinator<{ deleteBatch: DeletePayload }>(DELETE_BATCH, { id });
    expect(deleted.data!.deleteBatch).toEqual({ message: 'Batch deleted successfully', deletedId: id, userErrors: [] });
    expect(
      await bff.api.db.selectFrom('batches').select('id').where('id', '=', Number(id)).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('answers the validation message on the field to correct', async () => {
    const collection = await newCollection('BFF Batch Rules Survey');
    const input = {
      researchCollectionId: collection.id,
      period: 'QUARTER',
      periodNumber: '1',
      dateFrom: '2026-01-01',
      dateTo: '2026-03-31',
    };

    const backwards = await asCoordinator<{ createBatch: BatchPayload }>(CREATE_BATCH, {
      input: { ...input, dateTo: '2025-12-31' },
    });
    expect(backwards.data!.createBatch).toEqual({
      message: null,
      batch: null,
      userErrors: [{ field: 'dateTo', code: 'BAD_USER_INPUT', message: 'Date To must be on or after Date From' }],
    });

    const noPeriodNumber = await asCoordinator<{ createBatch: BatchPayload }>(CREATE_BATCH, {
      input: { ...input, periodNumber: '' },
    });
    expect(noPeriodNumber.data!.createBatch.userErrors).toEqual([
      { field: 'periodNumber', code: 'BAD_USER_INPUT', message: 'Period number is required' },
    ]);

    expect(
      (await asCoordinator<{ createBatch: BatchPayload }>(CREATE_BATCH, { input })).data!.createBatch.userErrors,
    ).toEqual([]);
    const twice = await asCoordinator<{ createBatch: BatchPayload }>(CREATE_BATCH, { input });
    expect(twice.data!.createBatch.userErrors).toEqual([
      {
        field: 'periodNumber',
        code: 'BAD_USER_INPUT',
        message: 'A batch with this period already exists in the collection',
      },
    ]);
  });

  it('refuses to delete a batch that has records, saying why, and deletes nothing', async () => {
    const withRecords = await bff.api.db
      .selectFrom('document_details')
      .select(['batch_id', (eb) => eb.fn.countAll<number>().as('records')])
      .groupBy('batch_id')
      .orderBy('batch_id')
      .executeTakeFirstOrThrow();
    const { data, errors } = await asCoordinator<{ deleteBatch: DeletePayload }>(DELETE_BATCH, {
      id: String(withRecords.batch_id),
    });
    expect(errors).toBeUndefined();
    expect(data!.deleteBatch.deletedId).toBeNull();
    expect(data!.deleteBatch.userErrors).toEqual([
      {
        field: null,
        code: 'CONFLICT',
        message: expect.stringMatching(/^Batch cannot be deleted because it has \d+ records?$/),
      },
    ]);
    expect(
      await bff.api.db.selectFrom('batches').select('id').where('id', '=', withRecords.batch_id).executeTakeFirst(),
    ).toBeDefined();
  });
});

/** The first stored location of that type (institute-type when its institute is set, school-type otherwise). */
function firstLocation(type: 'institute' | 'school') {
  return bff.api.db
    .selectFrom('locations')
    .selectAll()
    .where('institute', type === 'institute' ? 'is not' : 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describe('locations', () => {
  it('saves an institute location with an AOU of the list, shown as "id - value"', async () => {
    const location = await firstLocation('institute');
    const aou = await bff.api.db.selectFrom('aou_list').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    const { data, errors } = await asCoordinator<{ updateLocation: LocationPayload }>(UPDATE_LOCATION, {
      id: String(location.id),
      input: {
        institute: location.institute,
        departmentId: 'D-100',
        locationName: 'Fisher Library',
        aouId: aou.id,
        machineId: '4242',
      },
    });
    expect(errors).toBeUndefined();
    expect(data!.updateLocation).toEqual({
      message: 'Location updated successfully',
      location: {
        id: String(location.id),
        type: 'INSTITUTE',
        institute: location.institute,
        aou: String(aou.id),
        aouLabel: `${aou.id} - ${aou.value}`,
        machineId: 4242,
        schoolType: null,
        sector: null,
        state: null,
      },
      userErrors: [],
    });
  });

  it('saves a school location', async () => {
    const location = await firstLocation('school');
    const { data } = await asCoordinator<{ updateLocation: LocationPayload }>(UPDATE_LOCATION, {
      id: String(location.id),
      input: {
        departmentId: '7788',
        locationName: 'Orange High School',
        schoolType: 'Secondary',
        sector: 'Government',
        state: 'NSW',
        machineId: '',
      },
    });
    expect(data!.updateLocation).toMatchObject({
      message: 'Location updated successfully',
      location: {
        type: 'SCHOOL',
        institute: null,
        aou: null,
        machineId: null,
        schoolType: 'Secondary',
        sector: 'Government',
        state: 'NSW',
      },
      userErrors: [],
    });
  });

  it('answers the validation message on the field to correct', async () => {
    const location = await firstLocation('institute');
    const base = { institute: 'Somewhere', departmentId: 'D-1', locationName: 'Main' };
    const cases: [Record<string, unknown>, UserErrors[number]][] = [
      [
        { ...base, departmentId: '' },
        { field: 'departmentId', code: 'BAD_USER_INPUT', message: 'Department Id is required' },
      ],
      [
        { ...base, machineId: 'twelve' },
        { field: 'machineId', code: 'BAD_USER_INPUT', message: 'Machine Id must be a whole number' },
      ],
      [
        { ...base, aouId: 999 },
        { field: 'aouId', code: 'BAD_USER_INPUT', message: 'AOU 999 does not exist' },
      ],
    ];
    for (const [input, userError] of cases) {
      const { data } = await asCoordinator<{ updateLocation: LocationPayload }>(UPDATE_LOCATION, {
        id: String(location.id),
        input,
      });
      expect(data!.updateLocation, JSON.stringify(input)).toEqual({
        message: null,
        location: null,
        userErrors: [userError],
      });
    }
    const unchanged = await bff.api.db
      .selectFrom('locations')
      .selectAll()
      .where('id', '=', location.id)
      .executeTakeFirstOrThrow();
    expect(unchanged).toEqual(location);
  });
});

describe('who may write', () => {
  it('is FORBIDDEN to a Researcher, for every write, and changes nothing', async () => {
    const collection = await bff.api.db
      .selectFrom('research_collections')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const batch = await bff.api.db.selectFrom('batches').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const location = await bff.api.db.selectFrom('locations').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const attempts: [string, Record<string, unknown>][] = [
      [
        CREATE_COLLECTION,
        {
          input: {
            collectionTitle: 'Researcher survey',
            licenceSchemeId: collection.licence_scheme_id,
            researchTemplateId: collection.research_template_id,
          },
        },
      ],
      [UPDATE_COLLECTION, { id: String(collection.id), input: { collectionTitle: 'Renamed by a researcher' } }],
      [DELETE_COLLECTION, { id: String(collection.id) }],
      [
        CREATE_BATCH,
        {
          input: {
            researchCollectionId: String(collection.id),
            period: 'QUARTER',
            periodNumber: '9',
            dateFrom: '2026-01-01',
            dateTo: '2026-02-01',
          },
        },
      ],
      [UPDATE_BATCH, { id: String(batch.id), input: { status: 'LOCKED' } }],
      [DELETE_BATCH, { id: String(batch.id) }],
      [UPDATE_LOCATION, { id: String(location.id), input: { departmentId: 'X', locationName: 'Y' } }],
    ];
    for (const [mutation, variables] of attempts) {
      const { data, errors } = await bff.query(mutation, variables, { cookie: researcher });
      expect(data, mutation).toBeNull();
      expect(errors?.[0].extensions?.code, mutation).toBe('FORBIDDEN');
    }
    expect(
      await bff.api.db
        .selectFrom('research_collections')
        .selectAll()
        .where('id', '=', collection.id)
        .executeTakeFirst(),
    ).toEqual(collection);
    expect(await bff.api.db.selectFrom('batches').selectAll().where('id', '=', batch.id).executeTakeFirst()).toEqual(
      batch,
    );
    expect(
      await bff.api.db.selectFrom('locations').selectAll().where('id', '=', location.id).executeTakeFirst(),
    ).toEqual(location);
    const researcherCollections = await bff.api.db
      .selectFrom('research_collections')
      .select('id')
      .where('collection_title', '=', 'Researcher survey')
      .execute();
    expect(researcherCollections).toEqual([]);
  });
});
