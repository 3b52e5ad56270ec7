import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RoleName } from '@rt/domain';
import { folderStore } from '../src/files/folder-store.ts';
import type { FileStore } from '../src/files/file-store.ts';
import {
  runDocumentImportSlice,
  startDocumentImport,
  type DocumentImportJob,
} from '../src/files/import/import-jobs.ts';
import { startJobQueue, type JobQueue } from '../src/jobs/job-queue.ts';
import { startJobs } from '../src/jobs/start-jobs.ts';
import { findCaller } from '../src/http/caller.ts';
import { insertDocument } from '../src/seed/factories.ts';
import { chapterPdf, heldBackPdf } from '../src/seed/sample-document-pdf.ts';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { auditRowsSince, lastAuditId } from './audit-rows.ts';
import type { ApiAnswer, callApi } from './call-api.ts';
import { idleQueue } from './unworked-jobs.ts';
import { COORDINATOR, signInEveryRole } from './sign-in.ts';

type Http = ReturnType<typeof callApi>;

const CHAPTER = { book: 'A Scanned Book', author: 'S. Canner', chapter: 1, chapterTitle: 'Scans', firstPage: 1 };
const chapter = (pages: number, seed: string) => chapterPdf({ ...CHAPTER, pages, seed });
const heldBack = () => heldBackPdf({ book: CHAPTER.book, pages: 1 });

/** POST /api/document_imports and the job queue's workers in this process. */
let api: TestApi;
const as: Record<RoleName | 'nobody', Http> = {} as never;

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true }, jobs: { takeoverSeconds: 30 } });
  Object.assign(as, await signInEveryRole(api));
});
afterAll(async () => {
  await api?.close();
});

/** Puts a file into a test API's file store, as an operator or another system would. */
async function put(target: TestApi, key: string, bytes: Uint8Array | string) {
  const file = path.join(target.fileStoreDir, ...key.split('/'));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

const start = (files: unknown, who: Http = as.Coordinator) =>
  who.post<DocumentImportJob>('/document_imports', { files });

async function finished(id: number, who: Http = as.Coordinator): Promise<DocumentImportJob> {
  for (let waited = 0; waited < 180_000; waited += 100) {
    const { body } = await who.get<DocumentImportJob>(`/document_imports/${id}`);
    if (['done', 'cancelled', 'failed'].includes(body.data.status)) return body.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${id} did not finish`);
}

const record = (target: TestApi, id: number) =>
  target.db
    .selectFrom('document_details')
    .select(['file_name', 'file_path', 'total_pages', 'total_heldback_pages', 'heldback', 'document_view', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The audit rows of each record's document since `afterId`: one per record pointed at its document. */
async function pointings(target: TestApi, afterId: number, ids: number[]) {
  const rows = await auditRowsSince(target.db, afterId, 'document_detail');
  return ids.map((id) => rows.filter((row) => row.entity_id === String(id)).length);
}

describe('a document import as a job', () => {
  let byReference: number;
  let byId: number;
  let broken: number;
  let job: DocumentImportJob;
  let auditBefore: number;

  beforeAll(async () => {
    byReference = (await insertDocument(api.db, { external_reference_id: 'SCAN-ONE', document_view: false })).document
      .id;
    byId = (await insertDocument(api.db, { file_path: '/documents/samples/sample-01.pdf', total_pages: 9 })).document
      .id;
    broken = (await insertDocument(api.db, { total_pages: 4 })).document.id;
    await put(api, 'incoming/SCAN-ONE.pdf', await chapter(3, 'one'));
    await put(api, 'incoming/SCAN-ONE.heldback.pdf', await heldBack());
    await put(api, `incoming/${byId}.pdf`, await chapter(2, 'two'));
    await put(api, `incoming/${broken}.pdf`, 'Scanned at the front desk; see the paper copy.\n');
    auditBefore = await lastAuditId(api.db);
    const started = await start(['incoming/SCAN-ONE.pdf', `incoming/${byId}.pdf`, `/incoming/${broken}.pdf`]);
    expect(started.status).toBe(200);
    expect(started.body.message).toBe('Import of 3 documents started');
    expect(started.body.data).toMatchObject({ total: 3, requested_by: COORDINATOR, cancel_requested: false });
    job = await finished(started.body.data.id);
  }, 240_000);

  it('imports each document in order and says what became of each; one that cannot be read does not stop it', () => {
    expect(job).toMatchObject({ status: 'done', total: 3, done: 3, imported: 2, skipped: 0, failed: 1, error: null });
    expect(job.worker).toMatch(/:\d+$/);
    expect(job.finished_at).not.toBeNull();
    expect(job.results).toEqual([
      { file: 'incoming/SCAN-ONE.pdf', record_id: byReference, outcome: 'imported', pages: 3, heldback_pages: 1 },
      { file: `incoming/${byId}.pdf`, record_id: byId, outcome: 'imported', pages: 2, heldback_pages: 0 },
      {
        file: `incoming/${broken}.pdf`,
        record_id: broken,
        outcome: 'failed',
        pages: 0,
        heldback_pages: 0,
        error: expect.stringMatching(new RegExp(`^incoming/${broken}\\.pdf is not a PDF that can be read: `)),
      },
    ]);
  });

  it("points each record at its document in one change audited as the caller's; a failed file's record stays", async () => {
    expect(await record(api, byReference)).toMatchObject({
      file_name: `${byReference}.pdf`,
      file_path: `/documents/${byReference}.pdf`,
      total_pages: 3,
      total_heldback_pages: 1,
      heldback: true,
      document_view: true,
    });
    expect(await record(api, byId)).toMatchObject({ file_path: `/documents/${byId}.pdf`, total_pages: 2 });
    expect(await record(api, broken)).toMatchObject({ file_path: null, total_pages: 4 });
    const rows = await auditRowsSince(api.db, auditBefore, 'document_detail');
    expect(rows.map((r) => [r.entity_id, r.actor_email])).toEqual([
      [String(byReference), COORDINATOR],
      [String(byId), COORDINATOR],
    ]);
    expect(rows[1]).toMatchObject({
      before: expect.objectContaining({ file_path: '/documents/samples/sample-01.pdf', total_pages: 9 }),
      after: expect.objectContaining({ file_path: `/documents/${byId}.pdf`, total_pages: 2 }),
    });
  });

  it('serves the imported pages by the spec names', async () => {
    const status = async (name: string) => (await as.Coordinator.get(`/files/documents/${name}`)).status;
    for (const name of [`${byReference}_3.jpeg`, `${byReference}_heldback_1.jpeg`, `${byReference}_1.thumb.jpeg`]) {
      expect(`${name} ${await status(name)}`).toBe(`${name} 200`);
    }
    expect(await status(`${byReference}_2.pdf`)).toBe(200);
    expect(await status(`${byReference}_4.jpeg`)).toBe(404);
  });

  it('is listed to every coordinator and IT user, who may follow it', async () => {
    const listed = await as.IT.get<DocumentImportJob[]>('/document_imports');
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((j) => j.id)).toContain(job.id);
    expect((await as.IT.get<DocumentImportJob>(`/document_imports/${job.id}`)).body.data.status).toBe('done');
  });

  it('skips unchanged documents without touching their records, and imports a changed one again', async () => {
    const versions = [(await record(api, byReference)).version, (await record(api, byId)).version];
    const before = await lastAuditId(api.db);
    const files = ['incoming/SCAN-ONE.pdf', `incoming/${byId}.pdf`];
    const again = await finished((await start(files)).body.data.id);
    expect(again).toMatchObject({ status: 'done', imported: 0, skipped: 2, failed: 0 });
    expect([(await record(api, byReference)).version, (await record(api, byId)).version]).toEqual(versions);
    expect(await auditRowsSince(api.db, before)).toEqual([]);

    await put(api, `incoming/${byId}.pdf`, await chapter(5, 'two, rescanned'));
    const changed = await finished((await start(files)).body.data.id);
    expect(changed.results.map((r) => [r.record_id, r.outcome, r.pages])).toEqual([
      [byReference, 'skipped', 3],
      [byId, 'imported', 5],
    ]);
    expect(await record(api, byId)).toMatchObject({ total_pages: 5 });
  }, 240_000);
});

describe('what an import refuses', () => {
  it('refuses a list with any file it cannot take, naming each, and starts nothing', async () => {
    const { document } = await insertDocument(api.db, { external_reference_id: 'REFUSED-1' });
    await put(api, 'refused/REFUSED-1.pdf', await chapter(1, 'refused'));
    await put(api, 'refused/again/REFUSED-1.pdf', await chapter(1, 'refused'));
    await put(api, 'refused/NOBODY-99.pdf', await chapter(1, 'nobody'));
    await put(api, 'refused/orphan.heldback.pdf', await heldBack());
    await put(api, 'refused/list.txt', 'not a PDF by its name');
    const jobsBefore = await api.db.selectFrom('document_import_jobs').select('id').execute();
    const auditBefore = await lastAuditId(api.db);
    const answer = (await start([
      'refused/REFUSED-1.pdf',
      'refused/NOBODY-99.pdf',
      'refused/orphan.heldback.pdf',
      'refused/list.txt',
      'refused/not-there.pdf',
      '../outside.pdf',
      'refused/again/REFUSED-1.pdf',
    ])) as ApiAnswer<unknown> & { body: { field?: string; problems?: unknown } };
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_REQUEST');
    expect(answer.body.field).toBe('files.1');
    expect(answer.body.problems).toEqual([
      { field: 'files.1', message: 'refused/NOBODY-99.pdf: no record has this external reference or id' },
      {
        field: 'files.2',
        message: 'refused/orphan.heldback.pdf: held-back pages: they are imported with orphan.pdf',
      },
      { field: 'files.3', message: 'refused/list.txt: not a .pdf file' },
      { field: 'files.4', message: 'refused/not-there.pdf: not in the file store' },
      { field: 'files.5', message: '../outside.pdf: not a file of the store' },
      {
        field: 'files.6',
        message: `refused/again/REFUSED-1.pdf: record ${document.id} already has its document from refused/REFUSED-1.pdf`,
      },
    ]);
    expect(await api.db.selectFrom('document_import_jobs').select('id').execute()).toHaveLength(jobsBefore.length);
    expect(await auditRowsSince(api.db, auditBefore)).toEqual([]);
    expect((await record(api, document.id)).file_path).toBeNull();
  });

  it('refuses a request that names no files, and a list that is not one', async () => {
    for (const files of [[], 'refused/REFUSED-1.pdf', [7]]) {
      const answer = (await start(files)) as ApiAnswer<unknown> & { body: { field?: string } };
      expect(answer.status).toBe(400);
      expect(answer.body.field).toMatch(/^files/);
    }
  });

  it('is for coordinators and IT only', async () => {
    await put(api, 'roles/ROLES-1.pdf', await chapter(1, 'roles'));
    await insertDocument(api.db, { external_reference_id: 'ROLES-1' });
    for (const who of [as.Researcher, as['External Auditor'], as.Unassigned]) {
      expect((await start(['roles/ROLES-1.pdf'], who)).status).toBe(403);
      expect((await who.get('/document_imports')).status).toBe(403);
    }
    expect((await start(['roles/ROLES-1.pdf'], as.nobody)).status).toBe(401);
    const started = await start(['roles/ROLES-1.pdf'], as.IT);
    expect(started.status).toBe(200);
    expect((await as.Researcher.get(`/document_imports/${started.body.data.id}`)).status).toBe(403);
    expect((await as.Researcher.post(`/document_imports/${started.body.data.id}/cancel`, {})).status).toBe(403);
    expect((await finished(started.body.data.id, as.IT)).status).toBe('done');
    expect((await as.IT.get('/document_imports/999999')).status).toBe(404);
  }, 240_000);
});

describe('workers of one import', () => {
  const caller = async () => (await findCaller(api.db, { email: COORDINATOR }))!;
  const store = (): FileStore => folderStore(api.fileStoreDir);

  async function documents(prefix: string, count: number) {
    const ids: number[] = [];
    for (let n = 1; n <= count; n += 1) {
      const reference = `${prefix}-${n}`;
      ids.push((await insertDocument(api.db, { external_reference_id: reference })).document.id);
      await put(api, `${prefix}/${reference}.pdf`, await chapter(1, reference));
    }
    return { ids, files: ids.map((_, i) => `${prefix}/${prefix}-${i + 1}.pdf`) };
  }

  it('point each record once however many take the job up at the same time', async () => {
    const { ids, files } = await documents('RACED', 3);
    const sent: number[] = [];
    const idle = idleQueue(sent);
    const auditBefore = await lastAuditId(api.db);
    const job = await startDocumentImport(api.db, store(), idle, { caller: await caller() }, files);
    expect(sent).toEqual([job.id]);
    await Promise.all([1, 2, 3].map(() => runDocumentImportSlice(api.db, store(), idle, job.id)));
    const after = await finished(job.id);
    expect(after).toMatchObject({ status: 'done', done: 3, failed: 0 });
    expect(after.imported + after.skipped).toBe(3);
    expect(after.results.map((r) => r.record_id)).toEqual(ids);
    expect(await pointings(api, auditBefore, ids)).toEqual([1, 1, 1]);
  }, 240_000);

  it('cancel a queued import at once, before any document', async () => {
    const { ids, files } = await documents('CANCELLED', 2);
    const idle = idleQueue();
    const job = await startDocumentImport(api.db, store(), idle, { caller: await caller() }, files);
    const cancelled = await as.Coordinator.post<DocumentImportJob>(`/document_imports/${job.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe('Document import cancelled');
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancel_requested: true, done: 0 });
    await runDocumentImportSlice(api.db, store(), idle, job.id);
    expect(await finished(job.id)).toMatchObject({ status: 'cancelled', done: 0, results: [] });
    for (const id of ids) expect((await record(api, id)).file_path).toBeNull();
  });
});

describe('a replica lost in the middle of a document', () => {
  // A database of its own: the replica that dies must be the one that takes the job.
  let other: TestApi;
  let lost: JobQueue | undefined;
  let lostStopping: Promise<void> | undefined;
  /** What the lost replica was doing: it ends once its store answers again, before the store goes. */
  const lostSlices: Promise<void>[] = [];
  let survivor: JobQueue | undefined;
  let release: (() => void) | undefined;

  beforeAll(async () => {
    other = await startTestApi({ auth: { testMode: true } });
  });
  afterAll(async () => {
    release?.();
    await Promise.allSettled(lostSlices);
    await survivor?.stop();
    await (lostStopping ?? lost?.stop());
    await other?.close();
  });

  it('leaves the job to another replica, which imports every document once', async () => {
    const ids: number[] = [];
    for (const n of [1, 2]) {
      ids.push((await insertDocument(other.db, { external_reference_id: `LOST-${n}` })).document.id);
      await put(other, `lost/LOST-${n}.pdf`, await chapter(1, `lost ${n}`));
    }
    const files = ids.map((_, i) => `lost/LOST-${i + 1}.pdf`);
    const store = folderStore(other.fileStoreDir);
    // The lost replica's store takes a few files of the first document, then never answers again:
    // the replica is gone mid-document, its job still taken.
    const stalled = new Promise<void>((resolve) => (release = resolve));
    let writes = 0;
    let reachedStall!: () => void;
    const stalledWrites = new Promise<void>((resolve) => (reachedStall = resolve));
    const dying: FileStore = {
      ...store,
      async write(key, body, type) {
        writes += 1;
        if (writes > 3) {
          reachedStall();
          await stalled;
          throw new Error('the replica is gone');
        }
        return store.write(key, body, type);
      },
    };
    lost = await startJobQueue(other.db, { takeoverSeconds: 2, stopTimeoutMs: 600_000 });
    await lost.work('document-import', ({ job_id }) => {
      const slice = runDocumentImportSlice(other.db, dying, lost!, job_id);
      lostSlices.push(slice);
      return slice;
    });
    const coordinator = (await findCaller(other.db, { email: COORDINATOR }))!;
    const auditBefore = await lastAuditId(other.db);
    const job = await startDocumentImport(other.db, store, lost, { caller: coordinator }, files);
    await stalledWrites;
    expect((await other.db.selectFrom('document_import_jobs').select('done').executeTakeFirstOrThrow()).done).toBe(0);
    // The lost replica takes no more jobs, and never finishes the one it holds (a stop waits for it
    // as long as a killed replica would be waited for): the job is left taken, as a kill leaves it.
    lostStopping = lost.stop();

    // Another replica: once the takeover time has passed, pg-boss gives the job to it.
    survivor = await startJobs(other.db, store, { takeoverSeconds: 2, stopTimeoutMs: 1000 });
    let row: { status: string; done: number; imported: number; results: unknown } | undefined;
    for (let waited = 0; waited < 180_000; waited += 200) {
      row = await other.db
        .selectFrom('document_import_jobs')
        .select(['status', 'done', 'imported', 'results'])
        .where('id', '=', job.id)
        .executeTakeFirstOrThrow();
      if (row.status !== 'queued' && row.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(row).toMatchObject({ status: 'done', done: 2, imported: 2 });
    expect((row!.results as { record_id: number }[]).map((r) => r.record_id)).toEqual(ids);
    expect(await pointings(other, auditBefore, ids)).toEqual([1, 1]);
    for (const id of ids) {
      expect(await record(other, id)).toMatchObject({ file_path: `/documents/${id}.pdf`, total_pages: 1 });
    }
  }, 240_000);
});
