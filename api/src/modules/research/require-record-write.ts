import { recordWriteRefusal } from '@rt/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import type { Caller } from '../../http/caller.ts';
import { logEvent } from '../../log.ts';

/**
 * Refuses a write to a record the caller may not change (domain's recordWriteRefusal): 409 when its
 * batch is locked, 403 when the caller's role only reads or a Researcher's batch is not theirs;
 * 404 for no such record. Call it first in the write's transaction: it holds the batch's row in
 * share mode, so a batch being locked or unassigned meanwhile waits for this write to end. The
 * batch is locked before the record, the order every assignment write keeps.
 */
export async function requireRecordWrite(trx: Db, caller: Caller, documentId: number): Promise<void> {
  const scope = await trx
    .selectFrom('batches as b')
    .select((eb) => [
      'b.status',
      eb
        .exists(
          eb
            .selectFrom('batch_users as bu')
            .select(sql`1`.as('one'))
            .whereRef('bu.batch_id', '=', 'b.id')
            .where('bu.user_id', '=', caller.id),
        )
        .as('assigned'),
    ])
    .where('b.id', '=', (eb) => eb.selectFrom('document_details').select('batch_id').where('id', '=', documentId))
    .forShare('b')
    .executeTakeFirst();
  if (!scope) throw notFound('Document', documentId);
  const refusal = recordWriteRefusal(
    { role: caller.role },
    { batchStatus: scope.status, assignedToWriter: Boolean(scope.assigned) },
  );
  if (!refusal) return;
  logEvent('warn', 'record write refused', {
    who: caller.email,
    user_id: caller.id,
    role: caller.role,
    document_id: documentId,
    reason: refusal.kind,
  });
  throw new ApiError(refusal.kind === 'locked-batch' ? 'CONFLICT' : 'FORBIDDEN', refusal.message, {
    reason: refusal.kind,
  });
}
