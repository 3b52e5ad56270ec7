import { BULK_EDIT_MESSAGES } from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import { badRequest } from '../../http/api-error.ts';

/** The records a bulk query reads: those of these batches, and every record of these collections. */
export type RecordScope = { batchIds: number[]; collectionIds: number[] };

/**
 * The batches and research collections chosen (spec section 2: collection(s) and/or batch(es)) as
 * the records they hold. A batch narrows its own collection: with collection A, batch a1 of A and
 * collection B, the records are a1's and all of B's. Neither chosen is the spec's message; a batch
 * or collection that does not exist is refused by its id.
 */
export async function readRecordScope(db: Db, batchIds: number[], collectionIds: number[]): Promise<RecordScope> {
  if (batchIds.length === 0 && collectionIds.length === 0)
    throw badRequest(BULK_EDIT_MESSAGES.scopeRequired, 'batch_id');
  const [batches, collections] = await Promise.all([
    batchIds.length === 0
      ? []
      : db.selectFrom('batches').select(['id', 'research_collection_id']).where('id', 'in', batchIds).execute(),
    collectionIds.length === 0
      ? []
      : db.selectFrom('research_collections').select('id').where('id', 'in', collectionIds).execute(),
  ]);
  const missingBatch = batchIds.find((id) => !batches.some((b) => b.id === id));
  if (missingBatch !== undefined) throw badRequest(`Batch ${missingBatch} does not exist`, 'batch_id');
  const missingCollection = collectionIds.find((id) => !collections.some((c) => c.id === id));
  if (missingCollection !== undefined)
    throw badRequest(`Research collection ${missingCollection} does not exist`, 'research_collection_id');
  const narrowed = new Set(batches.map((b) => b.research_collection_id));
  return { batchIds, collectionIds: collectionIds.filter((id) => !narrowed.has(id)) };
}
