import type { Db } from '../../db/connect.ts';
import { badRequest, notFound } from '../../http/api-error.ts';
import type { Caller } from '../../http/caller.ts';
import { GROUP_TAG_COLUMNS, type GroupTag } from './list-tags.ts';
import type { GroupTagBody } from './tag-body.ts';
import { requireRecordBiblio, tagScope } from './tag-scope.ts';

/** POST /api/biblio_tag/save_group_tag/{documentId}: a biblio's page range, from start_page to end_page. */
export async function saveGroupTag(db: Db, caller: Caller, documentId: number, body: GroupTagBody): Promise<GroupTag> {
  if (body.end_page < body.start_page) throw badRequest('The end page must not come before the start page', 'end_page');
  return db.transaction().execute(async (trx) => {
    await tagScope(trx, caller, documentId, body, [body.start_page, body.end_page]);
    await requireRecordBiblio(trx, documentId, body.biblio_id);
    const values = {
      biblio_id: body.biblio_id,
      document_detail_id: documentId,
      start_page: body.start_page,
      end_page: body.end_page,
      page_x: body.page_x,
      page_y: body.page_y,
      page_tagged_flag: body.page_tagged_flag,
    };
    const tag =
      body.id === null
        ? await trx.insertInto('group_tags').values(values).returning(GROUP_TAG_COLUMNS).executeTakeFirstOrThrow()
        : await trx
            .updateTable('group_tags')
            .set(values)
            .where('id', '=', body.id)
            .where('document_detail_id', '=', documentId)
            .returning(GROUP_TAG_COLUMNS)
            .executeTakeFirst();
    if (!tag) throw notFound('Group tag', body.id);
    return tag;
  });
}
