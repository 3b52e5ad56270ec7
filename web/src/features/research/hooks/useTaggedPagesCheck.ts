import { useQuery } from '@apollo/client/react';
import { checkTaggedPages, taggedPages, type TaggedPagesMismatch } from '@rt/domain';
import { RecordTagsQuery } from '../../viewer/viewerDocument.ts';
import type { BiblioDraft } from '../rules/draft.ts';
import type { RecordView } from '../components/recordView.ts';

/**
 * The active biblio's tags in the document viewer against its page_numbers and units_copied
 * (domain's checkTaggedPages): what disagrees, and `refetch` for when the viewer changes the tags.
 */
export function useTaggedPagesCheck(
  record: RecordView,
  biblio: BiblioDraft | null,
): { mismatch: TaggedPagesMismatch | null; refetch: () => void } {
  const { data, refetch } = useQuery(RecordTagsQuery, {
    variables: { recordId: record.id ?? '' },
    skip: !record.id || !record.documentView,
  });
  const tags = data?.recordTags;
  const mismatch =
    tags && biblio?.id ? checkTaggedPages(taggedPages(biblio.id, tags.pageTags, tags.groupTags), biblio) : null;
  return { mismatch, refetch: () => void refetch().catch(() => undefined) };
}
