import { ASSIGNABLE_ROLE_IDS } from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import { audit } from '../../db/audit.ts';
import { badRequest } from '../../http/api-error.ts';
import type { Caller } from '../../http/caller.ts';
import { distributeRecords } from './distribute-records.ts';
import type { AssignmentBody } from './read-assignment.ts';
import { refuseLockedBatch } from './refuse-locked-batch.ts';

/**
 * The Assign Records save: every listed user becomes an assignee of every listed batch (a pair
 * already assigned stays as it is), then each batch's ready records that none of its assignees
 * holds are dealt out among them in turn (distributeRecords). All in one transaction: a refused
 * batch or user leaves everything unchanged.
 */
export async function assignUsers(db: Db, caller: Caller, body: AssignmentBody): Promise<{ batchIds: number[] }> {
  const { batch_ids: batchIds, batch_user_roles: userIds } = body;
  return db.transaction().execute(async (trx) => {
    const users = await trx.selectFrom('users').select(['id', 'role_id']).where('id', 'in', userIds).execute();
    for (const userId of userIds) {
      const user = users.find((u) => u.id === userId);
      if (!user) throw badRequest(`User ${userId} does not exist`, 'batch_user_roles');
      if (user.role_id === null || !ASSIGNABLE_ROLE_IDS.includes(user.role_id)) {
        throw badRequest('Only researchers and coordinators can be assigned', 'batch_user_roles');
      }
    }
    // Locked in id order (as every assignment write locks them), so a lock cannot land meanwhile.
    const batches = await trx
      .selectFrom('batches')
      .select(['id', 'title', 'status'])
      .where('id', 'in', batchIds)
      .orderBy('id')
      .forUpdate()
      .execute();
    for (const batchId of batchIds) {
      const batch = batches.find((b) => b.id === batchId);
      if (!batch) throw badRequest(`Batch ${batchId} does not exist`, 'batch_ids');
      refuseLockedBatch(batch);
    }

    const added = await trx
      .insertInto('batch_users')
      .values(batchIds.flatMap((batch_id) => userIds.map((user_id) => ({ batch_id, user_id }))))
      .onConflict((conflict) => conflict.columns(['batch_id', 'user_id']).doNothing())
      .returningAll()
      .execute();
    await audit(
      trx,
      caller,
      added.map((row) => ({ action: 'create' as const, entity: 'batch_user', entityId: row.id, after: row })),
    );
    for (const batch of batches) await distributeRecords(trx, caller, batch.id);
    return { batchIds };
  });
}
