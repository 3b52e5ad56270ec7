import type { Kysely } from 'kysely';
import type { ConcurrentIndex } from '../migrate.ts';

/**
 * The indexes of the paged lists (docs/decisions/075). A batch's records in id order: the index of
 * 001 on (batch_id, status, id) gives them in id order only per status, so a page would sort the
 * whole batch. A sync (`updated_since`) in order of the last change: without an index on
 * (updated_at, id) each page would read every record. That index moves with every save, so a save
 * is no longer a heap-only update (013): one more index entry per write, the price of a sync that
 * reads only what changed. Built concurrently: the table takes writes meanwhile.
 */
export const concurrentIndexes: ConcurrentIndex[] = [
  { name: 'document_details_batch_id_idx', on: 'document_details (batch_id, id)' },
  { name: 'document_details_updated_idx', on: 'document_details (updated_at, id)' },
];

export async function up(_db: Kysely<unknown>): Promise<void> {
  // Nothing in the transaction: both indexes are built concurrently after it.
}
