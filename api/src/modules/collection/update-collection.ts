import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { audit } from '../../db/audit.ts';
import { lockRow } from '../../db/rows.ts';
import { onUniqueViolation } from '../../db/unique-violation.ts';
import type { Caller } from '../../http/caller.ts';
import { requireSameId } from '../../http/input.ts';
import { findCollections, type CollectionRow } from './find-collections.ts';
import {
  COLLECTION_TITLE_INDEX,
  duplicateCollectionTitle,
  validateCollection,
  type CollectionForm,
} from './validate-collection.ts';

/** Saves the edit form over a collection (every field, as the form sends them all). */
export async function updateCollection(
  db: Db,
  caller: Caller,
  id: number,
  form: CollectionForm,
): Promise<CollectionRow> {
  requireSameId(form.id, id);
  return db.transaction().execute(async (trx) => {
    const before = await lockRow(trx, 'research_collections', id, 'Research collection');
    const input = await validateCollection(trx, form, id);
    const after = await trx
      .updateTable('research_collections')
      .set({ ...input, updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch(onUniqueViolation(COLLECTION_TITLE_INDEX, duplicateCollectionTitle));
    await audit(trx, caller, { action: 'update', entity: 'research_collection', entityId: id, before, after });
    const [updated] = await findCollections(trx, { id, includeHidden: true });
    return updated;
  });
}
