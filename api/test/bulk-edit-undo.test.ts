import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { sql } from 'kysely';
import type { RoleName } from '@rt/domain';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { insertBatch, insertCollection, insertDocuments } from '../src/seed/factories.ts';
import type { BulkUpdateResult } from '../src/modules/bulk-edit/update-records.ts';
import { BULK_CHUNK } from '../src/modules/bulk-edit/record-chunk.ts';
import type { BulkUndoResult } from '../src/modules/bulk-edit/undo-bulk-change.ts';
import type { BulkChange } from '../src/modules/bulk-edit/bulk-changes.ts';
import { loadFullRecord } from '../src/modules/research/load-full-record.ts';
import type { ApiAnswer, callApi } from './call-api.ts';
import { signInEveryRole } from './sign-in.ts';
import { expectRefusal } from './expect-refusal.ts';

type Http = ReturnType<typeof callApi>;

/** A bulk change in history (GET /api/bulk_edit/changes) and its undo (POST /api/bulk_edit/undo). */
let api: TestApi;
const as: Record<RoleName | 'nobody', Http> = {} as never;
let collection: number;
let batch: number;

const QUERY = {
  filters: [{ resource: 'biblio', field: 'publisher', op: 'equals', value: 'Old Press', type: 'string' }],
  columns: [{ resource: 'biblio', field: 'publisher' }],
};
const SET_PUBLISHER = [
  { resource: 'biblio', field: 'publisher', value: 'New Press' },
  { resource: 'document_detail', field: 'other_information', value: 'Bulk' },
];

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  Object.assign(as, await signInEveryRole(api));
  collection = (await insertCollection(api.db, { collection_title: 'Bulk Undo' })).id;
  batch = (await insertBatch(api.db, { research_collection_id: collection })).id;
});

afterAll(async () => {
  await api?.close();
});

async function records(batchId: number, count: number) {
  const made = await insertDocuments(
    api.db,
    Array.from({ length: count }, () => ({
      batch_id: batchId,
      biblios: [{ publisher: 'Old Press' }, { publisher: 'Older Press' }],
      usages: 1,
    })),
  );
  return made.map((m) => m.document.id);
}

/** A real bulk update of `ids`: answers its bulk change's id. */
async function bulkChange(ids: number[], query: unknown = undefined): Promise<number> {
  const answer = await as.Coordinator.post<BulkUpdateResult>('/bulk_edit/update_records', {
    selected_ids: ids,
    update_fields: SET_PUBLISHER,
    query,
  });
  expect(answer.status).toBe(200);
  expect(answer.body.data.bulk_change_id).toEqual(expect.any(Number));
  return answer.body.data.bulk_change_id!;
}

const undo = (id: number, who: Http = as.Coordinator) =>
  who.post<BulkUndoResult>('/bulk_edit/undo', { bulk_change_id: id });

const stored = async (ids: number[]) => ({
  publishers: (
    await api.db
      .selectFrom('biblios')
      .select('publisher')
      .where('document_detail_id', 'in', ids)
      .orderBy('id')
      .execute()
  ).map((b) => b.publisher),
  other: (
    await api.db
      .selectFrom('document_details')
      .select('other_information')
      .where('id', 'in', ids)
      .orderBy('id')
      .execute()
  ).map((d) => d.other_information),
});

const versions = async (ids: number[]) =>
  (await api.db.selectFrom('document_details').select('version').where('id', 'in', ids).orderBy('id').execute()).map(
    (r) => r.version,
  );

const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;

describe('a bulk change', () => {
  it('is made by a real update only, and listed today with who made it, the query and how many records', async () => {
    const ids = await records(batch, 2);
    const dry = await as.Coordinator.post<BulkUpdateResult>('/bulk_edit/update_records', {
      selected_ids: ids,
      update_fields: SET_PUBLISHER,
      dry_run: true,
    });
    expect(dry.body.data.bulk_change_id).toBeNull();
    const id = await bulkChange(ids, QUERY);
    const listed = await as.IT.get<BulkChange[]>('/bulk_edit/changes');
    expect(listed.status).toBe(200);
    expect(listed.body.data[0]).toMatchObject({
      id,
      username: expect.any(String),
      batch_id: null,
      fields: SET_PUBLISHER,
      query: { filters: [{ resource: 'biblio', field: 'publisher', op: 'equals', value: 'Old Press' }] },
      records: 2,
      undone_at: null,
    });
    const audited = await api.db
      .selectFrom('audit_log')
      .select('after')
      .where('entity', '=', 'document_detail')
      .where('entity_id', 'in', ids.map(String))
      .execute();
    expect(audited.map((a) => (parsed(a.after).bulk_change as { id: number }).id)).toEqual([id, id]);
  });

  it('audits each record with what changed, which its history tells, the assignee by name', async () => {
    const [id] = await records(batch, 1);
    const before = await loadFullRecord(api.db, id);
    const biblios = before.biblios as Array<{ id: number; publisher: string | null }>;
    const assignee = await api.db
      .selectFrom('users')
      .select(['id', 'display_name'])
      .where('email', '=', 'researcher@example.org')
      .executeTakeFirstOrThrow();
    const answer = await as.Coordinator.post<BulkUpdateResult>('/bulk_edit/update_records', {
      selected_ids: [id],
      update_fields: [...SET_PUBLISHER, { resource: 'document_detail', field: 'assigned_user_id', value: assignee.id }],
    });
    const bulkChangeId = answer.body.data.bulk_change_id;
    const row = await api.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('entity', '=', 'document_detail')
      .where('entity_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(parsed(row.before)).toEqual({
      other_information: before.other_information,
      assigned_user_id: before.assigned_user_id,
      biblios: biblios.map((b) => ({ id: b.id, publisher: b.publisher })),
      usages: [],
    });
    const { bulk_change: mark, ...after } = parsed(row.after);
    expect(after).toEqual({
      other_information: 'Bulk',
      assigned_user_id: assignee.id,
      biblios: biblios.map((b) => ({ id: b.id, publisher: 'New Press' })),
      usages: [],
    });
    expect(mark).toMatchObject({ id: bulkChangeId });
    const history = await as.Coordinator.get<Array<{ changes: string[] }>>(`/document_detail/history/${id}`);
    expect(history.body.data[0].changes).toEqual([
      `Bulk change ${bulkChangeId}`,
      `Assigned to ${assignee.display_name}`,
      'Other information changed',
      ...biblios.map((b) => `Biblio ${b.id}: publisher changed`),
    ]);
  });

  it("tells in the record's history the query the bulk change ran, a list's value by its name", async () => {
    const [id] = await records(batch, 1);
    const copyType = await api.db
      .selectFrom('copy_type')
      .select(['id', 'value'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const bulkChangeId = await bulkChange([id], {
      filters: [
        { resource: 'biblio', field: 'publisher', op: 'equals', value: 'Old Press' },
        { resource: 'usage', field: 'copy_type', op: 'not_equals', value: copyType.id },
      ],
    });
    const history = await as.Coordinator.get<Array<{ changes: string[] }>>(`/document_detail/history/${id}`);
    expect(history.body.data[0].changes[0]).toBe(
      `Bulk change ${bulkChangeId}, query: Biblio Publisher equals 'Old Press'; Usage Copy type does not equal '${copyType.value}'`,
    );
  });

  it('is listed only the day it was made', async () => {
    const id = await bulkChange(await records(batch, 1));
    await sql`update bulk_changes set created_at = now() - interval '1 day' where id = ${id}`.execute(api.db);
    const listed = await as.Coordinator.get<BulkChange[]>('/bulk_edit/changes');
    expect(listed.body.data.map((c) => c.id)).not.toContain(id);
  });
});

describe('undo', () => {
  it('puts every changed field back, moves the versions on and audits each record as an undo', async () => {
    const ids = await records(batch, 3);
    const id = await bulkChange(ids);
    expect(await stored(ids)).toEqual({ publishers: Array(6).fill('New Press'), other: Array(3).fill('Bulk') });
    const changed = await versions(ids);
    const answer = await undo(id);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Bulk change undone.');
    expect(answer.body.data).toEqual({ bulk_change_id: id, restored: 3, refused: [] });
    expect(await stored(ids)).toEqual({
      publishers: Array(3).fill(['Old Press', 'Older Press']).flat(),
      other: Array(3).fill(null),
    });
    const undone = await versions(ids);
    undone.forEach((v, i) => expect(v).toBeGreaterThan(changed[i]));
    const rows = await api.db
      .selectFrom('audit_log')
      .select(['after', 'actor_email'])
      .where('entity', '=', 'document_detail')
      .where('entity_id', 'in', ids.map(String))
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(6);
    const marks = rows.slice(3).map((r) => parsed(r.after).bulk_undo as { bulk_change_id: number });
    expect(marks.map((m) => m.bulk_change_id)).toEqual([id, id, id]);
    const [listed] = (await as.Coordinator.get<BulkChange[]>('/bulk_edit/changes')).body.data.filter(
      (c) => c.id === id,
    );
    expect(listed.undone_at).toEqual(expect.any(String));
  });

  it('is refused the next day', async () => {
    const ids = await records(batch, 1);
    const id = await bulkChange(ids);
    await sql`update bulk_changes set created_at = now() - interval '1 day' where id = ${id}`.execute(api.db);
    expectRefusal(await undo(id), 400, 'A bulk change can only be undone on the day it was made.', 'bulk_change_id');
    expect((await stored(ids)).publishers).toEqual(['New Press', 'New Press']);
  });

  it('is refused the second time', async () => {
    const ids = await records(batch, 1);
    const id = await bulkChange(ids);
    expect((await undo(id)).status).toBe(200);
    expectRefusal(await undo(id), 400, 'This bulk change has already been undone.', 'bulk_change_id');
  });

  it('refuses a bulk change that does not exist (404)', async () => {
    expect((await undo(2_000_000_000)).status).toBe(404);
  });

  it('refuses and keeps a record changed since, restoring the others', async () => {
    const [kept, restored] = await records(batch, 2);
    const id = await bulkChange([kept, restored]);
    await api.db
      .updateTable('biblios')
      .set({ publisher: 'Hand Press' })
      .where('document_detail_id', '=', kept)
      .where('publisher', '=', 'New Press')
      .execute();
    const [keptBiblio] = await api.db
      .selectFrom('biblios')
      .select('id')
      .where('document_detail_id', '=', kept)
      .orderBy('id')
      .execute();
    const answer = await undo(id);
    expect(answer.status).toBe(200);
    expect(answer.body.data.restored).toBe(1);
    expect(answer.body.data.refused).toEqual([
      {
        id: kept,
        reason: 'changed-since',
        message: `Record ${kept}: biblio.publisher of biblio ${keptBiblio.id} was changed since`,
      },
    ]);
    expect(await stored([kept])).toEqual({ publishers: ['Hand Press', 'Hand Press'], other: ['Bulk'] });
    expect((await stored([restored])).publishers).toEqual(['Old Press', 'Older Press']);
  });

  it('refuses a record whose batch was locked since', async () => {
    const lockable = (await insertBatch(api.db, { research_collection_id: collection })).id;
    const [locked] = await records(lockable, 1);
    const [open] = await records(batch, 1);
    const id = await bulkChange([locked, open]);
    await api.db.updateTable('batches').set({ status: 'locked' }).where('id', '=', lockable).execute();
    const answer = await undo(id);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      restored: 1,
      refused: [{ id: locked, reason: 'locked-batch', message: `Record ${locked} is in a locked batch` }],
    });
    expect((await stored([locked])).publishers).toEqual(['New Press', 'New Press']);
  });

  it('undoes more records than one chunk holds', async () => {
    const ids = await records(batch, BULK_CHUNK + 10);
    const id = await bulkChange(ids);
    const answer = await undo(id);
    expect(answer.body.data).toMatchObject({ restored: BULK_CHUNK + 10, refused: [] });
    expect((await stored(ids)).other.every((o) => o === null)).toBe(true);
  });
});

describe('a bulk change continued by a later request of the same action', () => {
  const more = (ids: number[], bulkChangeId: number, who: Http = as.Coordinator, fields: unknown = SET_PUBLISHER) =>
    who.post<BulkUpdateResult>('/bulk_edit/update_records', {
      selected_ids: ids,
      update_fields: fields,
      bulk_change_id: bulkChangeId,
    });

  it('adds the records to it: one entry today, its count adding up, one undo restoring both requests', async () => {
    const first = await records(batch, 2);
    const second = await records(batch, 3);
    const id = await bulkChange(first, QUERY);
    const answer = await more(second, id, as.Coordinator, [...SET_PUBLISHER].reverse());
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ bulk_change_id: id, updated: 3 });
    const today = (await as.Coordinator.get<BulkChange[]>('/bulk_edit/changes')).body.data;
    expect(today.filter((c) => c.id >= id).map((c) => [c.id, c.records])).toEqual([[id, 5]]);
    const marks = await api.db
      .selectFrom('audit_log')
      .select('after')
      .where('entity', '=', 'document_detail')
      .where('entity_id', 'in', second.map(String))
      .execute();
    expect(marks.map((a) => (parsed(a.after).bulk_change as { id: number }).id)).toEqual([id, id, id]);
    const undone = await undo(id);
    expect(undone.body.data).toEqual({ bulk_change_id: id, restored: 5, refused: [] });
    const all = [...first, ...second];
    expect(await stored(all)).toEqual({
      publishers: Array(5).fill(['Old Press', 'Older Press']).flat(),
      other: Array(5).fill(null),
    });
  });

  const refused = async (answer: ApiAnswer, id: number, why: string, ids: number[], status = 400) => {
    expectRefusal(answer, status, `bulk_change_id ${id} cannot be added to: ${why}`, 'bulk_change_id');
    expect((await stored(ids)).publishers).toEqual(['Old Press', 'Older Press']);
  };

  it("is refused for someone else's bulk change", async () => {
    const id = await bulkChange(await records(batch, 1));
    const ids = await records(batch, 1);
    await refused(await more(ids, id, as.IT), id, 'it is not your bulk change.', ids);
  });

  it("is refused for yesterday's bulk change", async () => {
    const id = await bulkChange(await records(batch, 1));
    await sql`update bulk_changes set created_at = now() - interval '1 day' where id = ${id}`.execute(api.db);
    const ids = await records(batch, 1);
    await refused(await more(ids, id), id, 'it was not made today.', ids);
  });

  it('is refused for an undone bulk change', async () => {
    const id = await bulkChange(await records(batch, 1));
    expect((await undo(id)).status).toBe(200);
    const ids = await records(batch, 1);
    await refused(await more(ids, id), id, 'it has been undone.', ids);
  });

  it('is refused for a bulk change of other fields, values or batch', async () => {
    const id = await bulkChange(await records(batch, 1));
    const ids = await records(batch, 1);
    const why = 'it set other fields, values, link or batch.';
    await refused(await more(ids, id, as.Coordinator, SET_PUBLISHER.slice(0, 1)), id, why, ids);
    const otherValue = [SET_PUBLISHER[0], { ...SET_PUBLISHER[1], value: 'Other' }];
    await refused(await more(ids, id, as.Coordinator, otherValue), id, why, ids);
    const inBatch = await as.Coordinator.post('/bulk_edit/update_records', {
      selected_ids: ids,
      update_fields: SET_PUBLISHER,
      batch_id: batch,
      bulk_change_id: id,
    });
    await refused(inBatch, id, why, ids);
  });

  it('is refused for a bulk change that does not exist (404), or an id that is not one', async () => {
    const ids = await records(batch, 1);
    await refused(await more(ids, 2_000_000_000), 2_000_000_000, 'there is no such bulk change.', ids, 404);
    expectRefusal(
      await as.Coordinator.post('/bulk_edit/update_records', {
        selected_ids: ids,
        update_fields: SET_PUBLISHER,
        bulk_change_id: 'x',
      }),
      400,
      'bulk_change_id must be a positive whole number',
      'bulk_change_id',
    );
  });
});

describe('who may list and undo bulk changes', () => {
  it.each(['Researcher', 'External Auditor', 'Unassigned'] as const)('%s may not (403)', async (role) => {
    const id = await bulkChange(await records(batch, 1));
    expectRefusal(await as[role].get('/bulk_edit/changes'), 403, 'You do not have access to this');
    expectRefusal(await undo(id, as[role]), 403, 'You do not have access to this');
    expect((await as.nobody.get('/bulk_edit/changes')).status).toBe(401);
  });

  it('IT may undo what a coordinator did', async () => {
    const id = await bulkChange(await records(batch, 1));
    expect((await undo(id, as.IT)).status).toBe(200);
  });

  it('refuses a bulk_change_id that is not an id', async () => {
    expectRefusal(
      await as.Coordinator.post('/bulk_edit/undo', { bulk_change_id: 'x' }),
      400,
      'bulk_change_id must be a positive whole number',
      'bulk_change_id',
    );
  });
});
