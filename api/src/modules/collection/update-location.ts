import type { Db } from '../../db/connect.ts';
import { audit } from '../../db/audit.ts';
import { lockRow } from '../../db/rows.ts';
import type { Caller } from '../../http/caller.ts';
import { requireSameId } from '../../http/input.ts';
import { validateLocation, type LocationForm } from './validate-location.ts';

/** Saves the edit-location form; the batch a location belongs to does not change. */
export async function updateLocation(db: Db, caller: Caller, id: number, form: LocationForm) {
  requireSameId(form.id, id);
  return db.transaction().execute(async (trx) => {
    const before = await lockRow(trx, 'locations', id, 'Location');
    const input = await validateLocation(trx, form);
    const after = await trx
      .updateTable('locations')
      .set(input)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, caller, { action: 'update', entity: 'location', entityId: id, before, after });
    return after;
  });
}
