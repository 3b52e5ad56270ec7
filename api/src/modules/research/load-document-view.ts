import type { Db } from '../../db/connect.ts';

/** What the document viewer needs before it asks for pages. */
export function loadDocumentView(db: Db, id: number) {
  return db
    .selectFrom('document_details')
    .select(['id', 'total_pages', 'total_heldback_pages', 'document_view'])
    .where('id', '=', id)
    .executeTakeFirst();
}
