import { can, type CompiledRules } from '@rt/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { badRequest, notFound } from '../../http/api-error.ts';
import { findCaller, type Caller } from '../../http/caller.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { logEvent } from '../../log.ts';
import { requestCancel, runJobSlice, type ChunkedJob, type ChunkedJobStatus } from '../../jobs/chunked-job.ts';
import { createBulkChange } from './bulk-changes.ts';
import { BULK_CHUNK } from './record-chunk.ts';
import { UPDATE_RECORDS_BODY, type UpdateRecordsBody } from './update-body.ts';
import { bulkChangeFields, checkUpdateInput, updateChunk, type BulkRefusal } from './update-records.ts';

export type BulkUpdateJobStatus = ChunkedJobStatus;

/** A bulk update run as a job, as GET /api/bulk_edit/update_jobs/:id answers it. */
export type BulkUpdateJob = {
  id: number;
  status: BulkUpdateJobStatus;
  /** Records the update names. */
  total: number;
  /** Records processed so far: updated, unchanged and refused. */
  done: number;
  updated: number;
  unchanged: number;
  refused: BulkRefusal[];
  /** The bulk change every chunk writes into: one history entry and one undo. */
  bulk_change_id: number;
  cancel_requested: boolean;
  /** The replica (host:pid) that wrote its last chunk. */
  worker: string | null;
  /** Why it failed. */
  error: string | null;
  created_at: string;
  finished_at: string | null;
};

const JOB_COLUMNS = [
  'id',
  'status',
  'total',
  'done',
  'updated',
  'unchanged',
  'refused',
  'bulk_change_id',
  'cancel_requested',
  'worker',
  'error',
  'created_at',
  'finished_at',
] as const;

const selectJobs = (db: Db) => db.selectFrom('bulk_update_jobs').select(JOB_COLUMNS);

const jobOf = (row: Awaited<ReturnType<ReturnType<typeof selectJobs>['executeTakeFirstOrThrow']>>): BulkUpdateJob => ({
  ...row,
  status: row.status as BulkUpdateJobStatus,
  refused: row.refused as BulkRefusal[],
});

/**
 * POST /api/bulk_edit/update_jobs: checks the update as a real run would, then in one transaction
 * makes its bulk change, its job row and the queue's job, so a job exists exactly when it can run.
 * `request` is the body as sent (already read by UPDATE_RECORDS_BODY): the worker reads it again.
 */
export async function startBulkUpdateJob(
  db: Db,
  queue: JobQueue,
  caller: Caller,
  body: UpdateRecordsBody,
  request: Record<string, unknown>,
): Promise<BulkUpdateJob> {
  if (body.dry_run) throw badRequest('A job applies the update: a dry run is update_records', 'dry_run');
  if (body.bulk_change_id !== null)
    throw badRequest('A job makes its own bulk change: leave bulk_change_id out', 'bulk_change_id');
  await checkUpdateInput(db, body);
  const id = await db.transaction().execute(async (trx) => {
    const bulkChangeId = await createBulkChange(trx, caller, {
      batch_id: body.batch_id,
      fields: bulkChangeFields(body),
      query: body.query,
    });
    const { id } = await trx
      .insertInto('bulk_update_jobs')
      .values({
        user_id: caller.id,
        bulk_change_id: bulkChangeId,
        request: JSON.stringify(request),
        total: body.selected_ids.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queue.send('bulk-update', { job_id: id }, trx);
    return id;
  });
  logEvent('info', 'bulk update job started', {
    who: caller.email,
    user_id: caller.id,
    job_id: id,
    records: body.selected_ids.length,
  });
  return findBulkUpdateJob(db, caller, id);
}

/** The caller's jobs still queued or running, or finished today, newest first. */
export async function findBulkUpdateJobs(db: Db, caller: Caller): Promise<BulkUpdateJob[]> {
  const rows = await selectJobs(db)
    .where('user_id', '=', caller.id)
    .where((eb) =>
      eb.or([eb('status', 'in', ['queued', 'running']), eb('created_at', '>=', sql<string>`current_date`)]),
    )
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return rows.map(jobOf);
}

/** The caller's own job; another's is as if there were none. */
export async function findBulkUpdateJob(db: Db, caller: Caller, id: number): Promise<BulkUpdateJob> {
  const row = await selectJobs(db).where('id', '=', id).where('user_id', '=', caller.id).executeTakeFirst();
  if (!row) throw notFound('Bulk update job', id);
  return jobOf(row);
}

/**
 * POST /api/bulk_edit/update_jobs/:id/cancel: a job not yet started is cancelled at once; a running
 * one stops after the chunk under way (chunks commit whole), and says how far it got.
 */
export async function cancelBulkUpdateJob(db: Db, caller: Caller, id: number): Promise<BulkUpdateJob> {
  await requestCancel(db, 'bulk_update_jobs', id, caller.id);
  return findBulkUpdateJob(db, caller, id);
}

type Slice = {
  body: UpdateRecordsBody;
  ids: number[];
  caller: Caller;
  rules: Map<number, CompiledRules | null>;
  lookups: Awaited<ReturnType<typeof checkUpdateInput>>;
  bulkChangeId: number;
};

/**
 * A bulk update as a chunked job (jobs/chunked-job.ts): each chunk of BULK_CHUNK records is
 * version-checked and written into the job's bulk change as update_records writes them, in the
 * transaction that moves the row's progress, so it is applied once whichever worker runs it. A
 * worker whose user may no longer bulk edit stops the job; a chunk that fails stops it as
 * `failed`, as a real run of update_records stops.
 */
const BULK_UPDATE: ChunkedJob<Slice, never> = {
  queue: 'bulk-update',
  table: 'bulk_update_jobs',
  noun: 'bulk update',
  load: (db, row, jobId) => readSlice(db, jobId, row.user_id!, row.request),
  refuse: (slice) =>
    can(slice.caller.role, 'bulk-edit:use') ? null : `${slice.caller.email} may no longer bulk edit records`,
  async chunk(trx, slice, row) {
    const chunk = slice.ids.slice(row.done, row.done + BULK_CHUNK);
    const part = await updateChunk(
      trx,
      slice.caller,
      { ...slice.body, bulk_change_id: slice.bulkChangeId },
      chunk,
      slice.rules,
      slice.lookups,
      slice.bulkChangeId,
    );
    return {
      processed: chunk.length,
      progress: {
        updated: sql`updated + ${part.updated}`,
        unchanged: sql`unchanged + ${part.unchanged}`,
        refused: sql`refused || ${JSON.stringify(part.refused)}::jsonb`,
      },
    };
  },
};

/** The queue's handler: goes on with the job from where its last committed chunk left it. */
export const runBulkUpdateSlice = (db: Db, queue: JobQueue, jobId: number, sliceMs?: number) =>
  runJobSlice(db, queue, BULK_UPDATE, jobId, sliceMs);

/** The job's request read again, and who asked for it as they are now. */
async function readSlice(db: Db, jobId: number, userId: number, request: unknown): Promise<Slice> {
  const body = UPDATE_RECORDS_BODY.parse(request);
  const caller = await findCaller(db, { id: userId });
  if (!caller) throw new Error(`User ${userId} was not found`);
  const lookups = await checkUpdateInput(db, body);
  const { bulk_change_id } = await db
    .selectFrom('bulk_update_jobs')
    .select('bulk_change_id')
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  return {
    body,
    ids: [...body.selected_ids].sort((a, b) => a - b),
    caller,
    rules: new Map(),
    lookups,
    bulkChangeId: bulk_change_id,
  };
}
