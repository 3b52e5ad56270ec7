import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROLE_IDS, type DocumentStatus } from '@rt/domain';
import type { DocumentImportJob } from '../src/files/import/import-jobs.ts';
import type { FullRecord } from '../src/modules/research/load-full-record.ts';
import type { BulkUpdateResult } from '../src/modules/bulk-edit/update-records.ts';
import { chapterPdf } from '../src/seed/sample-document-pdf.ts';
import { insertBatch, insertDocuments, insertUser } from '../src/seed/factories.ts';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { auditRowsSince, lastAuditId } from './audit-rows.ts';
import { callApi } from './call-api.ts';
import { COORDINATOR, signIn } from './sign-in.ts';

type Http = ReturnType<typeof callApi>;
type Groups = Record<string, Record<string, unknown>>;
type Created = { record: FullRecord };

/**
 * Records that become ready for research in a batch that already has researchers: made by Manual
 * data entry, given their document by an import, or set back to ready by a bulk edit (or its undo).
 */
let api: TestApi;
let coordinator: Http;
let coordinatorId: number;
const researchers: Record<'riley' | 'robin', { id: number; http: Http }> = {} as never;

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true }, jobs: { takeoverSeconds: 30 } });
  coordinator = callApi(api.url, await signIn(api, COORDINATOR));
  coordinatorId = (
    await api.db.selectFrom('users').select('id').where('email', '=', COORDINATOR).executeTakeFirstOrThrow()
  ).id;
  for (const name of ['riley', 'robin'] as const) {
    const email = `${name}.late@example.test`;
    const { id } = await insertUser(api.db, { email, display_name: `Late ${name}`, role_id: ROLE_IDS.Researcher });
    researchers[name] = { id, http: callApi(api.url, await signIn(api, email)) };
  }
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const ready = (n: number): DocumentStatus[] => Array(n).fill('ready_for_research');

/** A new batch with unassigned records of the given statuses, assigned through Assign Records to the users in order. */
async function assignedBatch(statuses: DocumentStatus[], userIds: number[]) {
  const batch = await insertBatch(api.db);
  await insertDocuments(
    api.db,
    statuses.map((status) => ({ batch_id: batch.id, status })),
  );
  const assigned = await coordinator.post('/batch_user', {
    batch_ids: [batch.id],
    batch_user_roles: userIds.map((user_id) => ({ user_id })),
  });
  expect(assigned.status).toBe(200);
  return batch.id;
}

/** Manual data entry's Submit then first save: a new record of the batch. */
const createRecord = (batchId: number, who: Http = coordinator) =>
  who.post<Created>('/document_detail/full_record/null', {
    batch_id: batchId,
    biblios: [{ key: 'b', major_title: 'Typed In' }],
    usages: [{ key: 'u' }],
    biblio_usage: [{ biblio_key: 'b', usage_key: 'u', active_flag: true }],
  });

const holderOf = async (id: number) =>
  (await coordinator.get<FullRecord>(`/document_detail/full_record/${id}`)).body.data.assigned_user_id;

/** The record ids in a researcher's queue of ready records. */
const queueOf = async (who: Http) =>
  Object.values((await who.get<Groups>('/research_queue/ready_for_research')).body.data).flatMap((group) =>
    Object.keys(group).map(Number),
  );

const heldBy = async (batchId: number) =>
  (
    await api.db
      .selectFrom('document_details')
      .select(['id', 'assigned_user_id'])
      .where('batch_id', '=', batchId)
      .orderBy('id')
      .execute()
  ).map((r) => r.assigned_user_id);

describe('POST /api/document_detail/full_record/null into a batch with researchers', () => {
  it('deals each new record to the researchers in turn, going on from where the assignment left off', async () => {
    const { riley, robin } = researchers;
    // The assignment dealt Riley, Robin, Riley: Robin's turn is next.
    const batchId = await assignedBatch(ready(3), [riley.id, robin.id]);
    const since = await lastAuditId(api.db);
    const made: FullRecord[] = [];
    for (let i = 0; i < 3; i++) {
      const { status, body } = await createRecord(batchId);
      expect(status).toBe(200);
      made.push(body.data.record);
    }
    expect(made.map((r) => r.assigned_user_id)).toEqual([robin.id, riley.id, robin.id]);
    expect(await heldBy(batchId)).toEqual([riley.id, robin.id, riley.id, robin.id, riley.id, robin.id]);
    // The answer is the record as GET reads it, the version to save against included.
    expect(made[0]).toEqual(
      (await coordinator.get<FullRecord>(`/document_detail/full_record/${made[0].id}`)).body.data,
    );
    expect(await queueOf(robin.http)).toEqual(expect.arrayContaining([made[0].id, made[2].id]));
    expect(await queueOf(riley.http)).toContain(made[1].id);
    expect(await queueOf(coordinator)).not.toContain(made[0].id);

    // Made by its author, then dealt: both in the record's history.
    const audit = (await auditRowsSince(api.db, since, 'document_detail')).filter(
      (row) => row.entity_id === String(made[0].id),
    );
    expect(audit).toEqual([
      expect.objectContaining({ action: 'create', actor_email: COORDINATOR }),
      expect.objectContaining({
        action: 'update',
        actor_email: COORDINATOR,
        before: { assigned_user_id: coordinatorId },
        after: { assigned_user_id: robin.id },
      }),
    ]);
  });

  it("leaves a coordinator who is one of the batch's researchers their own record, whoever's turn it is", async () => {
    const batchId = await assignedBatch([], [researchers.robin.id, coordinatorId]);
    const { body } = await createRecord(batchId);
    expect(body.data.record.assigned_user_id).toBe(coordinatorId);
    expect(await queueOf(coordinator)).toContain(body.data.record.id);
  });

  it('leaves the record with its author in a batch nobody is assigned to, for Assign Records to deal later', async () => {
    const batch = await insertBatch(api.db);
    const { body } = await createRecord(batch.id);
    expect(body.data.record.assigned_user_id).toBe(coordinatorId);
  });

  it('deals records made at the same time in turn too: no researcher gets two before the other gets one', async () => {
    const { riley, robin } = researchers;
    const batchId = await assignedBatch([], [riley.id, robin.id]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => createRecord(batchId)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const held = await heldBy(batchId);
    expect(held.filter((id) => id === riley.id)).toHaveLength(3);
    expect(held.filter((id) => id === robin.id)).toHaveLength(3);
  });

  it('deals nothing when the record is refused: nothing is half-written', async () => {
    const batchId = await assignedBatch([], [researchers.riley.id]);
    const refused = await coordinator.post('/document_detail/full_record/null', { batch_id: batchId, biblios: [] });
    expect(refused.status).toBe(400);
    expect(await heldBy(batchId)).toEqual([]);
  });
});

describe('POST /api/bulk_edit/update_records setting records back to ready', () => {
  const setStatus = (ids: number[], value: DocumentStatus, more: unknown[] = []) =>
    coordinator.post<BulkUpdateResult>('/bulk_edit/update_records', {
      selected_ids: ids,
      update_fields: [{ resource: 'document_detail', field: 'status', value }, ...more],
    });

  it("deals records held by nobody or by someone not of the batch in turn; a researcher's own stays theirs", async () => {
    const { riley, robin } = researchers;
    // Assigned: Riley holds the first ready record; the rest wait for their status.
    const batchId = await assignedBatch(
      ['ready_for_research', 'imported', 'on_hold', 'researched'],
      [riley.id, robin.id],
    );
    const ids = (
      await api.db.selectFrom('document_details').select('id').where('batch_id', '=', batchId).orderBy('id').execute()
    ).map((r) => r.id);
    await api.db.updateTable('document_details').set({ assigned_user_id: riley.id }).where('id', '=', ids[3]).execute();
    await api.db
      .updateTable('document_details')
      .set({ assigned_user_id: coordinatorId })
      .where('id', '=', ids[2])
      .execute();

    const answer = await setStatus(ids.slice(1), 'ready_for_research');
    expect(answer.status).toBe(200);
    expect(answer.body.data.updated).toBe(3);
    // Riley holds two of the batch's records (the researched one counts), Robin none: the imported
    // record and the coordinator's both go to Robin; Riley keeps the record they researched.
    expect(await heldBy(batchId)).toEqual([riley.id, robin.id, robin.id, riley.id]);
    expect(await queueOf(robin.http)).toEqual(expect.arrayContaining(ids.slice(1, 3)));
  });

  it('keeps the assignee a bulk edit sets together with the status', async () => {
    const { riley, robin } = researchers;
    const batchId = await assignedBatch(['imported', 'imported'], [riley.id, robin.id]);
    const ids = (
      await api.db.selectFrom('document_details').select('id').where('batch_id', '=', batchId).orderBy('id').execute()
    ).map((r) => r.id);
    const answer = await setStatus(ids, 'ready_for_research', [
      { resource: 'document_detail', field: 'assigned_user_id', value: robin.id },
    ]);
    expect(answer.status).toBe(200);
    expect(await heldBy(batchId)).toEqual([robin.id, robin.id]);
  });

  it('deals records its undo sets back to ready', async () => {
    const { riley } = researchers;
    const batchId = await assignedBatch(ready(1), [riley.id]);
    const [{ id }] = await api.db.selectFrom('document_details').select('id').where('batch_id', '=', batchId).execute();
    const held = await setStatus([id], 'on_hold');
    // Held by nobody meanwhile (as when its researcher left the batch), then back to ready by the undo.
    await api.db.updateTable('document_details').set({ assigned_user_id: null }).where('id', '=', id).execute();
    const undone = await coordinator.post('/bulk_edit/undo', { bulk_change_id: held.body.data.bulk_change_id });
    expect(undone.status).toBe(200);
    expect(await holderOf(id)).toBe(riley.id);
  });
});

describe('POST /api/document_imports into a batch with researchers', () => {
  it('deals a ready record held by nobody to the researcher whose turn it is, once it has its document', async () => {
    const { riley, robin } = researchers;
    const batchId = await assignedBatch(ready(1), [riley.id, robin.id]);
    // Came in after the assignment, with no one to work it yet.
    const [{ document }] = await insertDocuments(api.db, [{ batch_id: batchId, status: 'ready_for_research' }]);
    const key = `incoming/${document.id}.pdf`;
    const file = path.join(api.fileStoreDir, ...key.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(
      file,
      await chapterPdf({
        book: 'Late',
        author: 'A. Uthor',
        chapter: 1,
        chapterTitle: 'Late',
        firstPage: 1,
        pages: 1,
        seed: key,
      }),
    );
    const started = await coordinator.post<DocumentImportJob>('/document_imports', { files: [key] });
    expect(started.status).toBe(200);
    let job = started.body.data;
    for (let waited = 0; !['done', 'cancelled', 'failed'].includes(job.status) && waited < 120_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await coordinator.get<DocumentImportJob>(`/document_imports/${job.id}`)).body.data;
    }
    expect(job).toMatchObject({ status: 'done', imported: 1 });
    expect(await holderOf(document.id)).toBe(robin.id);
    expect(await queueOf(robin.http)).toContain(document.id);
  }, 180_000);
});
