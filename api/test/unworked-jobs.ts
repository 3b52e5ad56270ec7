import type { Db } from '../src/db/connect.ts';
import { findCaller } from '../src/http/caller.ts';
import type { JobQueue } from '../src/jobs/job-queue.ts';
import { UPDATE_RECORDS_BODY } from '../src/modules/bulk-edit/update-body.ts';
import { startBulkUpdateJob } from '../src/modules/bulk-edit/update-jobs.ts';
import { COORDINATOR } from './sign-in.ts';

/** A job queue no worker takes from: what it is sent is kept, for a test to run each slice by hand. */
export function idleQueue(sent: number[] = []): JobQueue {
  return {
    send: async (_name, data) => void sent.push('job_id' in data ? data.job_id : -1),
    work: async () => {},
    stop: async () => {},
  };
}

/**
 * A bulk update job made as POST /api/bulk_edit/update_jobs makes it for the coordinator, sent to
 * `queue`: on an idle queue it stays queued until the test runs its slices.
 */
export async function startUnworkedBulkUpdate(db: Db, queue: JobQueue, request: Record<string, unknown>) {
  const caller = (await findCaller(db, { email: COORDINATOR }))!;
  return startBulkUpdateJob(db, queue, caller, UPDATE_RECORDS_BODY.parse(request), request);
}
