import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleName } from '@rt/domain';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { insertBatch, insertCollection, insertDocuments } from '../src/seed/factories.ts';
import { runBulkUpdateSlice, type BulkUpdateJob } from '../src/modules/bulk-edit/update-jobs.ts';
import { BULK_CHUNK } from '../src/modules/bulk-edit/record-chunk.ts';
import type { ApiAnswer, callApi } from './call-api.ts';
import { signInEveryRole } from './sign-in.ts';
import { idleQueue, startUnworkedBulkUpdate } from './unworked-jobs.ts';

type Http = ReturnType<typeof callApi>;

/** POST /api/bulk_edit/update_jobs and the job queue's workers in this process. */
let api: TestApi;
const as: Record<RoleName | 'nobody', Http> = {} as never;
let batch: number;
/** Each test's records, made before any call: embedded PGlite holds the event loop while it inserts many. */
const made: Record<'chunks' | 'raced' | 'cancelled' | 'refused' | 'own', number[]> = {} as never;

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true }, jobs: { takeoverSeconds: 30 } });
  const collection = (await insertCollection(api.db, { collection_title: 'Bulk Update Jobs' })).id;
  batch = (await insertBatch(api.db, { research_collection_id: collection })).id;
  for (const [name, count] of Object.entries({ chunks: 1001, raced: 1001, cancelled: 1001, refused: 2, own: 1 }))
    made[name as keyof typeof made] = await records(count);
  Object.assign(as, await signInEveryRole(api));
});

afterAll(async () => {
  await api?.close();
});

async function records(count: number) {
  const made = await insertDocuments(
    api.db,
    Array.from({ length: count }, () => ({ batch_id: batch, biblios: [{ publisher: 'Old Press' }], usages: 1 })),
  );
  return made.map((m) => m.document.id);
}

const setPublisher = (ids: number[], publisher: string) => ({
  selected_ids: ids,
  update_fields: [{ resource: 'biblio', field: 'publisher', value: publisher }],
  batch_id: batch,
});

/** A refused call: its status, and the field it names when one is given. */
async function refused(call: Promise<ApiAnswer<unknown>>, status: number, field?: string) {
  const answer = await call;
  expect(answer.status).toBe(status);
  if (field) expect((answer.body as { field?: string }).field).toBe(field);
}

const start = (body: unknown, who: Http = as.Coordinator) => who.post<BulkUpdateJob>('/bulk_edit/update_jobs', body);

async function finished(id: number, who: Http = as.Coordinator): Promise<BulkUpdateJob> {
  for (let waited = 0; waited < 60_000; waited += 100) {
    const { body } = await who.get<BulkUpdateJob>(`/bulk_edit/update_jobs/${id}`);
    if (['done', 'cancelled', 'failed'].includes(body.data.status)) return body.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${id} did not finish`);
}

/** How many times each record was written since `versions` (its version moves once a write). */
async function writes(ids: number[], before: Map<number, number>) {
  const rows = await api.db.selectFrom('document_details').select(['id', 'version']).where('id', 'in', ids).execute();
  return rows.map((r) => r.version - before.get(r.id)!);
}

const versionsOf = async (ids: number[]) =>
  new Map(
    (await api.db.selectFrom('document_details').select(['id', 'version']).where('id', 'in', ids).execute()).map(
      (r) => [r.id, r.version],
    ),
  );

const publishers = async (ids: number[]) =>
  (await api.db.selectFrom('biblios').select('publisher').where('document_detail_id', 'in', ids).execute()).map(
    (b) => b.publisher,
  );

describe('a bulk update as a job', () => {
  it('applies every record once, in chunks of one bulk change, and says how it went', async () => {
    const ids = made.chunks;
    const before = await versionsOf(ids);
    const started = await start(setPublisher(ids, 'Job Press'));
    expect(started.status).toBe(200);
    expect(started.body.message).toBe('Bulk update started');
    expect(started.body.data).toMatchObject({ total: 1001, cancel_requested: false });
    const job = await finished(started.body.data.id);
    expect(job).toMatchObject({ status: 'done', total: 1001, done: 1001, updated: 1001, unchanged: 0, refused: [] });
    expect(job.finished_at).not.toBeNull();
    expect(new Set(await publishers(ids))).toEqual(new Set(['Job Press']));
    expect(new Set(await writes(ids, before))).toEqual(new Set([1]));
    const change = await api.db
      .selectFrom('bulk_changes')
      .select('records')
      .where('id', '=', job.bulk_change_id)
      .executeTakeFirstOrThrow();
    expect(change.records).toBe(1001);
    const listed = await as.Coordinator.get<BulkUpdateJob[]>('/bulk_edit/update_jobs');
    expect(listed.body.data[0]).toMatchObject({ id: job.id, status: 'done' });
  });

  it('writes each chunk once however many workers take the job up at the same time', async () => {
    const ids = made.raced;
    const before = await versionsOf(ids);
    // No worker of the queue takes this one: its row is made as the route makes it, then three
    // workers run it at once, as after a worker was thought lost while it was still working.
    const sent: number[] = [];
    const idle = idleQueue(sent);
    const job = await startUnworkedBulkUpdate(api.db, idle, setPublisher(ids, 'Raced Press'));
    expect(sent).toEqual([job.id]);
    await Promise.all([1, 2, 3].map(() => runBulkUpdateSlice(api.db, idle, job.id)));
    const after = await finished(job.id);
    expect(after).toMatchObject({ status: 'done', done: 1001, updated: 1001 });
    expect(new Set(await writes(ids, before))).toEqual(new Set([1]));
  });

  it('stops between chunks when cancelled, and what it processed is what changed', async () => {
    const ids = made.cancelled;
    const before = await versionsOf(ids);
    const idle = idleQueue();
    const { id } = await startUnworkedBulkUpdate(api.db, idle, setPublisher(ids, 'Cancelled Press'));
    // A slice of one chunk, then the cancel, then the slice it handed on.
    await runBulkUpdateSlice(api.db, idle, id, 0);
    const cancel = await as.Coordinator.post<BulkUpdateJob>(`/bulk_edit/update_jobs/${id}/cancel`, {});
    expect(cancel.status).toBe(200);
    expect(cancel.body.data).toMatchObject({ status: 'running', done: BULK_CHUNK, cancel_requested: true });
    await runBulkUpdateSlice(api.db, idle, id);
    const job = await finished(id);
    expect(job).toMatchObject({ status: 'cancelled', done: BULK_CHUNK, updated: BULK_CHUNK });
    const counts = await writes(ids, before);
    expect(counts.filter((n) => n === 1)).toHaveLength(BULK_CHUNK);
    expect(counts.filter((n) => n === 0)).toHaveLength(ids.length - BULK_CHUNK);
  });

  it('refuses what a real run would refuse, making no job and no bulk change', async () => {
    const ids = made.refused;
    const jobsBefore = await api.db.selectFrom('bulk_update_jobs').select('id').execute();
    const changesBefore = await api.db.selectFrom('bulk_changes').select('id').execute();
    await refused(
      start({ ...setPublisher(ids, 'X'), update_fields: [{ resource: 'biblio', field: 'colour', value: 'red' }] }),
      400,
      'update_fields.0.field',
    );
    await refused(start({ ...setPublisher(ids, 'X'), dry_run: true }), 400, 'dry_run');
    await refused(start({ ...setPublisher(ids, 'X'), bulk_change_id: 1 }), 400, 'bulk_change_id');
    expect(await api.db.selectFrom('bulk_update_jobs').select('id').execute()).toHaveLength(jobsBefore.length);
    expect(await api.db.selectFrom('bulk_changes').select('id').execute()).toHaveLength(changesBefore.length);
  });

  it('is for coordinators and IT, and each sees only their own jobs', async () => {
    const ids = made.own;
    await refused(start(setPublisher(ids, 'X'), as.Researcher), 403);
    await refused(start(setPublisher(ids, 'X'), as.nobody), 401);
    const mine = await start(setPublisher(ids, 'Mine Press'));
    await refused(as.IT.get(`/bulk_edit/update_jobs/${mine.body.data.id}`), 404);
    await refused(as.IT.post(`/bulk_edit/update_jobs/${mine.body.data.id}/cancel`, {}), 404);
    expect((await as.IT.get<BulkUpdateJob[]>('/bulk_edit/update_jobs')).body.data.map((j) => j.id)).not.toContain(
      mine.body.data.id,
    );
    await finished(mine.body.data.id);
  });
});
