import type { BulkFieldChange } from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import type { Caller } from '../../http/caller.ts';
import type { AuditEntry } from '../../db/audit.ts';
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
const RESOURCE_OF = Object.fromEntries(Object.entries(TABLE_OF).map(([resource, table]) => [table, resource]));

/**
 * Writes a chunk's changes in one statement per table: each field to its `after` value (the bulk
 * update) or back to its `before` value (its undo). Every record named is written, its own fields
 * or not, so its version moves on and `updated_by` names the caller; `alike` names the fields
 * ('biblio.publisher') whose value going forward is the same on every row.
 */
export async function writeRecordChanges(
  trx: Db,
  caller: Caller,
  records: ReadonlyArray<{ id: number; changes: readonly BulkFieldChange[] }>,
  side: 'before' | 'after',
  alike: ReadonlySet<string> = new Set(),
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
  // Fields set alike on every record (update_fields; not a link's, whose values may differ from
  // biblio to biblio) are set on every changed row of their table, a field already holding its
  // value being set to it again, which changes nothing: the table is then one plain UPDATE.
  if (side === 'after' && alike.size > 0)
    for (const [table, byId] of rows) {
      const all: Record<string, unknown> = {};
      for (const row of byId.values())
        for (const [field, value] of Object.entries(row.values))
          if (alike.has(`${RESOURCE_OF[table]}.${field}`)) all[field] = value;
      for (const row of byId.values()) row.values = { ...row.values, ...all };
    }
  // The record first, as a save writes it; the trigger of migration 001 moves its version on.
  for (const table of ['document_details', 'biblios', 'usages'] as const) {
    const values = [...rows.get(table)!.values()];
    const written = await setRows(trx, table, values, table === 'document_details' ? { updated_by: caller.id } : {});
    if (written !== values.length)
      throw new Error(`${table}: ${values.length - written} of the chunk's rows not written`);
  }
}

type Item = { id: number } & Record<string, unknown>;

/** What a record's changes hold on one side: its own fields, and the biblios and usages changed, by id. */
function changedParts(changes: readonly BulkFieldChange[], side: 'before' | 'after'): Record<string, unknown> {
  const own: Record<string, unknown> = {};
  const items = { biblio: new Map<number, Item>(), usage: new Map<number, Item>() };
  for (const change of changes) {
    const list = change.resource === 'biblio' || change.resource === 'usage' ? items[change.resource] : null;
    if (!list || change.item_id === undefined) {
      own[change.field] = change[side];
      continue;
    }
    const item = list.get(change.item_id) ?? { id: change.item_id };
    item[change.field] = change[side];
    list.set(change.item_id, item);
  }
  return { ...own, biblios: [...items.biblio.values()], usages: [...items.usage.values()] };
}

/**
 * The audit rows of a chunk's records (one each, `update` of the `document_detail`), written with
 * its changes: before and after hold what changed and nothing else, so the record's history tells
 * the same sentences as from whole records (record-history-sentences.ts) at a fraction of the bytes
 * (docs/decisions/033). `written` is the side the chunk wrote ('after' for an update, 'before' for
 * its undo); `mark` adds to `after` what tells the bulk change.
 */
export function bulkAuditEntries(
  records: ReadonlyArray<{ id: number; changes: readonly BulkFieldChange[] }>,
  written: 'before' | 'after',
  mark: (changes: readonly BulkFieldChange[]) => Record<string, unknown>,
): AuditEntry[] {
  const was = written === 'after' ? 'before' : 'after';
  return records.map(({ id, changes }) => ({
    action: 'update',
    entity: 'document_detail',
    entityId: id,
    before: changedParts(changes, was),
    after: { ...changedParts(changes, written), ...mark(changes) },
  }));
}

/** Records per transaction: a chunk commits as a whole, and a stop midway leaves whole records. */
export const BULK_CHUNK = 500;

/**
 * Chunks in flight at once: while the database writes one, the API reads and judges the next.
 * Their records are apart and their batches only shared, so they never wait on each other's locks.
 */
const CHUNKS_AT_ONCE = 2;

/**
 * Runs `run` over `ids` in chunks of BULK_CHUNK in id order, CHUNKS_AT_ONCE at a time. Answers what
 * each chunk that succeeded answered, in order, and the first chunk that failed (after a failure no
 * new chunk starts; the one beside it may still have committed, and is answered with the rest).
 */
export async function runChunks<T>(
  ids: readonly number[],
  run: (chunk: number[]) => Promise<T>,
): Promise<{ parts: T[]; failed: { chunk: number[]; error: unknown } | null }> {
  const chunks: number[][] = [];
  for (let start = 0; start < ids.length; start += BULK_CHUNK) chunks.push(ids.slice(start, start + BULK_CHUNK));
  const parts: Array<T | undefined> = [];
  const failures: Array<{ index: number; chunk: number[]; error: unknown }> = [];
  let next = 0;
  const worker = async () => {
    while (failures.length === 0 && next < chunks.length) {
      const index = next++;
      try {
        parts[index] = await run(chunks[index]);
      } catch (error) {
        failures.push({ index, chunk: chunks[index], error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CHUNKS_AT_ONCE, chunks.length) }, worker));
  const [first] = failures.sort((a, b) => a.index - b.index);
  return {
    parts: parts.filter((part): part is T => part !== undefined),
    failed: first ? { chunk: first.chunk, error: first.error } : null,
  };
}
