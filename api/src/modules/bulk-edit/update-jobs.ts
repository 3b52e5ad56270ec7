import os from 'node:os';
import { can, type CompiledRules } from '@rt/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { badRequest, notFound } from '../../http/api-error.ts';
import { findCaller, type Caller } from '../../http/caller.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { logEvent } from '../../log.ts';
import { jobChunks, jobsFinished } from '../../observability/api-metrics.ts';
import { createBulkChange } from './bulk-changes.ts';
import { BULK_CHUNK } from './record-chunk.ts';
import { UPDATE_RECORDS_BODY, type UpdateRecordsBody } from './update-body.ts';
import { bulkChangeFields, checkUpdateInput, updateChunk, type BulkRefusal } from './update-records.ts';

export type BulkUpdateJobStatus = 'queued' | 'running' | 'done' | 'cancelled' | 'failed';

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

/** How long one worker goes on with a job before handing the rest on as a new job of the queue. */
const SLICE_MS = 5_000;

/** This replica, as a job row names the one that wrote its last chunk. */
const WORKER = `${os.hostname()}:${process.pid}`;

const FINISHED: readonly BulkUpdateJobStatus[] = ['done', 'cancelled', 'failed'];

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
  await db
    .updateTable('bulk_update_jobs')
    .set({
      cancel_requested: true,
      // A worker takes the row's lock before a chunk: a job it has not begun is cancelled here.
      status: sql`case when status = 'queued' then 'cancelled' else status end`,
      finished_at: sql`case when status = 'queued' then now() else finished_at end`,
    })
    .where('id', '=', id)
    .where('user_id', '=', caller.id)
    .where('status', 'in', ['queued', 'running'])
    .execute();
  return findBulkUpdateJob(db, caller, id);
}

type Slice = {
  body: UpdateRecordsBody;
  ids: number[];
  caller: Caller;
  rules: Map<number, CompiledRules | null>;
  lookups: Awaited<ReturnType<typeof checkUpdateInput>>;
};

/** What a chunk's transaction left the job at. */
type Step = 'more' | 'finished' | 'handed-on';

/**
 * The queue's handler: goes on with a job from where its last committed chunk left it, a chunk per
 * transaction, each version-checked and written into the job's bulk change as update_records
 * writes them; the job row's progress moves in the same transaction, so a chunk is applied once
 * whichever worker runs it and however many times the job is taken up. After SLICE_MS the rest is
 * handed on as a new job of the queue (any replica's), so no job holds a worker for long and a
 * lost worker's slice is soon taken over. A chunk that fails stops the job: `failed`, with how far
 * it got, as a real run of update_records stops.
 */
export async function runBulkUpdateSlice(db: Db, queue: JobQueue, jobId: number): Promise<void> {
  const deadline = Date.now() + SLICE_MS;
  let slice: Slice | null = null;
  try {
    for (;;) {
      const step: Step = await db.transaction().execute(async (trx) => {
        const job = await trx
          .selectFrom('bulk_update_jobs')
          .select(['status', 'done', 'total', 'cancel_requested', 'user_id', 'request', 'bulk_change_id'])
          .where('id', '=', jobId)
          .forUpdate()
          .executeTakeFirst();
        if (!job || FINISHED.includes(job.status as BulkUpdateJobStatus)) return 'finished';
        if (job.cancel_requested || job.done >= job.total) {
          await finish(trx, jobId, job.cancel_requested && job.done < job.total ? 'cancelled' : 'done');
          return 'finished';
        }
        slice ??= await readSlice(trx, job.user_id, job.request);
        if (!can(slice.caller.role, 'bulk-edit:use')) {
          await finish(trx, jobId, 'failed', `${slice.caller.email} may no longer bulk edit records`);
          return 'finished';
        }
        const chunk = slice.ids.slice(job.done, job.done + BULK_CHUNK);
        const part = await updateChunk(
          trx,
          slice.caller,
          { ...slice.body, bulk_change_id: job.bulk_change_id },
          chunk,
          slice.rules,
          slice.lookups,
          job.bulk_change_id,
        );
        jobChunks.inc({ queue: 'bulk-update' });
        const done = job.done + chunk.length;
        await trx
          .updateTable('bulk_update_jobs')
          .set({
            status: 'running',
            worker: WORKER,
            started_at: sql`coalesce(started_at, now())`,
            done,
            updated: sql`updated + ${part.updated}`,
            unchanged: sql`unchanged + ${part.unchanged}`,
            refused: sql`refused || ${JSON.stringify(part.refused)}::jsonb`,
          })
          .where('id', '=', jobId)
          .execute();
        if (done >= job.total) {
          await finish(trx, jobId, 'done');
          return 'finished';
        }
        if (Date.now() < deadline) return 'more';
        await queue.send('bulk-update', { job_id: jobId }, trx);
        return 'handed-on';
      });
      if (step !== 'more') return;
    }
  } catch (error) {
    await finish(db, jobId, 'failed', error instanceof Error ? error.message : String(error));
  }
}

/** The job's request read again, and who asked for it as they are now. */
async function readSlice(trx: Db, userId: number, request: unknown): Promise<Slice> {
  const body = UPDATE_RECORDS_BODY.parse(request);
  const caller = await findCaller(trx, { id: userId });
  if (!caller) throw new Error(`User ${userId} was not found`);
  const lookups = await checkUpdateInput(trx, body);
  return { body, ids: [...body.selected_ids].sort((a, b) => a - b), caller, rules: new Map(), lookups };
}

async function finish(db: Db, jobId: number, status: BulkUpdateJobStatus, error: string | null = null) {
  jobsFinished.inc({ queue: 'bulk-update', status });
  await db
    .updateTable('bulk_update_jobs')
    .set({ status, error, finished_at: sql`now()` })
    .where('id', '=', jobId)
    .where('status', 'in', ['queued', 'running'])
    .execute();
  logEvent(status === 'failed' ? 'error' : 'info', `bulk update job ${status}`, {
    job_id: jobId,
    ...(error === null ? {} : { error }),
  });
}
