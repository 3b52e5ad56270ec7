import type { Db } from '../../db/connect.ts';
import { audit } from '../../db/audit.ts';
import { lockRow } from '../../db/rows.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Caller } from '../../http/caller.ts';
import { countOf } from '../../http/count-of.ts';

/**
 * Deletes a batch with its locations and batch users, in one transaction. A batch that has records
 * (in it, or at one of its locations) is refused (409) with how many, and nothing is changed.
 */
export async function deleteBatch(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The row lock makes a record being added meanwhile wait, so the count below stays true.
    const batch = await lockRow(trx, 'batches', id, 'Batch');
    const { count } = await trx
      .selectFrom('document_details')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where((eb) =>
        eb.or([
          eb('batch_id', '=', id),
          eb('location_id', 'in', eb.selectFrom('locations').select('id').where('batch_id', '=', id)),
        ]),
      )
      .executeTakeFirstOrThrow();
    if (count > 0) throw new ApiError('CONFLICT', `Batch cannot be deleted because it has ${countOf(count, 'record')}`);

    const locations = await trx.deleteFrom('locations').where('batch_id', '=', id).returningAll().execute();
    const batchUsers = await trx.deleteFrom('batch_users').where('batch_id', '=', id).returningAll().execute();
    await trx.deleteFrom('batches').where('id', '=', id).execute();
    await audit(trx, caller, {
      action: 'delete',
      entity: 'batch',
      entityId: id,
      before: { ...batch, locations, batch_users: batchUsers },
    });
  });
}
