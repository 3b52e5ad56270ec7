import type { Db } from '../../db/connect.ts';
import { badRequest } from '../../http/api-error.ts';
import type { Caller } from '../../http/caller.ts';
import { requireRecordWrite } from '../research/require-record-write.ts';

/**
 * Opens a tag write on a record: the caller must be allowed to change it (requireRecordWrite, 404
 * for no such record), a `document_id` in the body must be the record of the address, and the
 * pages named must be pages of its document. Answers the record's page count.
 */
export async function tagScope(
  trx: Db,
  caller: Caller,
  documentId: number,
  body: { document_id: number | null },
  pages: number[],
): Promise<number> {
  if (body.document_id !== null && body.document_id !== documentId)
    throw badRequest('document_id must be the record of the address', 'document_id');
  await requireRecordWrite(trx, caller, documentId);
  const { total_pages: total } = await trx
    .selectFrom('document_details')
    .select('total_pages')
    .where('id', '=', documentId)
    .executeTakeFirstOrThrow();
  const outside = pages.find((page) => page > (total ?? 0));
  if (outside !== undefined)
    throw badRequest(`Page ${outside} is not a page of this document: it has ${total ?? 0} pages`, 'page_number');
  return total ?? 0;
}

/** The biblio must be one of the record's, or 400: a tag never points into another record. */
export async function requireRecordBiblio(trx: Db, documentId: number, biblioId: number): Promise<void> {
  const found = await trx
    .selectFrom('biblios')
    .select('id')
    .where('id', '=', biblioId)
    .where('document_detail_id', '=', documentId)
    .executeTakeFirst();
  if (!found) throw badRequest(`Biblio ${biblioId} is not a biblio of this record`, 'biblio_id');
}
