import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertBatch, insertCollection, insertDocuments } from '../../api/src/seed/factories.ts';
import { idleQueue, startUnworkedBulkUpdate } from '../../api/test/unworked-jobs.ts';
import { startTestBff, type TestBff } from './bff-harness.ts';

/**
 * A bulk update's real run as a job through GraphQL (issue 29), over a records API whose job queue
 * is worked in this process: started with the versions the dry run read, followed until it ends,
 * each record written once, refusals by reason; cancelled; who may.
 */
let bff: TestBff;
let batchId: number;
let lockedBatchId: number;
const as: Record<'coordinator' | 'researcher', { cookie: string }> = {} as never;

const JOB_FIELDS = `
  id status total done updated unchanged bulkChangeId cancelRequested error createdAt finishedAt
  refused { id reason message }
`;
const START = `
  mutation Start($input: BulkUpdateJobInput!) {
    startBulkUpdate(input: $input) { message userErrors { field code message } job { ${JOB_FIELDS} } }
  }
`;
const JOB = `query Job($id: ID!) { bulkUpdateJob(id: $id) { ${JOB_FIELDS} } }`;
const MY_JOBS = `query { myBulkUpdateJobs { ${JOB_FIELDS} } }`;
const CANCEL = `
  mutation Cancel($id: ID!) {
    cancelBulkUpdateJob(id: $id) { message userErrors { field code message } job { ${JOB_FIELDS} } }
  }
`;
const DRY_RUN = `
  mutation DryRun($input: BulkUpdateInput!) {
    bulkUpdateRecords(input: $input) { result { records { id version } } }
  }
`;

type Job = {
  id: string;
  status: 'QUEUED' | 'RUNNING' | 'DONE' | 'CANCELLED' | 'FAILED';
  total: number;
  done: number;
  updated: number;
  unchanged: number;
  bulkChangeId: string | null;
  cancelRequested: boolean;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  refused: { id: string; reason: string; message: string }[];
};
type JobPayload = {
  message: string | null;
  userErrors: { field: string | null; code: string; message: string }[];
  job: Job | null;
};

const SET_PUBLISHER = [{ resource: 'BIBLIO', field: 'publisher', value: 'Job Press' }];

async function records(batch: number, count: number) {
  const made = await insertDocuments(
    bff.api.db,
    Array.from({ length: count }, () => ({ batch_id: batch, biblios: [{ publisher: 'Old Press' }], usages: 1 })),
  );
  return made.map((m) => String(m.document.id));
}

async function start(input: Record<string, unknown>, who = as.coordinator) {
  const answer = await bff.query<{ startBulkUpdate: JobPayload }>(START, { input }, who);
  expect(answer.errors).toBeUndefined();
  return answer.data!.startBulkUpdate;
}

const read = async (id: string) => (await bff.query<{ bulkUpdateJob: Job | null }>(JOB, { id }, as.coordinator)).data!;

/** Polls the job as the screen does until it has ended. */
async function ended(id: string): Promise<Job> {
  for (let waited = 0; waited < 60_000; waited += 200) {
    const { bulkUpdateJob: job } = await read(id);
    if (job && ['DONE', 'CANCELLED', 'FAILED'].includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`bulk update job ${id} did not end`);
}

const versionsOf = async (ids: string[]) =>
  new Map(
    (
      await bff.api.db
        .selectFrom('document_details')
        .select(['id', 'version'])
        .where('id', 'in', ids.map(Number))
        .execute()
    ).map((r) => [String(r.id), r.version]),
  );

const publishers = async (ids: string[]) =>
  (
    await bff.api.db
      .selectFrom('biblios')
      .select(['document_detail_id', 'publisher'])
      .where('document_detail_id', 'in', ids.map(Number))
      .orderBy('document_detail_id')
      .execute()
  ).map((b) => b.publisher);

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  bff = await startTestBff({ jobs: { takeoverSeconds: 30 } });
  as.coordinator = { cookie: await bff.signIn('coordinator@example.org') };
  as.researcher = { cookie: await bff.signIn('researcher@example.org') };
  const collection = (await insertCollection(bff.api.db, { collection_title: 'Bulk Update Jobs GraphQL' })).id;
  batchId = (await insertBatch(bff.api.db, { research_collection_id: collection })).id;
  lockedBatchId = (await insertBatch(bff.api.db, { research_collection_id: collection, status: 'locked' })).id;
});

afterAll(async () => {
  vi.restoreAllMocks();
  await bff?.close();
});

describe('a bulk update job', () => {
  it('applies the previewed records once with the versions read, and lists the refused by reason', async () => {
    const ids = await records(batchId, 3);
    const [locked] = await records(lockedBatchId, 1);
    const dry = await bff.query<{ bulkUpdateRecords: { result: { records: { id: string; version: number }[] } } }>(
      DRY_RUN,
      { input: { selectedIds: ids, fields: SET_PUBLISHER, dryRun: true } },
      as.coordinator,
    );
    const versions = dry.data!.bulkUpdateRecords.result.records.map((r) => ({ id: r.id, version: r.version }));
    // The third record is saved by someone else meanwhile.
    await bff.api.db
      .updateTable('document_details')
      .set({ notes: 'saved meanwhile' })
      .where('id', '=', Number(ids[2]))
      .execute();
    const before = await versionsOf(ids);

    const started = await start({
      selectedIds: [...ids, locked],
      fields: SET_PUBLISHER,
      versions,
      query: { filters: [], columns: [{ resource: 'BIBLIO', field: 'publisher' }] },
    });
    expect(started.userErrors).toEqual([]);
    expect(started.message).toBe('Bulk update started');
    expect(started.job).toMatchObject({ total: 4, cancelRequested: false, finishedAt: null });
    expect(['QUEUED', 'RUNNING']).toContain(started.job!.status);
    expect(started.job!.createdAt).toEqual(expect.any(String));

    const job = await ended(started.job!.id);
    expect(job).toMatchObject({ status: 'DONE', total: 4, done: 4, updated: 2, unchanged: 0, error: null });
    expect(job.bulkChangeId).toEqual(expect.any(String));
    expect(job.finishedAt).toEqual(expect.any(String));
    expect(job.refused).toEqual(
      expect.arrayContaining([
        { id: ids[2], reason: 'STALE_VERSION', message: expect.any(String) },
        { id: locked, reason: 'LOCKED_BATCH', message: expect.stringContaining(locked) },
      ]),
    );
    expect(job.refused).toHaveLength(2);
    expect(await publishers(ids)).toEqual(['Job Press', 'Job Press', 'Old Press']);
    // Each record changed was written once (its version moves once), the stale one not at all.
    const after = await versionsOf(ids);
    expect(ids.map((id) => after.get(id)! - before.get(id)!)).toEqual([1, 1, 0]);

    const mine = await bff.query<{ myBulkUpdateJobs: Job[] }>(MY_JOBS, {}, as.coordinator);
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.myBulkUpdateJobs[0]).toMatchObject({ id: job.id, status: 'DONE' });
  });

  it('names the input field a wrong value is given for, and starts nothing', async () => {
    const [id] = await records(batchId, 1);
    const answer = await start({
      selectedIds: [id],
      fields: [{ resource: 'DOCUMENT_DETAIL', field: 'heldback', value: 'perhaps' }],
    });
    expect(answer.job).toBeNull();
    expect(answer.userErrors).toEqual([
      { field: 'fields.0.value', code: 'BAD_USER_INPUT', message: expect.any(String) },
    ]);
  });

  it('cancels a job not yet started at once; its records stay as they were', async () => {
    // Sent to a queue no worker takes from, so the cancel cannot come after the job ended; how a
    // running job stops between chunks is the API's test (api/test/bulk-update-jobs.test.ts).
    const ids = await records(batchId, 2);
    const queued = await startUnworkedBulkUpdate(bff.api.db, idleQueue(), {
      selected_ids: ids.map(Number),
      update_fields: [{ resource: 'biblio', field: 'publisher', value: 'Job Press' }],
      batch_id: batchId,
    });
    const cancel = await bff.query<{ cancelBulkUpdateJob: JobPayload }>(
      CANCEL,
      { id: String(queued.id) },
      as.coordinator,
    );
    expect(cancel.errors).toBeUndefined();
    expect(cancel.data!.cancelBulkUpdateJob.userErrors).toEqual([]);
    expect(cancel.data!.cancelBulkUpdateJob.job).toMatchObject({
      status: 'CANCELLED',
      cancelRequested: true,
      done: 0,
      updated: 0,
    });
    expect(await ended(String(queued.id))).toMatchObject({ status: 'CANCELLED', done: 0 });
    expect(await publishers(ids)).toEqual(['Old Press', 'Old Press']);
  });

  it("is not found when it is none of the caller's", async () => {
    expect((await read('999999')).bulkUpdateJob).toBeNull();
    const cancel = await bff.query<{ cancelBulkUpdateJob: JobPayload }>(CANCEL, { id: '999999' }, as.coordinator);
    expect(cancel.data!.cancelBulkUpdateJob).toMatchObject({
      job: null,
      userErrors: [{ field: 'id', code: 'NOT_FOUND', message: expect.any(String) }],
    });
  });

  it('is refused to a researcher', async () => {
    const [id] = await records(batchId, 1);
    const answer = await bff.query(START, { input: { selectedIds: [id], fields: SET_PUBLISHER } }, as.researcher);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const query of [MY_JOBS, JOB]) {
      const read = await bff.query(query, { id: '1' }, as.researcher);
      expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
