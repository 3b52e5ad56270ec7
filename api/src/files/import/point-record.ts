import type { Db } from '../../db/connect.ts';
import { audit } from '../../db/audit.ts';
import type { Caller } from '../../http/caller.ts';
import { importedDocumentPath } from '../document-files.ts';
import { dealLateRecords } from '../../modules/assignment/distribute-records.ts';

/**
 * Points a record at its imported document with its page counts, with its audit row, inside the
 * caller's transaction; a record that already does is left alone, so its version (and an open
 * form) stays as it is. A record ready for research that now has its document is dealt out as a
 * late record (dealLateRecords). False when the record is no longer there.
 */
export async function pointRecordAt(
  trx: Db,
  actor: Caller | undefined,
  recordId: number,
  pages: { pages: number; heldbackPages: number },
): Promise<boolean> {
  const after = {
    file_name: `${recordId}.pdf`,
    file_path: importedDocumentPath(recordId),
    total_pages: pages.pages,
    total_heldback_pages: pages.heldbackPages,
    heldback: pages.heldbackPages > 0,
    document_view: true,
  };
  // The batch before the record, the order every assignment write locks in.
  await trx
    .selectFrom('batches')
    .select('id')
    .where('id', '=', (eb) => eb.selectFrom('document_details').select('batch_id').where('id', '=', recordId))
    .forShare()
    .execute();
  const before = await trx
    .selectFrom('document_details')
    .select(['file_name', 'file_path', 'total_pages', 'total_heldback_pages', 'heldback', 'document_view'])
    .where('id', '=', recordId)
    .forUpdate()
    .executeTakeFirst();
  if (!before) return false;
  if (JSON.stringify(before) === JSON.stringify(after)) return true;
  await trx.updateTable('document_details').set(after).where('id', '=', recordId).execute();
  await audit(trx, actor, { action: 'update', entity: 'document_detail', entityId: recordId, before, after });
  await dealLateRecords(trx, actor, [recordId]);
  return true;
}
