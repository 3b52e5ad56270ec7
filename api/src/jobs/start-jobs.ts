import type { Db } from '../db/connect.ts';
import { runBulkUpdateSlice } from '../modules/bulk-edit/update-jobs.ts';
import { startJobQueue, type JobQueue, type JobQueueOptions } from './job-queue.ts';

/** The job queue with every queue's handler working in this process: what each API replica runs. */
export async function startJobs(db: Db, options: JobQueueOptions): Promise<JobQueue> {
  const queue = await startJobQueue(db, options);
  await queue.work('bulk-update', ({ job_id }) => runBulkUpdateSlice(db, queue, job_id));
  return queue;
}
