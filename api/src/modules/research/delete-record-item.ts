import { RESEARCH_MESSAGES, biblioDeletionRefusal, usageDeletionRefusal } from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import { audit } from '../../db/audit.ts';
import { lockRow } from '../../db/rows.ts';
import { badRequest, notFound } from '../../http/api-error.ts';
import type { Caller } from '../../http/caller.ts';
import { loadFullRecord, type FullRecord } from './load-full-record.ts';
import { requireRecordWrite } from './require-record-write.ts';
import { shapeOf } from './write-record-items.ts';

/** DELETE biblio and usage answer the record as it is afterwards, with its new version. */
export type RecordAfterDelete = { record: FullRecord };

/**
 * Locks the record an item belongs to and reads it whole, or 404 when the item is not there
 * (anymore), or not in the record the caller names (`document_id`); refused when the caller may not
 * change the record (requireRecordWrite: a locked batch keeps its items, spec section 4).
 */
async function lockOwner(
  trx: Db,
  caller: Caller,
  table: 'biblios' | 'usages',
  itemId: number,
  what: string,
  documentId: number | undefined,
): Promise<FullRecord> {
  const owner = await trx.selectFrom(table).select('document_detail_id').where('id', '=', itemId).executeTakeFirst();
  if (!owner || (documentId !== undefined && owner.document_detail_id !== documentId)) throw notFound(what, itemId);
  await requireRecordWrite(trx, caller, owner.document_detail_id);
  await lockRow(trx, 'document_details', owner.document_detail_id, 'Document');
  const record = (await loadFullRecord(trx, owner.document_detail_id))!;
  if (!record[table].some((item) => item.id === itemId)) throw notFound(what, itemId);
  return record;
}

/** Moves the record's version on (its trigger), so a form loaded before the delete must reload. */
async function touch(trx: Db, caller: Caller, documentId: number): Promise<FullRecord> {
  await trx.updateTable('document_details').set({ updated_by: caller.id }).where('id', '=', documentId).execute();
  return (await loadFullRecord(trx, documentId))!;
}

/**
 * Deletes a biblio with its links and tags: never the record's last biblio, nor one that an active
 * usage has as its only active biblio (spec section 5).
 */
export async function deleteBiblio(
  db: Db,
  caller: Caller,
  biblioId: number,
  documentId?: number,
): Promise<RecordAfterDelete> {
  return db.transaction().execute(async (trx) => {
    const before = await lockOwner(trx, caller, 'biblios', biblioId, 'Biblio', documentId);
    const refusal = biblioDeletionRefusal(shapeOf(before), String(biblioId));
    if (refusal) throw badRequest(refusal, 'id');
    const tags = await trx.selectFrom('biblio_tags').selectAll().where('biblio_id', '=', biblioId).execute();
    const groupTags = await trx.selectFrom('group_tags').selectAll().where('biblio_id', '=', biblioId).execute();
    await trx.deleteFrom('biblios').where('id', '=', biblioId).execute();
    const record = await touch(trx, caller, before.id);
    await audit(trx, caller, {
      action: 'delete',
      entity: 'biblio',
      entityId: biblioId,
      before: {
        biblio: before.biblios.find((b) => b.id === biblioId),
        links: before.biblio_usage.filter((l) => l.biblio_id === biblioId),
        biblio_tags: tags,
        group_tags: groupTags,
        document_version: before.version,
      },
      after: { document_version: record.version },
    });
    return { record };
  });
}

/**
 * Deletes a usage with its links, unless an active biblio would be left without an active usage:
 * 'Usage cannot be deleted since it has active link to Biblio' (domain's usageDeletionRefusal
 * documents how spec section 5 is read). `biblioId`, when sent, must be a biblio of the record.
 */
export async function deleteUsage(
  db: Db,
  caller: Caller,
  usageId: number,
  given: { biblioId?: number; documentId?: number },
): Promise<RecordAfterDelete> {
  const { biblioId, documentId } = given;
  return db.transaction().execute(async (trx) => {
    const before = await lockOwner(trx, caller, 'usages', usageId, 'Usage', documentId);
    if (biblioId !== undefined && !before.biblios.some((b) => b.id === biblioId))
      throw badRequest(`Biblio ${biblioId} is not part of this record`, 'biblio_id');
    const refusal = usageDeletionRefusal(shapeOf(before), String(usageId));
    if (refusal) throw badRequest(refusal, 'id');
    await trx.deleteFrom('usages').where('id', '=', usageId).execute();
    const record = await touch(trx, caller, before.id);
    await audit(trx, caller, {
      action: 'delete',
      entity: 'usage',
      entityId: usageId,
      before: {
        usage: before.usages.find((u) => u.id === usageId),
        links: before.biblio_usage.filter((l) => l.usage_id === usageId),
        document_version: before.version,
      },
      after: { document_version: record.version },
    });
    return { record };
  });
}

export const DELETE_MESSAGES = { biblio: RESEARCH_MESSAGES.biblioDeleted, usage: RESEARCH_MESSAGES.updated } as const;
