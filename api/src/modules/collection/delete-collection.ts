import type { Db } from '../../db/connect.ts';
import { audit } from '../../db/audit.ts';
import { lockRow } from '../../db/rows.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Caller } from '../../http/caller.ts';
import { countOf } from '../../http/count-of.ts';

/**
 * Deletes a collection that has no batches; one with batches is refused (409) with how many, so
 * no batch or record is ever left without its collection.
 */
export async function deleteCollection(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The row lock makes a batch being added meanwhile wait, so the count below stays true.
    const before = await lockRow(trx, 'research_collections', id, 'Research collection');
    const { count } = await trx
      .selectFrom('batches')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('research_collection_id', '=', id)
      .executeTakeFirstOrThrow();
    if (count > 0) {
      throw new ApiError(
        'CONFLICT',
        `Research collection cannot be deleted because it has ${countOf(count, 'batch', 'batches')}`,
      );
    }
    await trx.deleteFrom('research_collections').where('id', '=', id).execute();
    await audit(trx, caller, { action: 'delete', entity: 'research_collection', entityId: id, before });
  });
}
