import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/api-error.ts';
import type { Caller } from '../../http/caller.ts';
import { requireRecordWrite } from '../research/require-record-write.ts';

/**
 * DELETE /api/biblio_tag/delete_tag/{id} (a page tag) and .../delete_group_tag/{id}: 404 for a tag
 * that is not there (anymore); refused when the caller may not change its record.
 */
export async function deleteTag(db: Db, caller: Caller, table: 'biblio_tags' | 'group_tags', id: number) {
  return db.transaction().execute(async (trx) => {
    const tag = await trx.selectFrom(table).select('document_detail_id').where('id', '=', id).executeTakeFirst();
    if (!tag) throw notFound(table === 'biblio_tags' ? 'Tag' : 'Group tag', id);
    await requireRecordWrite(trx, caller, tag.document_detail_id);
    await trx.deleteFrom(table).where('id', '=', id).execute();
    return { id, document_detail_id: tag.document_detail_id };
  });
}
