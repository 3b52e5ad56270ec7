import type { Db } from '../../db/connect.ts';
import { audit } from '../../db/audit.ts';
import { onUniqueViolation } from '../../db/unique-violation.ts';
import type { Caller } from '../../http/caller.ts';
import { findCollections, type CollectionRow } from './find-collections.ts';
import {
  COLLECTION_TITLE_INDEX,
  duplicateCollectionTitle,
  validateCollection,
  type CollectionForm,
} from './validate-collection.ts';

/** Creates a research collection from the form and answers it as the list shows it. */
export async function createCollection(db: Db, caller: Caller, form: CollectionForm): Promise<CollectionRow> {
  return db.transaction().execute(async (trx) => {
    const input = await validateCollection(trx, form);
    const row = await trx
      .insertInto('research_collections')
      .values(input)
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch(onUniqueViolation(COLLECTION_TITLE_INDEX, duplicateCollectionTitle));
    await audit(trx, caller, { action: 'create', entity: 'research_collection', entityId: row.id, after: row });
    const [created] = await findCollections(trx, { id: row.id, includeHidden: true });
    return created;
  });
}
