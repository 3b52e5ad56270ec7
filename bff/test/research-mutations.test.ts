import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff, type TestBff } from './bff-harness.ts';

/**
 * The research form's writes and Find a Record through the BFF and a real records API: a save
 * answers the stored record (and Complete the next one), a stale version comes back as `conflict`,
 * a refusal as userErrors on the input field to correct.
 */
let bff: TestBff;
let coordinator: string;
let researcher: string;
let auditor: string;
let batchId: number;

type UserErrors = { field: string | null; code: string; message: string }[];
type FormRecord = {
  id: string;
  version: number;
  status: string;
  externalReferenceId: string;
  biblios: { id: string; majorTitle: string | null; unitsCopied: number; linkCount: number }[];
  usages: { id: string; eventDate: string | null; linkCount: number }[];
  links: { biblioId: string; usageId: string; activeFlag: boolean }[];
};
type SavePayload = {
  message: string | null;
  record: FormRecord | null;
  nextRecordId: string | null;
  conflict: { message: string; version: number; changedBy: string | null; changedAt: string | null } | null;
  userErrors: UserErrors;
};
type DeletePayload = { message: string | null; record: FormRecord | null; userErrors: UserErrors };

const RECORD =
  'id version status externalReferenceId biblios { id majorTitle unitsCopied linkCount } usages { id eventDate linkCount } links { biblioId usageId activeFlag }';
const PAYLOAD = `message record { ${RECORD} } nextRecordId conflict { message version changedBy changedAt } userErrors { field code message }`;
const SAVE = `mutation ($input: SaveRecordInput!) { saveRecord(input: $input) { ${PAYLOAD} } }`;
const CREATE = `mutation ($input: CreateRecordInput!) { createRecord(input: $input) { ${PAYLOAD} } }`;
const GET = `query ($id: ID!) { record(id: $id) { ${RECORD} } }`;
const DELETE_BIBLIO = `mutation ($recordId: ID!, $biblioId: ID!) { deleteBiblio(recordId: $recordId, biblioId: $biblioId) { message record { ${RECORD} } userErrors { field code message } } }`;
const DELETE_USAGE = `mutation ($recordId: ID!, $usageId: ID!, $biblioId: ID) { deleteUsage(recordId: $recordId, usageId: $usageId, biblioId: $biblioId) { message record { ${RECORD} } userErrors { field code message } } }`;
const SUMMARY =
  'id externalReferenceId biblioId usageId majorTitle minorTitle majorMaterialType collectionTitle batchPeriod batchPeriodNumber modifiedAt';

const as =
  (cookie: string) =>
  <T>(text: string, variables?: Record<string, unknown>) =>
    bff.query<T>(text, variables, { cookie });

beforeAll(async () => {
  bff = await startTestBff();
  coordinator = await bff.signIn('coordinator@example.org');
  researcher = await bff.signIn('researcher@example.org');
  auditor = await bff.signIn('auditor@example.org');
  const collection = await bff.api.db
    .selectFrom('research_collections')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  batchId = (
    await bff.api.db
      .insertInto('batches')
      .values({
        research_collection_id: collection.id,
        period: 'Term',
        period_number: 'BFF-1',
        date_from: '2026-01-01',
        date_to: '2026-03-31',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // The demo researcher works this batch, so may save its records.
  const { id: researcherId } = await bff.api.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'researcher@example.org')
    .executeTakeFirstOrThrow();
  await bff.api.db.insertInto('batch_users').values({ batch_id: batchId, user_id: researcherId }).execute();
});
afterAll(async () => {
  await bff?.close();
});

/** A new manual record of the coordinator's: one biblio and one usage, linked. */
async function newRecord(title = 'BFF Work'): Promise<FormRecord> {
  const { data, errors } = await as(coordinator)<{ createRecord: SavePayload }>(CREATE, {
    input: {
      batchId: String(batchId),
      biblios: [{ key: 'b', majorTitle: title }],
      usages: [{ key: 'u', eventDate: '2026-02-03' }],
      links: [{ biblioKey: 'b', usageKey: 'u', activeFlag: true }],
    },
  });
  expect(errors).toBeUndefined();
  expect(data!.createRecord.message).toBe('Document details created successfully');
  return data!.createRecord.record!;
}

/** The record as the form would send it back. */
const formOf = (d: FormRecord, action: 'SAVE' | 'HOLD' | 'COMPLETE' = 'SAVE') => ({
  id: d.id,
  version: d.version,
  action,
  biblios: d.biblios.map((b) => ({ id: b.id, key: b.id })),
  usages: d.usages.map((u) => ({ id: u.id, key: u.id })),
  links: d.links.map((l) => ({ biblioKey: l.biblioId, usageKey: l.usageId, activeFlag: l.activeFlag })),
});

describe('saveRecord', () => {
  it('saves the whole record and answers it as stored, with the server message', async () => {
    const record = await newRecord();
    const form = formOf(record);
    const { data, errors } = await as(coordinator)<{ saveRecord: SavePayload }>(SAVE, {
      input: {
        ...form,
        notes: 'from the BFF',
        biblios: [
          { ...form.biblios[0], majorTitle: 'Renamed' },
          { key: 'new', majorTitle: 'Added', majorMaterialType: null },
        ],
        usages: [...form.usages, { key: 'nu' }],
        links: [
          ...form.links,
          { biblioKey: 'new', usageKey: 'nu', activeFlag: true },
          { biblioKey: 'new', usageKey: form.usages[0].key, activeFlag: true },
        ],
      },
    });
    expect(errors).toBeUndefined();
    const payload = data!.saveRecord;
    expect(payload).toMatchObject({
      message: 'Document details updated successfully',
      nextRecordId: null,
      conflict: null,
      userErrors: [],
    });
    expect(payload.record).toMatchObject({ id: record.id, version: record.version + 1, status: 'READY_FOR_RESEARCH' });
    expect(payload.record!.biblios).toMatchObject([
      { id: record.biblios[0].id, majorTitle: 'Renamed', linkCount: 1 },
      { majorTitle: 'Added', unitsCopied: 1, linkCount: 2 },
    ]);
    // The new usage took the first usage's event date.
    expect(payload.record!.usages[1]).toMatchObject({ eventDate: '2026-02-03', linkCount: 1 });
    const reread = await as(coordinator)<{ record: FormRecord }>(GET, { id: record.id });
    expect(reread.data!.record).toEqual(payload.record);
  });

  it('answers a stale version as conflict, naming who saved, and no error', async () => {
    const record = await newRecord();
    const first = await as(coordinator)<{ saveRecord: SavePayload }>(SAVE, { input: formOf(record) });
    expect(first.data!.saveRecord.userErrors).toEqual([]);
    const second = await as(researcher)<{ saveRecord: SavePayload }>(SAVE, {
      input: { ...formOf(record), notes: 'mine' },
    });
    expect(second.errors).toBeUndefined();
    expect(second.data!.saveRecord).toMatchObject({
      message: null,
      record: null,
      userErrors: [],
      conflict: { version: record.version + 1, changedBy: 'Casey Coordinator', changedAt: expect.any(String) },
    });
    expect(second.data!.saveRecord.conflict!.message).toMatch(
      /^This record was changed by Casey Coordinator at \d\d:\d\d \d\d-\d\d-\d{4}; your edits are kept/,
    );
  });

  it('answers refusals as userErrors on the input field', async () => {
    const record = await newRecord();
    const form = formOf(record);
    const cases: Array<[unknown, UserErrors[number]]> = [
      [
        { ...form, biblios: [], links: [] },
        { field: 'biblios', code: 'BAD_USER_INPUT', message: 'Document should have atleast one biblio.' },
      ],
      [
        { ...form, biblios: [{ ...form.biblios[0], edition: 987654 }] },
        { field: 'biblios.0.edition', code: 'BAD_USER_INPUT', message: 'Edition 987654 does not exist' },
      ],
      [
        { ...form, links: [...form.links, { biblioKey: 'ghost', usageKey: form.usages[0].key, activeFlag: true }] },
        {
          field: 'links.1',
          code: 'BAD_USER_INPUT',
          message: 'A link names biblio "ghost", which the record does not have',
        },
      ],
      [
        { ...form, links: [{ ...form.links[0], activeFlag: false }] },
        { field: 'usages.0', code: 'BAD_USER_INPUT', message: 'Active Usage should have atleast one biblio linked.' },
      ],
    ];
    for (const [input, userError] of cases) {
      const { data, errors } = await as(coordinator)<{ saveRecord: SavePayload }>(SAVE, { input });
      expect(errors).toBeUndefined();
      expect(data!.saveRecord).toMatchObject({ record: null, conflict: null, userErrors: [userError] });
    }
  });

  it('refuses a date that is no day of the calendar before it reaches the API', async () => {
    const record = await newRecord();
    const form = formOf(record);
    const { data, errors } = await as(coordinator)<{ saveRecord: SavePayload }>(SAVE, {
      input: { ...form, usages: [{ ...form.usages[0], eventDate: '2026-02-31' }] },
    });
    expect(data).toBeUndefined();
    expect(errors?.[0]).toMatchObject({
      message: expect.stringContaining('Date must be yyyy-MM-dd, got "2026-02-31"'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const reread = await as(coordinator)<{ record: FormRecord }>(GET, { id: record.id });
    expect(reread.data!.record.version).toBe(record.version);
  });

  it('Complete marks the record researched and answers the next ready record of the batch, then none', async () => {
    const a = await newRecord('A');
    const b = await newRecord('B');
    // The coordinator's new records are dealt to the batch's researcher, whose queue Complete goes
    // through. Records of the batch the earlier tests left ready come first in it; complete them all.
    const ready = await bff.api.db
      .selectFrom('document_details')
      .select('id')
      .where('batch_id', '=', batchId)
      .where('status', '=', 'ready_for_research')
      .orderBy('id')
      .execute();
    let next: string | null = null;
    for (const { id } of ready) {
      const current = (await as(researcher)<{ record: FormRecord }>(GET, { id: String(id) })).data!.record;
      const { data } = await as(researcher)<{ saveRecord: SavePayload }>(SAVE, {
        input: formOf(current, 'COMPLETE'),
      });
      expect(data!.saveRecord.message).toBe('Document Details saved successfully. Retrieving next document in queue');
      expect(data!.saveRecord.record!.status).toBe('RESEARCHED');
      next = data!.saveRecord.nextRecordId;
      if (String(id) === a.id) expect(next).toBe(b.id);
    }
    expect(next).toBeNull();
  });

  it('is FORBIDDEN to an external auditor', async () => {
    const record = await newRecord();
    const { errors } = await as(auditor)<{ saveRecord: SavePayload }>(SAVE, { input: formOf(record) });
    expect(errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('deleteBiblio and deleteUsage', () => {
  it('answer the server message and the record, or the refusal as userErrors', async () => {
    const record = await newRecord();
    const lastBiblio = await as(coordinator)<{ deleteBiblio: DeletePayload }>(DELETE_BIBLIO, {
      recordId: record.id,
      biblioId: record.biblios[0].id,
    });
    expect(lastBiblio.data!.deleteBiblio).toEqual({
      message: null,
      record: null,
      userErrors: [{ field: 'biblioId', code: 'BAD_USER_INPUT', message: 'Document should have atleast one biblio.' }],
    });
    const onlyUsage = await as(coordinator)<{ deleteUsage: DeletePayload }>(DELETE_USAGE, {
      recordId: record.id,
      usageId: record.usages[0].id,
      biblioId: record.biblios[0].id,
    });
    expect(onlyUsage.data!.deleteUsage.userErrors).toEqual([
      {
        field: 'usageId',
        code: 'BAD_USER_INPUT',
        message: 'Usage cannot be deleted since it has active link to Biblio',
      },
    ]);

    // A second biblio linked to the same usage may then be deleted.
    const form = formOf(record);
    const saved = await as(coordinator)<{ saveRecord: SavePayload }>(SAVE, {
      input: {
        ...form,
        biblios: [...form.biblios, { key: 'two' }],
        links: [...form.links, { biblioKey: 'two', usageKey: form.usages[0].key, activeFlag: true }],
      },
    });
    const second = saved.data!.saveRecord.record!.biblios[1];
    const deleted = await as(coordinator)<{ deleteBiblio: DeletePayload }>(DELETE_BIBLIO, {
      recordId: record.id,
      biblioId: second.id,
    });
    expect(deleted.data!.deleteBiblio).toMatchObject({
      message: 'Biblio has been deleted successfully',
      userErrors: [],
    });
    expect(deleted.data!.deleteBiblio.record!.biblios.map((b) => b.id)).toEqual([record.biblios[0].id]);
    expect(deleted.data!.deleteBiblio.record!.version).toBe(record.version + 2);

    // An item of another record is not found.
    const other = await newRecord();
    const elsewhere = await as(coordinator)<{ deleteBiblio: DeletePayload }>(DELETE_BIBLIO, {
      recordId: other.id,
      biblioId: record.biblios[0].id,
    });
    expect(elsewhere.data!.deleteBiblio.userErrors).toEqual([
      { field: 'biblioId', code: 'NOT_FOUND', message: `Biblio ${record.biblios[0].id} was not found` },
    ]);
  });
});

describe('findRecords and recentRecords', () => {
  it('finds by title, external id and biblio id, and lists the caller’s recently completed records', async () => {
    const record = await newRecord('Platypus Parliament');
    const byTitle = await as(coordinator)<{ findRecords: Record<string, unknown>[] }>(
      `query ($s: String!) { findRecords(search: $s) { ${SUMMARY} } }`,
      { s: 'platypus parl' },
    );
    expect(byTitle.errors).toBeUndefined();
    expect(byTitle.data!.findRecords).toEqual([
      expect.objectContaining({
        id: record.id,
        externalReferenceId: record.externalReferenceId,
        majorTitle: 'Platypus Parliament',
        minorTitle: null,
        biblioId: null,
        batchPeriod: 'TERM',
        batchPeriodNumber: 'BFF-1',
        modifiedAt: expect.any(String),
      }),
    ]);
    const total = await as(coordinator)<{ findRecordsTotal: { count: number; capped: boolean } }>(
      `query ($s: String!) { findRecordsTotal(search: $s) { count capped } }`,
      { s: 'platypus parl' },
    );
    expect(total.data).toEqual({ findRecordsTotal: { count: 1, capped: false } });
    const byBiblio = await as(coordinator)<{ findRecords: Record<string, unknown>[] }>(
      `query ($s: String!) { findRecords(search: $s) { ${SUMMARY} } }`,
      { s: record.biblios[0].id },
    );
    expect(byBiblio.data!.findRecords).toContainEqual(
      expect.objectContaining({ id: record.id, biblioId: record.biblios[0].id }),
    );

    await as(coordinator)<{ saveRecord: SavePayload }>(SAVE, { input: formOf(record, 'COMPLETE') });
    const recent = await as(coordinator)<{ recentRecords: Record<string, unknown>[] }>(
      `{ recentRecords { ${SUMMARY} } }`,
    );
    expect(recent.errors).toBeUndefined();
    expect(recent.data!.recentRecords[0]).toMatchObject({
      id: record.id,
      majorTitle: 'Platypus Parliament',
      biblioId: null,
      usageId: null,
    });
    const theirs = await as(researcher)<{ recentRecords: { id: string }[] }>(`{ recentRecords { id } }`);
    expect(theirs.data!.recentRecords.map((r) => r.id)).not.toContain(record.id);
  });
});
