import { documentPages, fullPdfUrl } from '@rt/domain';
import type { DocumentResolvers, Resolvers } from '../../__generated__/resolvers-types.ts';
import { jsonNumber } from '../../datasources/record-id.ts';
import { attemptWrite } from '../../graphql/user-errors.ts';

/** The API's names of a tag's fields, as the inputs name them. */
const TAG_ARGUMENTS = {
  argumentOf: {
    id: 'id',
    biblio_id: 'biblioId',
    document_id: 'recordId',
    page_number: 'pageNumber',
    page_x: 'pageX',
    page_y: 'pageY',
    start_page: 'startPage',
    end_page: 'endPage',
  },
};

/** A document's pages and tags, under its name and its deprecated one. */
const documentPagesAndTags: DocumentResolvers = {
  pages: (r) => ({
    total: r.total_pages ?? 0,
    heldback: r.total_heldback_pages ?? 0,
    fullPdfUrl: r.file_path ? fullPdfUrl(r.id) : null,
    list: r.file_path ? documentPages(r.id, r.total_pages ?? 0, r.total_heldback_pages ?? 0) : [],
  }),
  tags: async (r, _args, { dataSources }) => ({
    recordId: String(r.id),
    ...(await dataSources.tags.ofRecord.load(String(r.id))),
  }),
};

export const tagResolvers: Resolvers = {
  Query: {
    recordTags: async (_root, { recordId }, { dataSources }) => ({
      recordId,
      ...(await dataSources.tags.ofRecord.load(recordId)),
    }),
  },
  Mutation: {
    saveTag: async (_root, { input }, { dataSources: { researchRecords, tags } }) => {
      const body = {
        id: jsonNumber(input.id ?? null),
        biblio_id: jsonNumber(input.biblioId ?? null),
        page_number: input.pageNumber,
        page_x: input.pageX,
        page_y: input.pageY,
      };
      const { message, data, userErrors } = await attemptWrite(() => tags.save(input.recordId, body), TAG_ARGUMENTS);
      // A biblio made for the tag changed the record: this request reads it afresh.
      if (data?.created_biblio_id) researchRecords.fullRecord.clear(input.recordId);
      return {
        message,
        tag: data?.tag ?? null,
        createdBiblioId: data?.created_biblio_id ?? null,
        recordVersion: data?.document_version ?? null,
        userErrors,
      };
    },
    saveGroupTag: async (_root, { input }, { dataSources: { tags } }) => {
      const body = {
        id: jsonNumber(input.id ?? null),
        biblio_id: jsonNumber(input.biblioId),
        start_page: input.startPage,
        end_page: input.endPage,
        page_x: input.pageX,
        page_y: input.pageY,
      };
      const { message, data, userErrors } = await attemptWrite(
        () => tags.saveGroup(input.recordId, body),
        TAG_ARGUMENTS,
      );
      return { message, groupTag: data, userErrors };
    },
    deleteTag: async (_root, { id }, { dataSources: { tags } }) => {
      const { message, data, userErrors } = await attemptWrite(() => tags.delete(id));
      return { message, deletedId: data?.id ?? null, userErrors };
    },
    deleteGroupTag: async (_root, { id }, { dataSources: { tags } }) => {
      const { message, data, userErrors } = await attemptWrite(() => tags.deleteGroup(id));
      return { message, deletedId: data?.id ?? null, userErrors };
    },
  },
  Document: documentPagesAndTags,
  // The deprecated name of Document reads the same.
  ResearchRecord: documentPagesAndTags,
  RecordTags: {
    pageTags: (t) => t.biblio_tags,
    groupTags: (t) => t.group_tags,
  },
  BiblioTag: { recordId: (t) => t.document_detail_id },
  GroupTag: { recordId: (t) => t.document_detail_id },
};
