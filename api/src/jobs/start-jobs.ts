import type { Db } from '../db/connect.ts';
import type { FileStore } from '../files/file-store.ts';
import { runDocumentImportSlice } from '../files/import/import-jobs.ts';
import { runBulkUpdateSlice } from '../modules/bulk-edit/update-jobs.ts';
import { deliverWebhook } from '../modules/webhooks/deliver-webhook.ts';
import { startWebhookRelay } from '../modules/webhooks/dispatch-events.ts';
import { startJobQueue, type JobQueue, type JobQueueOptions } from './job-queue.ts';

/** The job queue with every queue's handler working in this process: what each API replica runs. */
export async function startJobs(db: Db, files: FileStore, options: JobQueueOptions): Promise<JobQueue> {
  const queue = await startJobQueue(db, options);
  await queue.work('bulk-update', ({ job_id }) => runBulkUpdateSlice(db, queue, job_id));
  await queue.work('document-import', ({ job_id }) => runDocumentImportSlice(db, files, queue, job_id));
  await queue.work('webhook-delivery', ({ delivery_id }) => deliverWebhook(db, delivery_id));
  // The change feed's outbox, fanned out into deliveries of the queue (docs/decisions/078).
  const relay = startWebhookRelay(db, queue);
  return {
    ...queue,
    async stop() {
      await relay.stop();
      await queue.stop();
    },
  };
}
