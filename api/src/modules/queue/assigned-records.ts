import type { Db } from '../../db/connect.ts';

export const QUEUE_STATUSES = ['ready_for_research', 'on_hold'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/**
 * A user's open work: records assigned to them in unlocked batches. The summary counts and the
 * queue lists both start here, so the header's numbers always match what the queue shows.
 */
export function assignedRecords(db: Db, userId: number) {
  return db
    .selectFrom('document_details as dd')
    .innerJoin('batches as b', 'b.id', 'dd.batch_id')
    .where('dd.assigned_user_id', '=', userId)
    .where('b.status', '=', 'unlocked');
}
