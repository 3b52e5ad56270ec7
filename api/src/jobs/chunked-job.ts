import os from 'node:os';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect.ts';
import { logEvent } from '../log.ts';
import { jobChunks, jobsFinished } from '../observability/api-metrics.ts';
import type { JobQueue, JobName } from './job-queue.ts';

/**
 * A job worked in chunks (docs/decisions/072, 079): a row of its table holds the request, `done`
 * of `total`, `status`, `cancel_requested` and `worker`; the queue's job names the row.
 */
export type ChunkedJobStatus = 'queued' | 'running' | 'done' | 'cancelled' | 'failed';

/** The tables of chunked jobs: each has the columns of JobRow, status, worker, error and the times. */
export type JobTable = 'bulk_update_jobs' | 'document_import_jobs';

export const FINISHED: readonly ChunkedJobStatus[] = ['done', 'cancelled', 'failed'];

/** This replica, as a job row names the one that wrote its last chunk. */
export const WORKER = `${os.hostname()}:${process.pid}`;

/** How long one worker goes on with a job before handing the rest on as a new job of the queue. */
const SLICE_MS = 5_000;

/** What every chunked job's row says of itself. */
export type JobRow = {
  status: string;
  done: number;
  total: number;
  cancel_requested: boolean;
  user_id: number | null;
  request: unknown;
};

/** A chunk's part of the row: how many items it processed, and its own columns' new values. */
export type ChunkResult = {
  processed: number;
  progress: Record<string, number | RawBuilder<unknown>>;
};

/** One kind of chunked job: its queue, its table and how a chunk is worked. */
export type ChunkedJob<Context, Prepared> = {
  queue: JobName;
  table: JobTable;
  /** What the logs call it: 'bulk update'. */
  noun: string;
  /** Reads once per slice what every chunk needs (the request read again, who asked for it). */
  load(db: Db, row: JobRow, jobId: number): Promise<Context>;
  /** Why the job may not go on (its user lost the right), or null. */
  refuse?(context: Context): string | null;
  /**
   * Work before the chunk's transaction that may safely run twice (files written to the store):
   * a second worker on the same item writes the same files; only the transaction counts it.
   */
  prepare?(context: Context, done: number): Promise<Prepared>;
  /** Writes the chunk that starts at `row.done`, in the transaction that holds the row's lock. */
  chunk(trx: Db, context: Context, row: JobRow, prepared: Prepared | undefined): Promise<ChunkResult>;
  /** Lets go of what the slice's context holds (render threads), however the slice ended. */
  release?(context: Context): Promise<void>;
};

const ROW_COLUMNS = ['status', 'done', 'total', 'cancel_requested', 'user_id', 'request'] as const;

// Both tables share the columns read and written here; kysely is given one of them to type them.
const table = (name: JobTable) => name as 'bulk_update_jobs';

const readRow = (db: Db, name: JobTable, id: number) =>
  db.selectFrom(table(name)).select(ROW_COLUMNS).where('id', '=', id);

/** What a chunk's transaction left the job at. */
type Step = 'more' | 'finished' | 'handed-on';

/**
 * The queue's handler for a chunked job: goes on from where its last committed chunk left it, a
 * chunk per transaction that locks the row, reads `done`, writes the chunk and moves `done` and
 * the counts, so a chunk is written once whichever worker runs it and however many times the job
 * is taken up (a retried job beside a live one takes turns on the lock). After SLICE_MS the rest
 * is handed on as a new job of the queue, so no job holds a worker long and a lost worker's slice
 * is soon taken over. An error stops the job as `failed`, with how far it got. A `sliceMs` of 0
 * writes one chunk and hands the rest on.
 */
export async function runJobSlice<Context, Prepared>(
  db: Db,
  queue: JobQueue,
  kind: ChunkedJob<Context, Prepared>,
  jobId: number,
  sliceMs = SLICE_MS,
): Promise<void> {
  const deadline = Date.now() + sliceMs;
  let context: { value: Context } | null = null;
  try {
    for (;;) {
      let prepared: { done: number; value: Prepared } | null = null;
      if (kind.prepare) {
        const row = await readRow(db, kind.table, jobId).executeTakeFirst();
        if (!row || FINISHED.includes(row.status as ChunkedJobStatus)) return;
        if (!row.cancel_requested && row.done < row.total) {
          context ??= { value: await kind.load(db, row, jobId) };
          if (!kind.refuse?.(context.value)) {
            prepared = { done: row.done, value: await kind.prepare(context.value, row.done) };
          }
        }
      }
      const step: Step = await db.transaction().execute(async (trx) => {
        const row = await readRow(trx, kind.table, jobId).forUpdate().executeTakeFirst();
        if (!row || FINISHED.includes(row.status as ChunkedJobStatus)) return 'finished';
        if (row.cancel_requested || row.done >= row.total) {
          await finishJob(trx, kind, jobId, row.cancel_requested && row.done < row.total ? 'cancelled' : 'done');
          return 'finished';
        }
        context ??= { value: await kind.load(trx, row, jobId) };
        const refusal = kind.refuse?.(context.value);
        if (refusal) {
          await finishJob(trx, kind, jobId, 'failed', refusal);
          return 'finished';
        }
        // Another worker committed the item prepared here: prepare the next one.
        if (kind.prepare && prepared?.done !== row.done) return 'more';
        const part = await kind.chunk(trx, context.value, row, prepared?.value);
        jobChunks.inc({ queue: kind.queue });
        const done = row.done + part.processed;
        await trx
          .updateTable(table(kind.table))
          .set({
            ...(part.progress as object),
            status: 'running',
            worker: WORKER,
            started_at: sql`coalesce(started_at, now())`,
            done,
          })
          .where('id', '=', jobId)
          .execute();
        if (done >= row.total) {
          await finishJob(trx, kind, jobId, 'done');
          return 'finished';
        }
        if (Date.now() < deadline) return 'more';
        await queue.send(kind.queue, { job_id: jobId }, trx);
        return 'handed-on';
      });
      if (step !== 'more') return;
    }
  } catch (error) {
    await finishJob(db, kind, jobId, 'failed', error instanceof Error ? error.message : String(error));
  } finally {
    if (context) await kind.release?.(context.value);
  }
}

/** Ends a job still queued or running: its status, why it failed, when; counted and logged. */
export async function finishJob(
  db: Db,
  kind: Pick<ChunkedJob<unknown, unknown>, 'queue' | 'table' | 'noun'>,
  jobId: number,
  status: ChunkedJobStatus,
  error: string | null = null,
): Promise<void> {
  jobsFinished.inc({ queue: kind.queue, status });
  await db
    .updateTable(table(kind.table))
    .set({ status, error, finished_at: sql`now()` })
    .where('id', '=', jobId)
    .where('status', 'in', ['queued', 'running'])
    .execute();
  logEvent(status === 'failed' ? 'error' : 'info', `${kind.noun} job ${status}`, {
    job_id: jobId,
    ...(error === null ? {} : { error }),
  });
}

/**
 * Asks a job to stop: one not yet started is cancelled at once (a worker takes the row's lock
 * before a chunk, so it has not begun); a running one stops after the chunk under way. `userId`
 * limits it to that user's own job.
 */
export async function requestCancel(db: Db, name: JobTable, jobId: number, userId?: number): Promise<void> {
  let update = db
    .updateTable(table(name))
    .set({
      cancel_requested: true,
      status: sql`case when status = 'queued' then 'cancelled' else status end`,
      finished_at: sql`case when status = 'queued' then now() else finished_at end`,
    })
    .where('id', '=', jobId)
    .where('status', 'in', ['queued', 'running']);
  if (userId !== undefined) update = update.where('user_id', '=', userId);
  await update.execute();
}
