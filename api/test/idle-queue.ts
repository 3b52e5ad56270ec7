import type { JobQueue } from '../src/jobs/job-queue.ts';

/** A job queue no worker takes from: what it is sent is kept, for a test to run each slice by hand. */
export function idleQueue(sent: number[] = []): JobQueue {
  return {
    send: async (_name, data) => void sent.push('job_id' in data ? data.job_id : -1),
    work: async () => {},
    stop: async () => {},
  };
}
