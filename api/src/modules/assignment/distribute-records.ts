import type { Db } from '../../db/connect.ts';
import { audit } from '../../db/audit.ts';
import type { Caller } from '../../http/caller.ts';

/** Round-robin: record i goes to user i mod n, so the first user gets the first record, the second the next, and so on. */
export function dealInTurn(recordIds: readonly number[], userIds: readonly number[]) {
  return recordIds.map((recordId, i) => ({ recordId, userId: userIds[i % userIds.length] }));
}

/**
 * Deals the batch's unassigned records that are ready for research out to its assigned users in
 * turn (in the order they were assigned), so each appears in someone's queue. Call it inside the
 * assignment's transaction.
 */
export async function distributeRecords(trx: Db, caller: Caller, batchId: number): Promise<void> {
  const users = await trx
    .selectFrom('batch_users')
    .select('user_id')
    .where('batch_id', '=', batchId)
    .orderBy('id')
    .execute();
  if (users.length === 0) return;
  const records = await trx
    .selectFrom('document_details')
    .select('id')
    .where('batch_id', '=', batchId)
    .where('status', '=', 'ready_for_research')
    .where('assigned_user_id', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  const dealt = dealInTurn(
    records.map((r) => r.id),
    users.map((u) => u.user_id),
  );
  // One statement per user rather than per record.
  for (const { user_id } of users) {
    const recordIds = dealt.filter((d) => d.userId === user_id).map((d) => d.recordId);
    if (recordIds.length === 0) continue;
    await trx.updateTable('document_details').set({ assigned_user_id: user_id }).where('id', 'in', recordIds).execute();
  }
  await audit(
    trx,
    caller,
    dealt.map(({ recordId, userId }) => ({
      action: 'update' as const,
      entity: 'document_detail',
      entityId: recordId,
      before: { assigned_user_id: null },
      after: { assigned_user_id: userId },
    })),
  );
}
