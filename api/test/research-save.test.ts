// The record's write and find routes against one seeded database: a file per database set-up keeps the API
// suite within minutes on two cores, so these routes share one file (over 400 lines) rather than each paying
// for its own.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { RESEARCH_MESSAGES } from '@rt/domain';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import {
  insertBatch,
  insertBatchUser,
  insertCollection,
  insertDocument,
  insertResearchTemplate,
  type DocumentSpec,
} from '../src/seed/factories.ts';
import type { FullRecord } from '../src/modules/research/load-full-record.ts';
import { callApi } from './call-api.ts';
import { signIn, userIdOf } from './sign-in.ts';
import { auditRowsSince, lastAuditId } from './audit-rows.ts';
import { expectRefusal } from './expect-refusal.ts';
import { withAuditRefused } from './refuse-audit.ts';

type Saved = { record: FullRecord; next_document_id: number | null };
type Http = ReturnType<typeof callApi>;

let api: TestApi;
let researcher: Http;
let researcher2: Http;
let auditor: Http;
let researcherId: number;
let researcher2Id: number;
let lookups: { edition: number; majorType: number; copyType: number; exclusionCondition: number };

const userId = (email: string) => userIdOf(api, email);

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  researcher = callApi(api.url, await signIn(api, 'researcher@example.org'));
  researcher2 = callApi(api.url, await signIn(api, 'researcher2@example.org'));
  auditor = callApi(api.url, await signIn(api, 'auditor@example.org'));
  researcherId = await userId('researcher@example.org');
  researcher2Id = await userId('researcher2@example.org');
  const first = async (table: 'edition' | 'major_material_type' | 'copy_type' | 'exclusion_condition') =>
    (await api.db.selectFrom(table).select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  lookups = {
    edition: await first('edition'),
    majorType: await first('major_material_type'),
    copyType: await first('copy_type'),
    exclusionCondition: await first('exclusion_condition'),
  };
});
afterAll(async () => {
  await api?.close();
});

/** A record of the researcher's: by default biblios b0, b1 and usages u0, u1, linked b0–u0 and b1–u1. */
const makeRecord = (spec: DocumentSpec = {}) =>
  insertDocument(api.db, { assigned_user_id: researcherId, biblios: 2, usages: 2, ...spec });

/** A record of a batch both researchers work on (the record itself is the first researcher's). */
async function sharedRecord() {
  const inserted = await makeRecord();
  await insertBatchUser(api.db, { batch_id: inserted.document.batch_id, user_id: researcher2Id });
  return inserted;
}

const read = async (id: number) => (await researcher.get<FullRecord>(`/document_detail/full_record/${id}`)).body.data;

/** The record as the form holds it, ready to send back unchanged. */
function formOf(record: FullRecord, action: 'save' | 'hold' | 'complete' = 'save') {
  return {
    version: record.version,
    action,
    notes: record.notes,
    other_information: record.other_information,
    biblios: record.biblios.map(({ document_detail_id: _d, ...b }) => ({ ...b, key: String(b.id) })),
    usages: record.usages.map(({ document_detail_id: _d, ...u }) => ({ ...u, key: String(u.id) })),
    biblio_usage: record.biblio_usage.map((l) => ({
      biblio_key: String(l.biblio_id),
      usage_key: String(l.usage_id),
      active_flag: l.active_flag,
    })),
  };
}
type Form = ReturnType<typeof formOf>;

const save = (id: number, form: unknown, as: Http = researcher) =>
  as.put<Saved>(`/document_detail/full_record/${id}`, form);

describe('PUT /api/document_detail/full_record/:id', () => {
  it('saves a whole record: changes, adds and deletes biblios, usages and links, and audits it once', async () => {
    const { document, biblios, usages } = await makeRecord({
      usages: [{ event_date: '2026-02-03', times_copied: 1 }, { times_copied: 2 }],
    });
    const before = await read(document.id);
    const since = await lastAuditId(api.db);
    const form = formOf(before);
    const answer = await save(document.id, {
      ...form,
      notes: 'Checked the scan',
      biblios: [
        { ...form.biblios[0], major_title: 'Renamed Title', edition: lookups.edition },
        { key: 'new-1', major_title: 'A New Work', major_material_type: lookups.majorType },
      ],
      usages: [
        { ...form.usages[0], times_copied: 5 },
        { key: 'new-u', event_date: '2026-03-04T00:00:00', copy_type: lookups.copyType },
        { key: 'new-u2' },
      ],
      biblio_usage: [
        { biblio_key: String(biblios[0].id), usage_key: String(usages[0].id), active_flag: true },
        { biblio_key: 'new-1', usage_key: String(usages[0].id), active_flag: false },
        { biblio_key: 'new-1', usage_key: 'new-u', active_flag: true },
        { biblio_key: 'new-1', usage_key: 'new-u2', active_flag: true },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Document details updated successfully');
    const { record, next_document_id } = answer.body.data;
    expect(next_document_id).toBeNull();
    expect(record).toEqual(await read(document.id));
    expect(record).toMatchObject({
      version: before.version + 1,
      status: before.status,
      updated_by: researcherId,
      notes: 'Checked the scan',
    });

    const [kept, added] = record.biblios;
    expect(record.biblios).toHaveLength(2);
    expect(kept).toMatchObject({ id: biblios[0].id, major_title: 'Renamed Title', edition: lookups.edition });
    // A new biblio takes the defaults of spec section 4 (its major type, the list's first, takes minor type Text).
    const text = await api.db
      .selectFrom('minor_material_type')
      .select('id')
      .where('value', '=', 'Text')
      .executeTakeFirstOrThrow();
    expect(added).toMatchObject({
      major_title: 'A New Work',
      units_copied: 1,
      minor_material_type: text.id,
      edition: null,
      new_work_request: false,
      active_flag: true,
    });
    expect(record.usages.map((u) => u.id)).not.toContain(usages[1].id);
    const [u0, newU, newU2] = record.usages;
    expect(u0).toMatchObject({ id: usages[0].id, times_copied: 5 });
    expect(newU).toMatchObject({
      event_date: '2026-03-04',
      copy_type: lookups.copyType,
      aaa_flag: false,
      amcos_flag: false,
    });
    // No date given: the first usage's.
    expect(newU2).toMatchObject({ event_date: '2026-02-03', copy_type: null, times_copied: null });
    expect(record.biblio_usage).toEqual(
      [
        { biblio_id: kept.id, usage_id: u0.id, active_flag: true },
        { biblio_id: added.id, usage_id: u0.id, active_flag: false },
        { biblio_id: added.id, usage_id: newU.id, active_flag: true },
        { biblio_id: added.id, usage_id: newU2.id, active_flag: true },
      ].sort((a, b) => a.biblio_id - b.biblio_id || a.usage_id - b.usage_id),
    );
    expect(await api.db.selectFrom('biblios').select('id').where('id', '=', biblios[1].id).execute()).toEqual([]);

    const audits = await auditRowsSince(api.db, since);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actor_email: 'researcher@example.org',
      action: 'update',
      entity: 'document_detail',
      entity_id: String(document.id),
    });
    expect(audits[0].before).toEqual(before);
    expect(audits[0].after).toEqual(record);
  });

  it('gives a new usage today as its event date when the record has no usage with one', async () => {
    const { document, usages } = await makeRecord({ biblios: 1, usages: [{ event_date: null }] });
    const form = formOf(await read(document.id));
    const { status, body } = await save(document.id, {
      ...form,
      usages: [...form.usages, { key: 'n' }],
      biblio_usage: [...form.biblio_usage, { biblio_key: form.biblios[0].key, usage_key: 'n', active_flag: true }],
    });
    expect(status).toBe(200);
    expect(body.data.record.usages.find((u) => u.id !== usages[0].id)?.event_date).toBe(
      new Date().toISOString().slice(0, 10),
    );
  });

  describe('refuses what spec section 5 forbids, and writes nothing', () => {
    const cases: Array<[string, (form: Form) => unknown, string, string | undefined]> = [
      ['no biblio', (f) => ({ ...f, biblios: [], biblio_usage: [] }), RESEARCH_MESSAGES.atLeastOneBiblio, 'biblios'],
      [
        'a usage without an active link to an active biblio',
        (f) => ({ ...f, biblio_usage: f.biblio_usage.map((l, i) => ({ ...l, active_flag: i === 0 })) }),
        'Active Usage should have atleast one biblio linked.',
        'usages.1',
      ],
      [
        'a biblio without an active link',
        (f) => ({ ...f, biblios: [...f.biblios, { key: 'lonely' }] }),
        'Active Biblio should have atleast one usage linked.',
        'biblios.2',
      ],
      [
        'an unknown lookup id (after a valid change earlier in the body)',
        (f) => ({
          ...f,
          biblios: [
            { ...f.biblios[0], major_title: 'Changed' },
            { ...f.biblios[1], edition: 987_654 },
          ],
        }),
        'Edition 987654 does not exist',
        'biblios.1.edition',
      ],
      [
        'an unknown usage lookup id',
        (f) => ({ ...f, usages: [{ ...f.usages[0], copy_type: 987_654 }, f.usages[1]] }),
        'Copy type 987654 does not exist',
        'usages.0.copy_type',
      ],
      [
        'a key used twice',
        (f) => ({ ...f, biblios: [...f.biblios, { key: 'x' }, { key: 'x' }] }),
        'The key "x" is used by two biblios',
        'biblios.3.key',
      ],
      [
        'a link to a key the record does not have',
        (f) => ({
          ...f,
          biblio_usage: [...f.biblio_usage, { biblio_key: 'ghost', usage_key: f.usages[0].key, active_flag: true }],
        }),
        'A link names biblio "ghost", which the record does not have',
        'biblio_usage.2',
      ],
      [
        'an event date in another format',
        (f) => ({ ...f, usages: [{ ...f.usages[0], event_date: '03-02-2026' }, f.usages[1]] }),
        'Event date must be a date (yyyy-MM-dd)',
        'usages.0.event_date',
      ],
      [
        'another record’s biblio',
        (f) => ({ ...f, biblios: [...f.biblios, { id: 1, key: '1' }] }),
        'Biblio 1 is not part of this record',
        'biblios.2.id',
      ],
      [
        'no version',
        (f) => ({ ...f, version: undefined }),
        'Version is required: send the version GET /api/document_detail/full_record/{id} answered, which guards against overwriting a newer save',
        'version',
      ],
    ];
    it.each(cases)('%s', async (_name, change, message, field) => {
      const { document } = await makeRecord();
      const before = await read(document.id);
      expectRefusal(await save(document.id, change(formOf(before))), 400, message, field);
      expect(await read(document.id)).toEqual(before);
    });

    it('a change of new_work_request on a biblio linked to a work or recipient', async () => {
      const { document } = await makeRecord({
        biblios: [{ work_id: 'W-1' }, { recipient_id: 'R-1', new_work_request: true }],
      });
      const before = await read(document.id);
      const form = formOf(before);
      for (const [index, value] of [
        [0, true],
        [1, false],
      ] as const) {
        const biblios = form.biblios.map((b, i) => (i === index ? { ...b, new_work_request: value } : b));
        expectRefusal(
          await save(document.id, { ...form, biblios }),
          400,
          RESEARCH_MESSAGES.newWorkRequestLocked,
          `biblios.${index}.new_work_request`,
        );
      }
      // Unlinking the work in the same save frees the toggle.
      const unlinked = form.biblios.map((b, i) => (i === 0 ? { ...b, work_id: null, new_work_request: true } : b));
      expect((await save(document.id, { ...form, biblios: unlinked })).status).toBe(200);
    });

    it('a recipient newly linked to a biblio with an exclusion condition; one linked before it stays', async () => {
      const condition = lookups.exclusionCondition;
      const { document } = await makeRecord({
        biblios: [{ exclusion_condition: condition }, { recipient_id: 'R-1', exclusion_condition: condition }],
      });
      const before = await read(document.id);
      const form = formOf(before);
      const linking = form.biblios.map((b, i) => (i === 0 ? { ...b, recipient_id: 'R-2', recipient: 'Jane Doe' } : b));
      expectRefusal(
        await save(document.id, { ...form, biblios: linking }),
        400,
        RESEARCH_MESSAGES.recipientWithExclusion,
        'biblios.0.recipient_id',
      );
      expect(await read(document.id)).toEqual(before);
      // The second biblio's recipient was there before its condition: saving it again is fine.
      expect((await save(document.id, form)).status).toBe(200);
    });
  });

  it('answers 409 to the second of two researchers saving the same version, naming the first, and writes nothing of theirs', async () => {
    const { document } = await sharedRecord();
    const loaded = await read(document.id);
    const first = await save(document.id, { ...formOf(loaded), notes: 'first' }, researcher);
    expect(first.status).toBe(200);
    const afterFirst = await read(document.id);
    const since = await lastAuditId(api.db);

    const second = await save(
      document.id,
      { ...formOf(loaded), notes: 'second', biblios: formOf(loaded).biblios.slice(0, 1) },
      researcher2,
    );
    expect(second.status).toBe(409);
    const body = second.body as typeof second.body & {
      details: { version: number; updated_by: { id: number; display_name: string }; updated_at: string };
    };
    expect(body.code).toBe('CONFLICT');
    const at = new Date(afterFirst.updated_at).toISOString();
    const when = `${at.slice(11, 16)} ${at.slice(8, 10)}-${at.slice(5, 7)}-${at.slice(0, 4)}`;
    expect(body.message).toBe(
      `This record was changed by Riley Researcher at ${when}; your edits are kept — reload to see theirs and apply yours again.`,
    );
    expect(body.details).toEqual({
      version: afterFirst.version,
      updated_by: { id: researcherId, display_name: 'Riley Researcher' },
      updated_at: afterFirst.updated_at,
    });
    expect(await read(document.id)).toEqual(afterFirst);
    expect(await auditRowsSince(api.db, since)).toEqual([]);
  });

  it('two saves sent at once: one is written, the other gets 409', async () => {
    const { document } = await sharedRecord();
    const form = formOf(await read(document.id));
    const answers = await Promise.all([
      save(document.id, { ...form, notes: 'a' }, researcher),
      save(document.id, { ...form, notes: 'b' }, researcher2),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const written = answers.find((a) => a.status === 200)!.body.data.record;
    expect(await read(document.id)).toEqual(written);
  });

  it('a save failing at its last step (the audit) leaves the record exactly as it was', async () => {
    const { document } = await makeRecord();
    const before = await read(document.id);
    const form = formOf(before);
    const answer = await withAuditRefused(api.db, 'document_detail', () =>
      save(document.id, {
        ...form,
        action: 'complete',
        notes: 'never stored',
        biblios: [
          { ...form.biblios[0], major_title: 'Never' },
          form.biblios[1],
          { key: 'n', major_title: 'Never added' },
        ],
        usages: [form.usages[0]],
        biblio_usage: [
          { biblio_key: form.biblios[0].key, usage_key: form.usages[0].key, active_flag: true },
          { biblio_key: form.biblios[1].key, usage_key: form.usages[0].key, active_flag: true },
          { biblio_key: 'n', usage_key: form.usages[0].key, active_flag: true },
        ],
      }),
    );
    expect(answer.status).toBe(500);
    expect(await read(document.id)).toEqual(before);
  });

  it('save keeps the stored status, hold puts on hold, complete marks researched and answers the next record', async () => {
    const batch = await insertBatch(api.db);
    const mine = (status: 'ready_for_research' | 'on_hold') => makeRecord({ batch_id: batch.id, status });
    const onHold = await mine('on_hold');
    const current = await mine('ready_for_research');
    const next = await mine('ready_for_research');
    const later = await mine('ready_for_research');
    // Someone else's ready record of the batch, with a lower id than `next`, is not the caller's next.
    await insertDocument(api.db, { batch_id: batch.id, assigned_user_id: researcher2Id, biblios: 1, usages: 1 });

    const saved = await save(onHold.document.id, formOf(await read(onHold.document.id), 'save'));
    expect(saved.body.data.record.status).toBe('on_hold');

    const held = await save(current.document.id, formOf(await read(current.document.id), 'hold'));
    expect(held.body).toMatchObject({
      message: 'Document details updated successfully',
      data: { next_document_id: null },
    });
    expect(held.body.data.record.status).toBe('on_hold');

    const completed = await save(current.document.id, formOf(await read(current.document.id), 'complete'));
    expect(completed.body.message).toBe('Document Details saved successfully. Retrieving next document in queue');
    expect(completed.body.data.record).toMatchObject({
      status: 'researched',
      researched_by: researcherId,
      researched_by_user: { id: researcherId },
    });
    expect(completed.body.data.record.researched_at).toEqual(expect.any(String));
    expect(completed.body.data.next_document_id).toBe(next.document.id);

    await save(next.document.id, formOf(await read(next.document.id), 'complete'));
    const last = await save(later.document.id, formOf(await read(later.document.id), 'complete'));
    expect(last.body.data.next_document_id).toBeNull();
  });

  describe('the template rules on Complete (ADR 012)', () => {
    const tooMany = 'More than 10 chapters copied from one book.';
    const needsCopies = 'Times copied is needed when a payment amount is entered.';
    /** A record of a template with two error rules and a warning, its biblio a Book. */
    async function ruledRecord() {
      const { template } = await insertResearchTemplate(
        api.db,
        {},
        {
          fields: [{ resource: 'biblio', field_name: 'units_copied', label: 'Units Copied' }],
          rules: [
            {
              name: 'Too many chapters',
              conditions: [
                { field: 'major_material_type', operator: 'equals', value: String(lookups.majorType) },
                { field: 'units_copied', operator: 'greater_than', value: '10' },
              ],
              actions: [{ field: 'units_copied', type: 'error', value: null, options: null, message: tooMany }],
            },
            {
              name: 'Payment without copies',
              conditions: [
                { field: 'payment_amount', operator: 'greater_or_equal', value: '0' },
                { field: 'times_copied', operator: 'is_empty', value: null },
              ],
              actions: [{ field: 'times_copied', type: 'error', value: null, options: null, message: needsCopies }],
            },
            {
              name: 'Check ISMN',
              conditions: [{ field: 'isn', operator: 'begins_with', value: '979' }],
              actions: [{ field: 'isn', type: 'warn', value: null, options: null, message: 'Check ISMN' }],
            },
          ],
        },
      );
      const collection = await insertCollection(api.db, { research_template_id: template.id });
      const batch = await insertBatch(api.db, { research_collection_id: collection.id });
      return makeRecord({
        batch_id: batch.id,
        biblios: [{ major_material_type: lookups.majorType, units_copied: 12, isn: '9790001' }],
        usages: [{ times_copied: 3 }],
      });
    }
    const withUnits = (f: Form, units: number) => ({ ...f, biblios: [{ ...f.biblios[0], units_copied: units }] });

    it('refuses Complete while an error rule fires, naming the fields, and writes nothing', async () => {
      const { document } = await ruledRecord();
      const before = await read(document.id);
      const form = formOf(before, 'complete');
      const refused = await save(document.id, {
        ...form,
        notes: 'Not to be written',
        usages: [{ ...form.usages[0], payment_amount: 10, times_copied: null }],
      });
      expectRefusal(refused, 400, `Cannot complete: Units Copied: ${tooMany} Times copied: ${needsCopies}`);
      expect(await read(document.id)).toEqual(before);
    });

    it('lets Save and Hold through whatever the rules say', async () => {
      const { document } = await ruledRecord();
      const saved = await save(document.id, formOf(await read(document.id), 'save'));
      expect(saved.status).toBe(200);
      const held = await save(document.id, formOf(await read(document.id), 'hold'));
      expect(held.body.data.record.status).toBe('on_hold');
    });

    it('completes once the field is fixed in the same body; a warning does not refuse', async () => {
      const { document } = await ruledRecord();
      const completed = await save(document.id, withUnits(formOf(await read(document.id), 'complete'), 4));
      expect(completed.status).toBe(200);
      expect(completed.body.data.record).toMatchObject({ status: 'researched', biblios: [{ units_copied: 4 }] });
    });
  });

  it('answers 404 for a record that does not exist and 403 to an external auditor', async () => {
    const { document } = await makeRecord();
    const form = formOf(await read(document.id));
    expect((await save(999_999, form)).status).toBe(404);
    expect((await save(document.id, form, auditor)).status).toBe(403);
  });
});

describe('POST /api/document_detail/full_record/null', () => {
  const body = (batchId: number) => ({
    batch_id: batchId,
    notes: 'typed in',
    biblios: [{ key: 'b', major_title: 'Manual Work' }],
    usages: [{ key: 'u', event_date: '2026-05-06T00:00:00', payment_amount: 12.5 }],
    biblio_usage: [{ biblio_key: 'b', usage_key: 'u', active_flag: true }],
  });

  it('creates a manual record, ready for research and assigned to its author, with a new external id', async () => {
    const batch = await insertBatch(api.db);
    const since = await lastAuditId(api.db);
    const { status, body: answer } = await researcher.post<Saved>('/document_detail/full_record/null', body(batch.id));
    // A Researcher may not enter records manually (record:create is the manual data entry screen's).
    expect(status).toBe(403);
    const coordinator = callApi(api.url, await signIn(api, 'coordinator@example.org'));
    const coordinatorId = await userId('coordinator@example.org');
    const created = await coordinator.post<Saved>('/document_detail/full_record/null', body(batch.id));
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Document details created successfully');
    const { record } = created.body.data;
    expect(record).toMatchObject({
      external_reference_id: `MAN-${batch.id}-1`,
      batch_id: batch.id,
      status: 'ready_for_research',
      assigned_user_id: coordinatorId,
      notes: 'typed in',
      version: 1,
    });
    expect(record.biblios[0]).toMatchObject({ major_title: 'Manual Work', units_copied: 1 });
    expect(record.usages[0]).toMatchObject({ event_date: '2026-05-06', payment_amount: 12.5 });
    expect(record.biblio_usage).toEqual([
      { biblio_id: record.biblios[0].id, usage_id: record.usages[0].id, active_flag: true },
    ]);
    expect(record).toEqual((await coordinator.get<FullRecord>(`/document_detail/full_record/${record.id}`)).body.data);
    const second = await coordinator.post<Saved>('/document_detail/full_record/null', body(batch.id));
    expect(second.body.data.record.external_reference_id).toBe(`MAN-${batch.id}-2`);
    const audits = await auditRowsSince(api.db, since, 'document_detail');
    expect(audits.map((a) => a.action)).toEqual(['create', 'create']);
    expect(answer).toBeDefined();

    const locked = await insertBatch(api.db, { status: 'locked' });
    expectRefusal(
      await coordinator.post('/document_detail/full_record/null', body(locked.id)),
      400,
      `Batch ${locked.title} is locked: no records can be added to it`,
      'batch_id',
    );
    expectRefusal(
      await coordinator.post('/document_detail/full_record/null', { ...body(batch.id), biblios: [], biblio_usage: [] }),
      400,
      RESEARCH_MESSAGES.atLeastOneBiblio,
      'biblios',
    );
    expectRefusal(
      await coordinator.post('/document_detail/full_record/null', {
        ...body(batch.id),
        source_file_path: '../etc/passwd',
      }),
      400,
      'Please enter valid file location',
      'source_file_path',
    );
    expectRefusal(
      await coordinator.post('/document_detail/full_record/null', { ...body(batch.id), batch_id: 987_654 }),
      400,
      'Batch 987654 does not exist',
      'batch_id',
    );
  });
});

describe('DELETE /api/biblio/delete_biblio/:id and /api/usage/delete_usage/:id', () => {
  it('never deletes the last biblio', async () => {
    const { document, biblios } = await makeRecord({ biblios: 1, usages: 1 });
    const before = await read(document.id);
    expectRefusal(
      await researcher.del(`/biblio/delete_biblio/${biblios[0].id}`),
      400,
      'Document should have atleast one biblio.',
      'id',
    );
    expect(await read(document.id)).toEqual(before);
  });

  it('refuses a biblio that is a usage’s only active biblio', async () => {
    const { biblios } = await makeRecord(); // b0–u0, b1–u1
    expectRefusal(
      await researcher.del(`/biblio/delete_biblio/${biblios[1].id}`),
      400,
      'Active Usage should have atleast one biblio linked.',
      'id',
    );
  });

  it('deletes a biblio with its links and tags, moves the version on and audits it', async () => {
    const { document, biblios, usages } = await makeRecord({
      links: [
        { biblio: 0, usage: 0 },
        { biblio: 1, usage: 0 },
        { biblio: 1, usage: 1 },
        { biblio: 0, usage: 1 },
      ],
    });
    await api.db
      .insertInto('biblio_tags')
      .values({ biblio_id: biblios[1].id, document_detail_id: document.id, page_number: 1 })
      .execute();
    const before = await read(document.id);
    const since = await lastAuditId(api.db);
    const { status, body } = await researcher.del<{ record: FullRecord }>(`/biblio/delete_biblio/${biblios[1].id}`);
    expect(status).toBe(200);
    expect(body.message).toBe('Biblio has been deleted successfully');
    expect(body.data.record.version).toBe(before.version + 1);
    expect(body.data.record.biblios.map((b) => b.id)).toEqual([biblios[0].id]);
    expect(body.data.record.biblio_usage).toEqual([
      { biblio_id: biblios[0].id, usage_id: usages[0].id, active_flag: true },
      { biblio_id: biblios[0].id, usage_id: usages[1].id, active_flag: true },
    ]);
    expect(
      await api.db.selectFrom('biblio_tags').select('id').where('biblio_id', '=', biblios[1].id).execute(),
    ).toEqual([]);
    const audits = await auditRowsSince(api.db, since);
    expect(audits).toMatchObject([{ action: 'delete', entity: 'biblio', entity_id: String(biblios[1].id) }]);
    expect((await researcher.del(`/biblio/delete_biblio/${biblios[1].id}`)).status).toBe(404);
  });

  it('refuses a usage that is a biblio’s only active usage, deletes one that is not', async () => {
    const { document, biblios, usages } = await makeRecord({
      usages: 3,
      links: [
        { biblio: 0, usage: 0 },
        { biblio: 1, usage: 1 },
        { biblio: 1, usage: 2 },
      ],
    });
    const before = await read(document.id);
    expectRefusal(
      await researcher.del(`/usage/delete_usage/${usages[0].id}?biblio_id=${biblios[0].id}`),
      400,
      'Usage cannot be deleted since it has active link to Biblio',
      'id',
    );
    expect(await read(document.id)).toEqual(before);
    const { status, body } = await researcher.del<{ record: FullRecord }>(
      `/usage/delete_usage/${usages[2].id}?biblio_id=${biblios[1].id}`,
    );
    expect(status).toBe(200);
    expect(body.message).toBe('Document details updated successfully');
    expect(body.data.record.usages.map((u) => u.id)).toEqual([usages[0].id, usages[1].id]);
    expect(body.data.record.version).toBe(before.version + 1);
    // Now usage 1 is biblio 1's only usage.
    expectRefusal(
      await researcher.del(`/usage/delete_usage/${usages[1].id}`),
      400,
      'Usage cannot be deleted since it has active link to Biblio',
      'id',
    );
    expectRefusal(
      await researcher.del(`/usage/delete_usage/${usages[1].id}?biblio_id=1`),
      400,
      'Biblio 1 is not part of this record',
      'biblio_id',
    );
  });

  it('answers 404 for an item of another record than the document_id named', async () => {
    const { biblios, usages } = await makeRecord();
    const other = await makeRecord();
    expect(
      (await researcher.del(`/biblio/delete_biblio/${biblios[0].id}?document_id=${other.document.id}`)).status,
    ).toBe(404);
    expect((await researcher.del(`/usage/delete_usage/${usages[0].id}?document_id=${other.document.id}`)).status).toBe(
      404,
    );
  });

  // Who may delete in which batch (a locked one included): record-write-access.test.ts.
  it('refuses both to an external auditor', async () => {
    const { biblios, usages } = await makeRecord({
      links: [
        { biblio: 0, usage: 0 },
        { biblio: 1, usage: 0 },
        { biblio: 0, usage: 1 },
        { biblio: 1, usage: 1 },
      ],
    });
    expect((await auditor.del(`/biblio/delete_biblio/${biblios[0].id}`)).status).toBe(403);
    expect((await auditor.del(`/usage/delete_usage/${usages[0].id}`)).status).toBe(403);
  });
});

describe('POST /api/document_detail/find_records', () => {
  type Row = {
    id: number;
    external_reference_id: string;
    biblio_id: number | null;
    usage_id: number | null;
    major_title: string | null;
    minor_title: string | null;
    collection_title: string;
    period: string;
  };
  const find = async (criteria: unknown) => {
    const { status, body } = await researcher.post<Row[]>('/document_detail/find_records', { criteria });
    expect(status).toBe(200);
    return body.data;
  };

  it('a number narrows to that biblio (and to the record of that id)', async () => {
    const { document, biblios } = await makeRecord({
      biblios: [{ major_title: 'First Zebra' }, { major_title: 'Second Zebra', minor_title: 'Stripes' }],
    });
    const rows = await find(String(biblios[1].id));
    expect(rows).toContainEqual(
      expect.objectContaining({
        id: document.id,
        biblio_id: biblios[1].id,
        usage_id: null,
        major_title: 'Second Zebra',
        minor_title: null,
      }),
    );
    const byRecordId = await find(String(document.id));
    expect(byRecordId).toContainEqual(
      expect.objectContaining({ id: document.id, biblio_id: null, major_title: 'First Zebra' }),
    );
  });

  it('D{doc}_B{biblio}_U{usage} narrows to that biblio and usage', async () => {
    const { document, biblios, usages } = await makeRecord();
    expect(await find(`D${document.id}_B${biblios[1].id}_U${usages[0].id}`)).toEqual([
      expect.objectContaining({ id: document.id, biblio_id: biblios[1].id, usage_id: usages[0].id }),
    ]);
    expect(await find(`D${document.id}_B${biblios[1].id}_U999999`)).toEqual([]);
  });

  it('text matches titles and external ids; the minor title only when it matches', async () => {
    const { document } = await makeRecord({
      external_reference_id: 'EXT-QUOKKA-77',
      biblios: [
        { major_title: 'Plain first' },
        { major_title: 'Marsupials of the West', minor_title: 'A quokka census' },
      ],
    });
    const byMajor = await find('marsupials of');
    expect(byMajor).toContainEqual(
      expect.objectContaining({
        id: document.id,
        major_title: 'Marsupials of the West',
        minor_title: null,
        biblio_id: null,
      }),
    );
    const byMinor = await find('QUOKKA CENSUS');
    expect(byMinor).toContainEqual(expect.objectContaining({ id: document.id, minor_title: 'A quokka census' }));
    const byExternal = await find('ext-quokka');
    expect(byExternal).toEqual([
      expect.objectContaining({
        id: document.id,
        external_reference_id: 'EXT-QUOKKA-77',
        major_title: 'Plain first',
        minor_title: null,
      }),
    ]);
    expect(await find('100%_nothing')).toEqual([]);
    expect(await find('  ')).toEqual([]);
  });

  it('finds a title as it reads after an edit, and no longer a deleted biblio', async () => {
    const { document, biblios } = await makeRecord({
      biblios: [{ major_title: 'Wombat burrows' }, { major_title: 'Echidna spines', minor_title: 'Platypus bills' }],
    });
    await api.db.updateTable('biblios').set({ major_title: 'Numbat diets' }).where('id', '=', biblios[0].id).execute();
    expect(await find('wombat burrows')).toEqual([]);
    expect(await find('NUMBAT')).toEqual([expect.objectContaining({ id: document.id, major_title: 'Numbat diets' })]);
    await api.db.deleteFrom('biblios').where('id', '=', biblios[1].id).execute();
    expect(await find('platypus')).toEqual([]);
    expect(await find('echidna')).toEqual([]);
  });

  it('answers 50 records when more match, each once however many of its biblios match', async () => {
    for (let i = 0; i < 30; i++) {
      await makeRecord({
        biblios: [{ major_title: `Bilby survey ${i}` }, { major_title: `Bilby count ${i}`, minor_title: 'Bilby' }],
      });
    }
    const rows = await find('bilby');
    expect(rows.length).toBe(30);
    expect(new Set(rows.map((r) => r.id)).size).toBe(30);
    for (let i = 30; i < 60; i++) await makeRecord({ biblios: [{ major_title: `Bilby survey ${i}` }] });
    const capped = await find('BILBY');
    expect(capped.length).toBe(50);
    expect(new Set(capped.map((r) => r.id)).size).toBe(50);
  });

  it('answers at most 50 rows', async () => {
    const rows = await find('the');
    expect(rows.length).toBeLessThanOrEqual(50);
  });

  it('finds nothing for text without three letters or digits in a row; a short number is still an id', async () => {
    const { document, biblios } = await makeRecord({ biblios: [{ major_title: 'Ox ox' }] });
    expect(await find('e')).toEqual([]);
    expect(await find('ox')).toEqual([]);
    expect(await find('o-x')).toEqual([]);
    expect(await find('ox o')).toEqual([]);
    expect(await find(String(biblios[0].id))).toContainEqual(expect.objectContaining({ id: document.id }));
  });
});

describe('POST /api/document_detail/find_records/count', () => {
  const count = async (criteria: unknown, caller: Http = researcher) => {
    const { status, body } = await caller.post<{ total: number; capped: boolean }>(
      '/document_detail/find_records/count',
      { criteria },
    );
    expect(status).toBe(200);
    return body.data;
  };

  it('counts every record a search matches, each once, beyond the 50 rows it answers', async () => {
    for (let i = 0; i < 55; i++) {
      await makeRecord({
        ...(i < 3 ? { external_reference_id: `EXT-DUNNART-${i}` } : {}),
        biblios: [{ major_title: `Dunnart walk ${i}` }, { major_title: `Dunnart nest ${i}`, minor_title: 'Dunnart' }],
      });
    }
    const rows = await researcher.post<unknown[]>('/document_detail/find_records', { criteria: 'dunnart' });
    expect(rows.body.data).toHaveLength(50);
    // 55 records, three of which also match by external id: still 55.
    expect(await count('dunnart')).toEqual({ total: 55, capped: false });
    expect(await count('DUNNART WALK 1')).toEqual({ total: 11, capped: false });
    expect(await count('no such dunnart')).toEqual({ total: 0, capped: false });
  });

  it('counts a number and D{doc}_B{biblio}_U{usage} as their rows, and short or empty text as nothing', async () => {
    const { document, biblios, usages } = await makeRecord();
    expect(await count(`D${document.id}_B${biblios[0].id}_U${usages[0].id}`)).toEqual({ total: 1, capped: false });
    expect(await count(`D${document.id}_B${biblios[0].id}_U999999`)).toEqual({ total: 0, capped: false });
    expect((await count(String(document.id))).total).toBeGreaterThanOrEqual(1);
    expect(await count('ox')).toEqual({ total: 0, capped: false });
    expect(await count('  ')).toEqual({ total: 0, capped: false });
  });

  it('is refused to a caller who may not read records', async () => {
    const unassigned = callApi(api.url, await signIn(api, 'unassigned@example.org'));
    const { status } = await unassigned.post('/document_detail/find_records/count', { criteria: 'dunnart' });
    expect(status).toBe(403);
  });
});
