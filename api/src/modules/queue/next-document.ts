import type { Db } from '../../db/connect.ts';
import type { QueueStatus } from './assigned-records.ts';

/**
 * The record Complete & Next opens: the user's lowest-id record of the batch in that status.
 * Not limited to unlocked batches: the research screen still completes records of a locked batch.
 * `exceptId` leaves one record out: the one open, whose Complete is yet to come (the web app reads
 * the next record ahead).
 */
export async function nextDocumentId(
  db: Db,
  where: { userId: number; batchId: number; status: QueueStatus; exceptId?: number },
): Promise<number | null> {
  let query = db
    .selectFrom('document_details')
    .select('id')
    .where('batch_id', '=', where.batchId)
    .where('status', '=', where.status)
    .where('assigned_user_id', '=', where.userId);
  if (where.exceptId !== undefined) query = query.where('id', '<>', where.exceptId);
  const row = await query.orderBy('id').limit(1).executeTakeFirst();
  return row?.id ?? null;
}
