import type { Db } from '../../db/connect.ts';
import { audit } from '../../db/audit.ts';
import { onUniqueViolation } from '../../db/unique-violation.ts';
import type { Caller } from '../../http/caller.ts';
import { findBatches } from './find-batches.ts';
import { BATCH_PERIOD_CONSTRAINT, duplicateBatchPeriod, validateBatch, type BatchForm } from './validate-batch.ts';

/** Creates a batch in a collection; the create form leaves the status unset, which means unlocked. */
export async function createBatch(db: Db, caller: Caller, form: BatchForm) {
  return db.transaction().execute(async (trx) => {
    const input = await validateBatch(trx, form);
    const row = await trx
      .insertInto('batches')
      .values({ ...input, status: input.status ?? 'unlocked' })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch(onUniqueViolation(BATCH_PERIOD_CONSTRAINT, duplicateBatchPeriod));
    await audit(trx, caller, { action: 'create', entity: 'batch', entityId: row.id, after: row });
    const [created] = await findBatches(trx, { id: row.id });
    return created;
  });
}
