import { BULK_EDIT_MESSAGES } from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import { audit } from '../../db/audit.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Caller } from '../../http/caller.ts';
import { BULK_EDIT_SETTINGS } from './saved-queries.ts';

/** Deletes a saved bulk query (anyone's: the list is shared), audited in its transaction. */
export async function deleteQuery(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('saved_queries')
      .where('id', '=', id)
      .where('settings_name', '=', BULK_EDIT_SETTINGS)
      .returningAll()
      .executeTakeFirst();
    if (!deleted)
      throw new ApiError('NOT_FOUND', `${BULK_EDIT_MESSAGES.deleteFailed} Saved query ${id} was not found`, {
        field: 'id',
      });
    await audit(trx, caller, { action: 'delete', entity: 'saved_query', entityId: id, before: deleted });
  });
}
