import type { Db } from '../../db/connect.ts';
import { audit } from '../../db/audit.ts';
import { lockRow } from '../../db/rows.ts';
import { notFound } from '../../http/api-error.ts';
import type { Caller } from '../../http/caller.ts';
import { refuseLockedBatch } from './refuse-locked-batch.ts';

/**
 * Ends a user's assignment to a batch and hands back their records of it that are not yet
 * researched (assigned to nobody, ready for the next save to deal out); researched records keep
 * who had them. One transaction.
 */
export async function removeAssignment(db: Db, caller: Caller, id: number) {
  return db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('batch_users').select('batch_id').where('id', '=', id).executeTakeFirst();
    if (!found) throw notFound('Assignment', id);
    // The batch first, then the assignment: the order every assignment write locks in.
    refuseLockedBatch(await lockRow(trx, 'batches', found.batch_id, 'Batch'));
    const assignment = await lockRow(trx, 'batch_users', id, 'Assignment');
    const released = await trx
      .updateTable('document_details')
      .set({ assigned_user_id: null })
      .where('batch_id', '=', assignment.batch_id)
      .where('assigned_user_id', '=', assignment.user_id)
      .where('status', '<>', 'researched')
      .returning('id')
      .execute();
    await trx.deleteFrom('batch_users').where('id', '=', id).execute();
    await audit(trx, caller, [
      { action: 'delete', entity: 'batch_user', entityId: id, before: assignment },
      ...released.map((record) => ({
        action: 'update' as const,
        entity: 'document_detail',
        entityId: record.id,
        before: { assigned_user_id: assignment.user_id },
        after: { assigned_user_id: null },
      })),
    ]);
    return { id, batch_id: assignment.batch_id, user_id: assignment.user_id, unassigned_records: released.length };
  });
}
