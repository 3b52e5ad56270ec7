import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { audit } from '../../db/audit.ts';
import { lockRow } from '../../db/rows.ts';
import { onUniqueViolation } from '../../db/unique-violation.ts';
import type { Caller } from '../../http/caller.ts';
import { requireSameId } from '../../http/input.ts';
import { logEvent } from '../../log.ts';
import { findBatches } from './find-batches.ts';
import { BATCH_PERIOD_CONSTRAINT, duplicateBatchPeriod, validateBatch, type BatchForm } from './validate-batch.ts';

/**
 * Saves the edit form over a batch. Locking (confirmed on the screen) and unlocking are saves like
 * any other: audited with the status before and after, and logged, since they open or close the
 * batch's records to every researcher at once.
 */
export async function updateBatch(db: Db, caller: Caller, id: number, form: BatchForm) {
  requireSameId(form.id, id);
  const { before, after } = await db.transaction().execute(async (trx) => {
    const before = await lockRow(trx, 'batches', id, 'Batch');
    const input = await validateBatch(trx, form, id);
    const after = await trx
      .updateTable('batches')
      .set({ ...input, status: input.status ?? before.status, updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch(onUniqueViolation(BATCH_PERIOD_CONSTRAINT, duplicateBatchPeriod));
    await audit(trx, caller, { action: 'update', entity: 'batch', entityId: id, before, after });
    return { before, after };
  });
  if (before.status !== after.status) {
    logEvent('info', after.status === 'locked' ? 'batch locked' : 'batch unlocked', {
      who: caller.email,
      user_id: caller.id,
      batch_id: id,
      batch: after.title,
    });
  }
  const [updated] = await findBatches(db, { id });
  return updated;
}
