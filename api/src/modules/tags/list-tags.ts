import type { Db } from '../../db/connect.ts';

export const TAG_COLUMNS = [
  'id',
  'biblio_id',
  'document_detail_id',
  'page_number',
  'page_x',
  'page_y',
  'page_tagged_flag',
] as const;
export const GROUP_TAG_COLUMNS = [
  'id',
  'biblio_id',
  'document_detail_id',
  'start_page',
  'end_page',
  'page_x',
  'page_y',
  'page_tagged_flag',
] as const;

export type BiblioTag = {
  id: number;
  biblio_id: number;
  document_detail_id: number;
  page_number: number;
  page_x: number;
  page_y: number;
  page_tagged_flag: boolean;
};
export type GroupTag = Omit<BiblioTag, 'page_number'> & { start_page: number; end_page: number };

/** GET /api/biblio_tag/{documentId}: the record's page tags and group tags, in page order; null for no such record. */
export async function listTags(db: Db, documentId: number) {
  const record = await db.selectFrom('document_details').select('id').where('id', '=', documentId).executeTakeFirst();
  if (!record) return null;
  const [biblio_tags, group_tags] = await Promise.all([
    db
      .selectFrom('biblio_tags')
      .select(TAG_COLUMNS)
      .where('document_detail_id', '=', documentId)
      .orderBy('page_number')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('group_tags')
      .select(GROUP_TAG_COLUMNS)
      .where('document_detail_id', '=', documentId)
      .orderBy('start_page')
      .orderBy('id')
      .execute(),
  ]);
  return { biblio_tags, group_tags };
}
