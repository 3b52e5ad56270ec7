import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { RoleName } from '@rt/domain';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { insertBatch, insertCollection, insertDocuments } from '../src/seed/factories.ts';
import type { BulkUpdateResult } from '../src/modules/bulk-edit/update-records.ts';
import type { BulkUndoResult } from '../src/modules/bulk-edit/undo-bulk-change.ts';
import type { callApi } from './call-api.ts';
import { signInEveryRole } from './sign-in.ts';
import { expectRefusal } from './expect-refusal.ts';

type Http = ReturnType<typeof callApi>;

/** update_records with `link`: the Work Search modal's bulk-edit mode, a work or recipient on every active biblio. */
let api: TestApi;
const as: Record<RoleName | 'nobody', Http> = {} as never;
let batch: number;
let exclusion: number;

const WORK = {
  workId: 'W-BULK-1',
  title: 'Linked Title',
  type: 'Book',
  isn: '9780000000001',
  yearOfPublication: 2001,
  contributors: [
    { sfPseudonymName: 'Linked Publisher', type: 'Publisher' },
    { sfPseudonymName: 'Linked Author', type: 'Author' },
  ],
};
const RECIPIENT = { accountObjectId: 'R-BULK-1', pseudonymName: 'Linked Recipient' };

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  Object.assign(as, await signInEveryRole(api));
  const collection = (await insertCollection(api.db, { collection_title: 'Bulk Link' })).id;
  batch = (await insertBatch(api.db, { research_collection_id: collection })).id;
  exclusion = (await api.db.selectFrom('exclusion_condition').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await api?.close();
});

async function record(biblios: Array<Record<string, unknown>>) {
  const [made] = await insertDocuments(api.db, [{ batch_id: batch, biblios, usages: 1 }]);
  return made.document.id;
}

const update = (body: unknown) => as.Coordinator.post<BulkUpdateResult>('/bulk_edit/update_records', body);

const biblios = (id: number) =>
  api.db
    .selectFrom('biblios')
    .select([
      'major_title',
      'publisher',
      'source_creators',
      'work_id',
      'recipient_id',
      'recipient',
      'matched_by',
      'isn',
    ])
    .where('document_detail_id', '=', id)
    .orderBy('id')
    .execute();

describe('linking a work to every active biblio', () => {
  it('sets the fields linking sets on one biblio, shown in the dry run, and the undo takes them back', async () => {
    const id = await record([
      { major_title: 'Old Title', publisher: 'Old Press', recipient_id: 'R-OLD', recipient: 'Old Recipient' },
      { major_title: 'Other Title' },
    ]);
    const before = await biblios(id);
    const dry = await update({ selected_ids: [id], link: { work: WORK }, dry_run: true });
    expect(dry.status).toBe(200);
    const changes = dry.body.data.records[0].changes;
    expect(changes).toContainEqual(
      expect.objectContaining({ resource: 'biblio', field: 'work_id', before: null, after: 'W-BULK-1' }),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({ resource: 'biblio', field: 'recipient_id', before: 'R-OLD', after: null }),
    );
    expect(await biblios(id)).toEqual(before);

    const applied = await update({ selected_ids: [id], link: { work: WORK } });
    expect(applied.status).toBe(200);
    expect(applied.body.data.updated).toBe(1);
    const linked = {
      major_title: 'Linked Title',
      publisher: 'Linked Publisher',
      source_creators: 'Linked Author',
      work_id: 'W-BULK-1',
      recipient_id: null,
      recipient: null,
      matched_by: 'ISN',
      isn: '9780000000001',
    };
    expect(await biblios(id)).toEqual([linked, linked]);

    const changesList = await as.Coordinator.get<Array<{ id: number; fields: unknown[] }>>('/bulk_edit/changes');
    const listed = changesList.body.data.find((c) => c.id === applied.body.data.bulk_change_id);
    expect(listed?.fields).toEqual([{ resource: 'biblio', field: 'work_id', value: 'W-BULK-1' }]);

    const undone = await as.Coordinator.post<BulkUndoResult>('/bulk_edit/undo', {
      bulk_change_id: applied.body.data.bulk_change_id,
    });
    expect(undone.body.data).toMatchObject({ restored: 1, refused: [] });
    expect(await biblios(id)).toEqual(before);
  });

  it('sets update_fields beside the link, and refuses a field the link sets', async () => {
    const id = await record([{ publisher: 'Old Press' }]);
    const applied = await update({
      selected_ids: [id],
      link: { work: WORK },
      update_fields: [{ resource: 'document_detail', field: 'other_information', value: 'Linked in bulk' }],
    });
    expect(applied.body.data.updated).toBe(1);
    expect((await biblios(id))[0].work_id).toBe('W-BULK-1');
    expectRefusal(
      await update({
        selected_ids: [id],
        link: { work: WORK },
        update_fields: [{ resource: 'biblio', field: 'publisher', value: 'Mine' }],
      }),
      400,
      'biblio.publisher is set by the link',
      'update_fields.0.field',
    );
  });

  it('refuses a body with neither update_fields nor link, and a link of neither kind', async () => {
    const id = await record([{}]);
    expectRefusal(
      await update({ selected_ids: [id] }),
      400,
      'update_fields takes a list of {resource, field, value}',
      'update_fields',
    );
    expectRefusal(
      await update({ selected_ids: [id], link: { song: {} } }),
      400,
      'link takes {work} or {recipient}',
      'link',
    );
    expectRefusal(
      await update({ selected_ids: [id], link: { work: { ...WORK, workId: 7 } } }),
      400,
      'link.work.workId must be text of at most 4000 characters',
      'link.work.workId',
    );
  });
});

describe('linking a recipient to every active biblio', () => {
  it('sets the recipient and clears the work, and refuses a record with a biblio under an exclusion condition', async () => {
    const open = await record([{ work_id: 'W-OLD' }]);
    const excluded = await record([{}, { exclusion_condition: exclusion }]);
    const answer = await update({ selected_ids: [open, excluded], link: { recipient: RECIPIENT } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.updated).toBe(1);
    expect(answer.body.data.refused).toEqual([
      {
        id: excluded,
        reason: 'rule',
        message: expect.stringContaining('Recipient work cannot be linked when there is a exclusion condition.'),
      },
    ]);
    expect(await biblios(open)).toEqual([
      expect.objectContaining({
        work_id: null,
        recipient_id: 'R-BULK-1',
        recipient: 'Linked Recipient',
        matched_by: 'Recipient',
      }),
    ]);
    expect((await biblios(excluded)).map((b) => b.recipient_id)).toEqual([null, null]);
  });
});
