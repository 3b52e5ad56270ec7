import { sql } from 'kysely';
import { BULK_EDIT_MESSAGES, findBulkEditField, holdsBulkValue, type BulkFieldChange } from '@rt/domain';
import { audit } from '../../db/audit.ts';
import type { Db } from '../../db/connect.ts';
import { fromJson } from '../../db/json-column.ts';
import { ApiError, badRequest, notFound } from '../../http/api-error.ts';
import type { Caller } from '../../http/caller.ts';
import { logEvent } from '../../log.ts';
import { dealLateRecords, madeReady } from '../assignment/distribute-records.ts';
import { loadRecordContents, type RecordContent } from '../research/load-full-record.ts';
import { statisticsToday } from '../statistics/research-finishes.ts';
import { findBulkChanges } from './bulk-changes.ts';
import { bulkAuditEntries, lockChunk, runChunks, writeRecordChanges } from './record-chunk.ts';

export type BulkUndoRefusalReason = 'not-found' | 'locked-batch' | 'changed-since';
export type BulkUndoRefusal = { id: number; reason: BulkUndoRefusalReason; message: string };
export type BulkUndoResult = { bulk_change_id: number; restored: number; refused: BulkUndoRefusal[] };

type Item = { id: number } & Record<string, unknown>;

/**
 * Why a record cannot go back: a changed field of it (or its biblio or usage) no longer holds the
 * value the bulk change set, or the item is gone. Null when every changed field still holds it.
 */
function changedSince(record: RecordContent, changes: readonly BulkFieldChange[]): string | null {
  for (const change of changes) {
    const field = findBulkEditField(change.resource, change.field);
    const list = change.resource === 'biblio' ? record.biblios : change.resource === 'usage' ? record.usages : null;
    const row = list
      ? (list as Item[]).find((item) => item.id === change.item_id)
      : (record as unknown as Record<string, unknown>);
    const where = list ? `${change.resource} ${change.item_id}` : 'the record';
    if (!row) return `${where} is gone`;
    if (!field || !holdsBulkValue(field, row[change.field], change.after))
      return `${change.resource}.${change.field} of ${where} was changed since`;
  }
  return null;
}

/**
 * POST /api/bulk_edit/undo (docs/decisions/035): the day a bulk change was made, once, its records
 * go back field by field to their values before it, in chunks as the update went (batches held,
 * then records locked, one transaction each). A record whose changed field no longer holds what
 * the bulk change set (saved since), gone, or now in a locked batch is refused and listed; each
 * restored record is version-bumped and audited as an undo of that bulk change.
 */
export async function undoBulkChange(db: Db, caller: Caller, id: number): Promise<BulkUndoResult> {
  const [change] = await findBulkChanges(db, id);
  if (!change) throw notFound('Bulk change', id);
  if (change.created_at.slice(0, 10) !== statisticsToday())
    throw badRequest(BULK_EDIT_MESSAGES.undoOnlySameDay, 'bulk_change_id');
  // Claimed first, so two undos of one change cannot both run.
  const claimed = await db
    .updateTable('bulk_changes')
    .set({ undone_at: sql<string>`now()`, undone_by: caller.id })
    .where('id', '=', id)
    .where('undone_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw badRequest(BULK_EDIT_MESSAGES.undoneAlready, 'bulk_change_id');

  // What each record's audit row says the bulk change did to it (found by the index of migration 010).
  const audited = await db
    .selectFrom('audit_log')
    .select(['entity_id', sql<unknown>`after -> 'bulk_change' -> 'changes'`.as('changes')])
    .where('entity', '=', 'document_detail')
    .where(sql<string>`after -> 'bulk_change' ->> 'id'`, '=', String(id))
    .execute();
  const changesOf = new Map(audited.map((row) => [Number(row.entity_id), fromJson<BulkFieldChange[]>(row.changes)]));
  const ids = [...changesOf.keys()].sort((a, b) => a - b);

  const result: BulkUndoResult = { bulk_change_id: id, restored: 0, refused: [] };
  const { parts, failed } = await runChunks(ids, (chunk) =>
    db.transaction().execute((trx) => undoChunk(trx, caller, id, chunk, changesOf)),
  );
  for (const part of parts) {
    result.restored += part.restored;
    result.refused.push(...part.refused);
  }
  if (failed) {
    logEvent('error', 'bulk undo failed', {
      who: caller.email,
      user_id: caller.id,
      bulk_change_id: id,
      first_id: failed.chunk[0],
      restored: result.restored,
      error: failed.error instanceof Error ? failed.error.message : String(failed.error),
    });
    throw new ApiError('INTERNAL', BULK_EDIT_MESSAGES.undoFailed, {
      restored: result.restored,
      failed_from_id: failed.chunk[0],
      bulk_change_id: id,
    });
  }
  return result;
}

async function undoChunk(
  trx: Db,
  caller: Caller,
  bulkChangeId: number,
  chunk: number[],
  changesOf: ReadonlyMap<number, BulkFieldChange[]>,
): Promise<Omit<BulkUndoResult, 'bulk_change_id'>> {
  const out: Omit<BulkUndoResult, 'bulk_change_id'> = { restored: 0, refused: [] };
  const rows = await lockChunk(trx, chunk, true);
  const open = rows.filter((row) => row.status !== 'locked').map((row) => row.id);
  const loaded = new Map((await loadRecordContents(trx, open)).map((r) => [r.id, r]));
  const status = new Map(rows.map((row) => [row.id, row.status]));
  const restoring: Array<{ id: number; changes: BulkFieldChange[] }> = [];
  for (const id of chunk) {
    const refuse = (reason: BulkUndoRefusalReason, message: string) => out.refused.push({ id, reason, message });
    const record = loaded.get(id);
    if (status.get(id) === 'locked') {
      refuse('locked-batch', `Record ${id} is in a locked batch`);
      continue;
    }
    if (!record) {
      refuse('not-found', `Record ${id} was not found`);
      continue;
    }
    const changes = changesOf.get(id) ?? [];
    const since = changedSince(record, changes);
    if (since) {
      refuse('changed-since', `Record ${id}: ${since}`);
      continue;
    }
    restoring.push({ id, changes });
  }
  if (restoring.length === 0) return out;
  await writeRecordChanges(trx, caller, restoring, 'before');
  await dealLateRecords(trx, caller, madeReady(restoring, 'before'));
  await audit(
    trx,
    caller,
    bulkAuditEntries(restoring, 'before', (changes) => ({
      bulk_undo: {
        bulk_change_id: bulkChangeId,
        changes: changes.map((c) => ({ ...c, before: c.after, after: c.before })),
      },
    })),
  );
  out.restored = restoring.length;
  return out;
}
