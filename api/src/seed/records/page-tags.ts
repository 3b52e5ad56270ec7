import type { InsertedDocument, NewRow } from '../factories.ts';
import type { Random } from '../random.ts';

/** What tagging a record's pages needs of it. */
export type TaggableDocument = {
  document: Pick<InsertedDocument['document'], 'id' | 'total_pages' | 'is_tagged'>;
  biblios: readonly Pick<InsertedDocument['biblios'][number], 'id'>[];
};

/** Page tags on tagged records: each biblio on a page, and now and then a page-range group tag. */
export function buildTags(random: Random, documents: readonly TaggableDocument[]) {
  const tags: NewRow<'biblio_tags'>[] = [];
  const groups: NewRow<'group_tags'>[] = [];
  const position = () => Number((0.1 + random.next() * 0.8).toFixed(4));
  for (const { document, biblios } of documents) {
    const pages = document.total_pages ?? 0;
    if (!document.is_tagged || pages < 1) continue;
    biblios.forEach((biblio, i) => {
      tags.push({
        biblio_id: biblio.id,
        document_detail_id: document.id,
        page_number: Math.min(pages, i * 2 + 1),
        page_x: position(),
        page_y: position(),
      });
    });
    if (pages >= 6 && random.chance(0.3)) {
      const start = random.int(1, pages - 4);
      groups.push({
        biblio_id: biblios[0].id,
        document_detail_id: document.id,
        start_page: start,
        end_page: start + random.int(1, 4),
        page_x: position(),
        page_y: position(),
      });
    }
  }
  return { tags, groups };
}
