import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connect.ts';

/** What a webhook may subscribe to (docs/decisions/078). */
export const WEBHOOK_EVENT_TYPES = ['DOCUMENT_COMPLETED', 'BULK_CHANGE_APPLIED'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A record marked Complete (status researched) by the research form. */
export type DocumentCompletedData = {
  documentId: number;
  batchId: number;
  status: 'researched';
  researchedBy: number;
};

/**
 * A bulk change applied: one per job that ends (`jobId`), or per committed chunk of a direct
 * update_records call; `documentIds` are the records it changed (at most one chunk's for a direct
 * call, none listed for a job, whose records are read through the bulk change).
 */
export type BulkChangeAppliedData = {
  bulkChangeId: number;
  batchId: number | null;
  updated: number;
  jobId?: number;
  status?: 'done' | 'cancelled' | 'failed';
  documentIds?: number[];
};

export type WebhookEventData = {
  DOCUMENT_COMPLETED: DocumentCompletedData;
  BULK_CHANGE_APPLIED: BulkChangeAppliedData;
};

/**
 * Writes an event into the outbox in `trx`, the transaction of the change it tells of: it exists
 * exactly when the change was committed, and a replica dispatches it (dispatch-events.ts). Its id
 * is the idempotency id every delivery of it carries.
 */
export async function recordWebhookEvent<T extends WebhookEventType>(
  trx: Db,
  type: T,
  data: WebhookEventData[T],
): Promise<string> {
  const id = `evt_${randomUUID().replace(/-/g, '')}`;
  await trx
    .insertInto('webhook_events')
    .values({ id, type, data: JSON.stringify(data) })
    .execute();
  return id;
}
