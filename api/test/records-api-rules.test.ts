// The records API as a client built from the spec alone speaks to it (spec section 7): the full record
// saved back as GET answers it, and the rules of sections 4 and 5 kept on every write path (save, create,
// bulk update, bulk link, tags), whatever the client sends. README: "Rules the records API keeps".
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { EXCLUSION_CONDITION_KEEPS_LINKS, RESEARCH_MESSAGES } from '@rt/domain';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { insertBatch, insertCollection, insertDocument, insertResearchTemplate } from '../src/seed/factories.ts';
import type { FullRecord } from '../src/modules/research/load-full-record.ts';
import type { BulkUpdateResult } from '../src/modules/bulk-edit/update-records.ts';
import { callApi } from './call-api.ts';
import { signIn, userIdOf } from './sign-in.ts';
import { expectRefusal } from './expect-refusal.ts';

type Saved = { record: FullRecord; next_document_id: number | null };
type Http = ReturnType<typeof callApi>;

let api: TestApi;
let researcher: Http;
let coordinator: Http;
let researcherId: number;
/** An exclusion condition that clears links (any but 17). */
let excluding: number;

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  researcher = callApi(api.url, await signIn(api, 'researcher@example.org'));
  coordinator = callApi(api.url, await signIn(api, 'coordinator@example.org'));
  researcherId = await userIdOf(api, 'researcher@example.org');
  excluding = (
    await api.db
      .selectFrom('exclusion_condition')
      .select('id')
      .where('id', '!=', EXCLUSION_CONDITION_KEEPS_LINKS)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await api?.close();
});

/** A record of the researcher's: biblios b0, b1 and usages u0, u1, linked b0–u0 and b1–u1. */
const makeRecord = (spec: Parameters<typeof insertDocument>[1] = {}) =>
  insertDocument(api.db, { assigned_user_id: researcherId, biblios: 2, usages: 2, ...spec });

/** The record exactly as GET answers it: what a spec client holds. */
const read = async (id: number) => (await researcher.get<FullRecord>(`/document_detail/full_record/${id}`)).body.data;
const put = (id: number, body: unknown, as: Http = researcher) =>
  as.put<Saved>(`/document_detail/full_record/${id}`, body);
const bulkUpdate = (body: unknown) => coordinator.post<BulkUpdateResult>('/bulk_edit/update_records', body);
const linkFields = (b: FullRecord['biblios'][number]) => ({
  exclusion_condition: b.exclusion_condition,
  work_id: b.work_id,
  recipient_id: b.recipient_id,
  recipient: b.recipient,
});

describe('a spec client saves the full record as GET answers it (section 7)', () => {
  it('PUT of the GET body with one field changed saves it; links are named by their ids', async () => {
    const { document } = await makeRecord();
    const got = await read(document.id);
    const answer = await put(document.id, {
      ...got,
      biblios: got.biblios.map((b, i) => (i === 0 ? { ...b, major_title: 'Changed by a client' } : b)),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(RESEARCH_MESSAGES.updated);
    const saved = answer.body.data.record;
    expect(saved).toEqual(await read(document.id));
    expect(saved.version).toBe(got.version + 1);
    expect(saved.biblios[0].major_title).toBe('Changed by a client');
    expect(saved.biblio_usage).toEqual(got.biblio_usage);
    expect(saved.status).toBe(got.status);
  });

  it('a new item by key beside existing ones by id; a link may mix an id and a key', async () => {
    const { document } = await makeRecord();
    const got = await read(document.id);
    const answer = await put(document.id, {
      ...got,
      usages: [...got.usages, { key: 'new' }],
      biblio_usage: [...got.biblio_usage, { biblio_id: got.biblios[0].id, usage_key: 'new', active_flag: true }],
    });
    expect(answer.status).toBe(200);
    const added = answer.body.data.record.usages.find((u) => !got.usages.some((g) => g.id === u.id))!;
    expect(answer.body.data.record.biblio_usage).toContainEqual({
      biblio_id: got.biblios[0].id,
      usage_id: added.id,
      active_flag: true,
    });
  });

  it('a link naming one item by two names that disagree is a 400, and nothing is written', async () => {
    const { document } = await makeRecord();
    const got = await read(document.id);
    const [first, ...rest] = got.biblio_usage;
    expectRefusal(
      await put(document.id, {
        ...got,
        biblio_usage: [{ ...first, biblio_key: String(got.biblios[1].id) }, ...rest],
      }),
      400,
      `A link names biblio key "${got.biblios[1].id}" and biblio_id ${first.biblio_id}: send one`,
      'biblio_usage.0.biblio_id',
    );
    expect(await read(document.id)).toEqual(got);
  });

  it('status on_hold is Hold; status researched is Complete, answering the next record', async () => {
    const batch = await insertBatch(api.db);
    const current = await makeRecord({ batch_id: batch.id, status: 'ready_for_research' });
    const next = await makeRecord({ batch_id: batch.id, status: 'ready_for_research' });

    const held = await put(current.document.id, { ...(await read(current.document.id)), status: 'on_hold' });
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ message: RESEARCH_MESSAGES.updated, data: { next_document_id: null } });
    expect((await read(current.document.id)).status).toBe('on_hold');

    const completed = await put(current.document.id, { ...(await read(current.document.id)), status: 'researched' });
    expect(completed.body.message).toBe(RESEARCH_MESSAGES.completed);
    expect(completed.body.data.record).toMatchObject({ status: 'researched', researched_by: researcherId });
    expect(completed.body.data.next_document_id).toBe(next.document.id);

    // `action` keeps working, and a status left as read says nothing.
    const byAction = await put(next.document.id, { ...(await read(next.document.id)), action: 'hold' });
    expect(byAction.body.data.record.status).toBe('on_hold');
  });

  it('Complete by status keeps the rule checks of Complete', async () => {
    const message = 'More than 10 units copied.';
    const { template } = await insertResearchTemplate(
      api.db,
      {},
      {
        fields: [{ resource: 'biblio', field_name: 'units_copied', label: 'Units Copied' }],
        rules: [
          {
            name: 'Too many units',
            conditions: [{ field: 'units_copied', operator: 'greater_than', value: '10' }],
            actions: [{ field: 'units_copied', type: 'error', value: null, options: null, message }],
          },
        ],
      },
    );
    const collection = await insertCollection(api.db, { research_template_id: template.id });
    const batch = await insertBatch(api.db, { research_collection_id: collection.id });
    const { document } = await makeRecord({ batch_id: batch.id, biblios: [{ units_copied: 12 }], usages: 1 });
    const got = await read(document.id);
    expectRefusal(
      await put(document.id, { ...got, status: 'researched' }),
      400,
      `Cannot complete: Units Copied: ${message}`,
    );
    expect(await read(document.id)).toEqual(got);
  });

  it('refuses a status no save sets, a status and an action that disagree, and no version, saying what to send', async () => {
    const { document } = await makeRecord({ status: 'on_hold' });
    const got = await read(document.id);
    expectRefusal(
      await put(document.id, { ...got, status: 'ready_for_research' }),
      400,
      'A save changes the status to on_hold (Hold) or researched (Complete) only, not to ready_for_research',
      'status',
    );
    expectRefusal(
      await put(document.id, { ...got, status: 'researched', action: 'hold' }),
      400,
      'Action hold and status researched disagree: send one of them',
      'status',
    );
    expectRefusal(
      await put(document.id, { ...got, version: undefined }),
      400,
      'Version is required: send the version GET /api/document_detail/full_record/{id} answered, which guards against overwriting a newer save',
      'version',
    );
    expect(await read(document.id)).toEqual(got);
  });
});

describe('rules the records API keeps on every write path (sections 4 and 5)', () => {
  describe('an exclusion condition other than 17 clears the linked work, recipient and recipient text', () => {
    it('save', async () => {
      const { document } = await makeRecord({
        biblios: [
          { work_id: 'W-1', recipient: 'Kept Name' },
          { recipient_id: 'R-1', recipient: 'Jane Doe' },
        ],
      });
      const got = await read(document.id);
      const answer = await put(document.id, {
        ...got,
        biblios: [
          { ...got.biblios[0], exclusion_condition: excluding },
          { ...got.biblios[1], exclusion_condition: EXCLUSION_CONDITION_KEEPS_LINKS },
        ],
      });
      expect(answer.status).toBe(200);
      const [cleared, kept] = answer.body.data.record.biblios;
      expect(linkFields(cleared)).toEqual({
        exclusion_condition: excluding,
        work_id: null,
        recipient_id: null,
        recipient: null,
      });
      expect(linkFields(kept)).toEqual({
        exclusion_condition: EXCLUSION_CONDITION_KEEPS_LINKS,
        work_id: null,
        recipient_id: 'R-1',
        recipient: 'Jane Doe',
      });
    });

    it('save: a work sent together with the condition is not stored', async () => {
      const { document } = await makeRecord();
      const got = await read(document.id);
      const answer = await put(document.id, {
        ...got,
        biblios: [{ ...got.biblios[0], exclusion_condition: excluding, work_id: 'W-SENT' }, got.biblios[1]],
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.record.biblios[0]).toMatchObject({ exclusion_condition: excluding, work_id: null });
    });

    it('create', async () => {
      const batch = await insertBatch(api.db);
      const created = await coordinator.post<Saved>('/document_detail/full_record/null', {
        batch_id: batch.id,
        biblios: [
          { key: 'x', exclusion_condition: excluding, work_id: 'W-2', recipient: 'Someone' },
          { key: 'k', exclusion_condition: EXCLUSION_CONDITION_KEEPS_LINKS, work_id: 'W-3' },
        ],
        usages: [{ key: 'u' }],
        biblio_usage: [
          { biblio_key: 'x', usage_key: 'u', active_flag: true },
          { biblio_key: 'k', usage_key: 'u', active_flag: true },
        ],
      });
      expect(created.status).toBe(200);
      const [cleared, kept] = created.body.data.record.biblios;
      expect(linkFields(cleared)).toEqual({
        exclusion_condition: excluding,
        work_id: null,
        recipient_id: null,
        recipient: null,
      });
      expect(kept).toMatchObject({ exclusion_condition: EXCLUSION_CONDITION_KEEPS_LINKS, work_id: 'W-3' });
    });

    it('bulk update', async () => {
      const cleared = await makeRecord({ biblios: [{ work_id: 'W-4', recipient: 'Text' }], usages: 1 });
      const kept = await makeRecord({ biblios: [{ work_id: 'W-5' }], usages: 1 });
      const clearing = await bulkUpdate({
        selected_ids: [cleared.document.id],
        update_fields: [{ resource: 'biblio', field: 'exclusion_condition', value: excluding }],
      });
      expect(clearing.status).toBe(200);
      expect(clearing.body.data.records[0].changes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'work_id', before: 'W-4', after: null }),
          expect.objectContaining({ field: 'recipient', before: 'Text', after: null }),
        ]),
      );
      expect(linkFields((await read(cleared.document.id)).biblios[0])).toEqual({
        exclusion_condition: excluding,
        work_id: null,
        recipient_id: null,
        recipient: null,
      });
      await bulkUpdate({
        selected_ids: [kept.document.id],
        update_fields: [{ resource: 'biblio', field: 'exclusion_condition', value: EXCLUSION_CONDITION_KEEPS_LINKS }],
      });
      expect((await read(kept.document.id)).biblios[0]).toMatchObject({ work_id: 'W-5' });
    });

    it('bulk link: the condition is set first, so a recipient is refused and a work is linked after it', async () => {
      const { document } = await makeRecord({ biblios: 1, usages: 1 });
      const before = await read(document.id);
      const withRecipient = await bulkUpdate({
        selected_ids: [document.id],
        update_fields: [{ resource: 'biblio', field: 'exclusion_condition', value: excluding }],
        link: { recipient: { accountObjectId: 'R-9', pseudonymName: 'Nine' } },
      });
      expect(withRecipient.body.data.updated).toBe(0);
      expect(withRecipient.body.data.refused).toEqual([
        {
          id: document.id,
          reason: 'rule',
          message: `Record ${document.id}: biblio ${before.biblios[0].id}: ${RESEARCH_MESSAGES.recipientWithExclusion}`,
        },
      ]);
      expect(await read(document.id)).toEqual(before);
      const withWork = await bulkUpdate({
        selected_ids: [document.id],
        update_fields: [{ resource: 'biblio', field: 'exclusion_condition', value: excluding }],
        link: { work: { workId: 'W-9', title: 'Nine', type: 'Book', contributors: [] } },
      });
      expect(withWork.body.data.updated).toBe(1);
      expect((await read(document.id)).biblios[0]).toMatchObject({ exclusion_condition: excluding, work_id: 'W-9' });
    });
  });

  describe('a recipient is not linked under an exclusion condition', () => {
    it('bulk update of recipient_id on a biblio with a condition is refused', async () => {
      const { document } = await makeRecord({ biblios: [{ exclusion_condition: excluding }], usages: 1 });
      const before = await read(document.id);
      const answer = await bulkUpdate({
        selected_ids: [document.id],
        update_fields: [{ resource: 'biblio', field: 'recipient_id', value: 'R-10' }],
      });
      expect(answer.body.data.refused[0]).toMatchObject({ id: document.id, reason: 'rule' });
      expect(answer.body.data.refused[0].message).toContain(RESEARCH_MESSAGES.recipientWithExclusion);
      expect(await read(document.id)).toEqual(before);
    });
  });

  describe('a biblio linked to a work or recipient keeps its new_work_request', () => {
    it('bulk update of new_work_request on a linked biblio is refused', async () => {
      const { document } = await makeRecord({ biblios: [{ work_id: 'W-11' }], usages: 1 });
      const before = await read(document.id);
      const answer = await bulkUpdate({
        selected_ids: [document.id],
        update_fields: [{ resource: 'biblio', field: 'new_work_request', value: true }],
      });
      expect(answer.body.data.refused[0]).toMatchObject({ id: document.id, reason: 'rule' });
      expect(answer.body.data.refused[0].message).toContain(RESEARCH_MESSAGES.newWorkRequestLocked);
      expect(await read(document.id)).toEqual(before);
    });
  });

  describe("a linked work's or recipient's fields stay as it filled them while it is linked", () => {
    it('save: a changed title of a biblio that keeps its work is refused; unlinking frees it', async () => {
      const { document } = await makeRecord({ biblios: [{ work_id: 'W-21', major_title: 'As the work says' }] });
      const got = await read(document.id);
      expectRefusal(
        await put(document.id, { ...got, biblios: [{ ...got.biblios[0], major_title: 'Typed over' }] }),
        400,
        'Title cannot be changed while a work is linked',
        'biblios.0.major_title',
      );
      expect(await read(document.id)).toEqual(got);
      const freed = await put(document.id, {
        ...got,
        biblios: [{ ...got.biblios[0], work_id: null, major_title: 'Typed over' }],
      });
      expect(freed.status).toBe(200);
      expect(freed.body.data.record.biblios[0]).toMatchObject({ work_id: null, major_title: 'Typed over' });
    });

    it('bulk update of a linked recipient text is refused', async () => {
      const { document } = await makeRecord({ biblios: [{ recipient_id: 'R-21', recipient: 'Jane Doe' }], usages: 1 });
      const before = await read(document.id);
      const answer = await bulkUpdate({
        selected_ids: [document.id],
        update_fields: [{ resource: 'biblio', field: 'recipient', value: 'Someone else' }],
      });
      expect(answer.body.data.refused[0]).toMatchObject({ id: document.id, reason: 'rule' });
      expect(answer.body.data.refused[0].message).toContain('Recipient cannot be changed while a recipient is linked');
      expect(await read(document.id)).toEqual(before);
    });
  });

  describe('link counts: every active usage and biblio keeps an active link', () => {
    it('save: links by id that leave an active usage bare are refused', async () => {
      const { document } = await makeRecord();
      const got = await read(document.id);
      expectRefusal(
        await put(document.id, { ...got, biblio_usage: got.biblio_usage.slice(0, 1) }),
        400,
        RESEARCH_MESSAGES.usageNeedsBiblio,
        'usages.1',
      );
      expect(await read(document.id)).toEqual(got);
    });

    it('tags: the biblio a tag makes is linked to the first active usage', async () => {
      const { document, usages } = await makeRecord({
        total_pages: 3,
        usages: [{ active_flag: false }, {}],
        links: [
          { biblio: 0, usage: 0 },
          { biblio: 0, usage: 1 },
          { biblio: 1, usage: 1 },
        ],
      });
      const answer = await researcher.post<{ created_biblio_id: number }>(`/biblio_tag/${document.id}`, {
        page_number: 1,
        page_x: 0.1,
        page_y: 0.1,
      });
      expect(answer.status).toBe(200);
      const made = answer.body.data.created_biblio_id;
      const record = await read(document.id);
      expect(record.biblio_usage).toContainEqual({ biblio_id: made, usage_id: usages[1].id, active_flag: true });
      // The record as stored is one a spec client can save back.
      expect((await put(document.id, record)).status).toBe(200);
    });
  });

  describe('major types Book, Newspaper, Magazine, Journal and Other get minor type Text by default', () => {
    it('save and create: a major type chosen with a blank minor type', async () => {
      const id = (table: 'major_material_type' | 'minor_material_type', value: string) =>
        api.db.selectFrom(table).select('id').where('value', '=', value).executeTakeFirstOrThrow();
      const [book, website, text] = await Promise.all([
        id('major_material_type', 'Book'),
        id('major_material_type', 'Website'),
        id('minor_material_type', 'Text'),
      ]);
      const { document } = await makeRecord({ biblios: [{ minor_material_type: null }, {}], usages: 2 });
      const got = await read(document.id);
      const saved = await put(document.id, {
        ...got,
        biblios: [
          { ...got.biblios[0], major_material_type: book.id, minor_material_type: null },
          { ...got.biblios[1], major_material_type: website.id, minor_material_type: null },
        ],
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data.record.biblios.map((b) => b.minor_material_type)).toEqual([text.id, null]);
      const batch = await insertBatch(api.db);
      const created = await coordinator.post<Saved>('/document_detail/full_record/null', {
        batch_id: batch.id,
        biblios: [{ key: 'b', major_material_type: book.id }],
        usages: [{ key: 'u' }],
        biblio_usage: [{ biblio_key: 'b', usage_key: 'u' }],
      });
      expect(created.body.data.record.biblios[0].minor_material_type).toBe(text.id);
    });

    it('bulk update: a major type set gives a blank minor type Text, and keeps one already chosen', async () => {
      const id = (table: 'major_material_type' | 'minor_material_type', value: string) =>
        api.db.selectFrom(table).select('id').where('value', '=', value).executeTakeFirstOrThrow();
      const [journal, text] = await Promise.all([
        id('major_material_type', 'Journal'),
        id('minor_material_type', 'Text'),
      ]);
      const chosen = await api.db
        .selectFrom('minor_material_type')
        .select('id')
        .where('id', '!=', text.id)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const { document } = await makeRecord({
        biblios: [{ minor_material_type: null }, { minor_material_type: chosen.id }],
        usages: 2,
      });
      const answer = await bulkUpdate({
        selected_ids: [document.id],
        update_fields: [{ resource: 'biblio', field: 'major_material_type', value: journal.id }],
      });
      expect(answer.body.data.refused).toEqual([]);
      const stored = await read(document.id);
      expect(stored.biblios.map((b) => [b.major_material_type, b.minor_material_type])).toEqual([
        [journal.id, text.id],
        [journal.id, chosen.id],
      ]);
    });
  });

  describe('defaults of new items (section 4)', () => {
    it('create: a bare biblio and usage get the defaults', async () => {
      const batch = await insertBatch(api.db);
      const created = await coordinator.post<Saved>('/document_detail/full_record/null', {
        batch_id: batch.id,
        biblios: [{ key: 'b' }],
        usages: [{ key: 'u' }],
        biblio_usage: [{ biblio_key: 'b', usage_key: 'u' }],
      });
      expect(created.status).toBe(200);
      const { biblios, usages } = created.body.data.record;
      expect(biblios[0]).toMatchObject({
        units_copied: 1,
        minor_material_type: null,
        work_sub_type: null,
        edition: null,
        exclusion_condition: null,
        terms_conditions: null,
        new_work_request: false,
        active_flag: true,
      });
      expect(usages[0]).toMatchObject({
        copy_type: null,
        copied_for: null,
        times_copied: null,
        aaa_flag: false,
        amcos_flag: false,
        event_date: new Date().toISOString().slice(0, 10),
      });
    });
  });
});
