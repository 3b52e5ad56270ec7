import type { BulkFieldChange } from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import type { Caller } from '../../http/caller.ts';
import { setRows, type BulkTable, type RowValues } from './set-rows.ts';

/** A record of a chunk as its checks read it: version, batch, the batch's status, the template. */
export type ChunkRecord = { id: number; version: number; batch_id: number; status: string; template: number | null };

/**
 * Reads a chunk's records in id order. With `lock`, the chunk's batches are held in share mode
 * first (a batch being locked meanwhile waits), then the records are locked for update: the order
 * a record save keeps, so a bulk update, its undo and a save never wait on each other in a circle.
 */
export async function lockChunk(trx: Db, ids: readonly number[], lock: boolean): Promise<ChunkRecord[]> {
  if (lock)
    await trx
      .selectFrom('batches')
      .select('id')
      .where('id', 'in', trx.selectFrom('document_details').select('batch_id').where('id', 'in', ids))
      .orderBy('id')
      .forShare()
      .execute();
  return trx
    .selectFrom('document_details as d')
    .innerJoin('batches as b', 'b.id', 'd.batch_id')
    .innerJoin('research_collections as rc', 'rc.id', 'b.research_collection_id')
    .select(['d.id', 'd.version', 'd.batch_id', 'b.status', 'rc.research_template_id as template'])
    .where('d.id', 'in', ids)
    .orderBy('d.id')
    .$if(lock, (q) => q.forUpdate('d'))
    .execute();
}

const TABLE_OF: Record<string, BulkTable> = {
  document_detail: 'document_details',
  biblio: 'biblios',
  usage: 'usages',
};

/**
 * Writes a chunk's changes in one statement per table: each field to its `after` value (the bulk
 * update) or back to its `before` value (its undo). Every record named is written, its own fields
 * or not, so its version moves on and `updated_by` names the caller.
 */
export async function writeRecordChanges(
  trx: Db,
  caller: Caller,
  records: ReadonlyArray<{ id: number; changes: readonly BulkFieldChange[] }>,
  side: 'before' | 'after',
): Promise<void> {
  const rows = new Map<BulkTable, Map<number, RowValues>>([
    ['document_details', new Map(records.map(({ id }) => [id, { id, values: {} }]))],
    ['biblios', new Map()],
    ['usages', new Map()],
  ]);
  for (const { id, changes } of records)
    for (const change of changes) {
      const table = TABLE_OF[change.resource];
      const rowId = table === 'document_details' ? id : change.item_id;
      if (!table || rowId === undefined) throw new Error(`A bulk change names no row: ${JSON.stringify(change)}`);
      const byId = rows.get(table)!;
      const row = byId.get(rowId) ?? { id: rowId, values: {} };
      row.values[change.field] = change[side];
      byId.set(rowId, row);
    }
  // The record first, as a save writes it; the trigger of migration 001 moves its version on.
  await setRows(trx, 'document_details', [...rows.get('document_details')!.values()], { updated_by: caller.id });
  await setRows(trx, 'biblios', [...rows.get('biblios')!.values()]);
  await setRows(trx, 'usages', [...rows.get('usages')!.values()]);
}
