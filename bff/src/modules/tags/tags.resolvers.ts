import { documentPages, fullPdfUrl } from '@rt/domain';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { jsonNumber } from '../../datasources/record-id.ts';
import { attemptWrite } from '../../graphql/user-errors.ts';

/** The API's names of a tag's fields, as the inputs name them. */
const TAG_ARGUMENTS = {
  argumentOf: {
    id: 'id',
    biblio_id: 'biblioId',
    document_id: 'documentId',
    page_number: 'pageNumber',
    page_x: 'pageX',
    page_y: 'pageY',
    start_page: 'startPage',
    end_page: 'endPage',
  },
};

export const tagResolvers: Resolvers = {
  Query: {
    documentTags: async (_root, { documentId }, { dataSources }) => ({
      documentId,
      ...(await dataSources.tags.ofDocument.load(documentId)),
    }),
  },
  Mutation: {
    saveTag: async (_root, { input }, { dataSources: { documents, tags } }) => {
      const body = {
        id: jsonNumber(input.id ?? null),
        biblio_id: jsonNumber(input.biblioId ?? null),
        page_number: input.pageNumber,
        page_x: input.pageX,
        page_y: input.pageY,
      };
      const { message, data, userErrors } = await attemptWrite(() => tags.save(input.documentId, body), TAG_ARGUMENTS);
      // A biblio made for the tag changed the record: this request reads it afresh.
      if (data?.created_biblio_id) documents.fullRecord.clear(input.documentId);
      return {
        message,
        tag: data?.tag ?? null,
        createdBiblioId: data?.created_biblio_id ?? null,
        documentVersion: data?.document_version ?? null,
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
        () => tags.saveGroup(input.documentId, body),
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
  Document: {
    pages: (d) => ({
      total: d.total_pages ?? 0,
      heldback: d.total_heldback_pages ?? 0,
      fullPdfUrl: d.file_path ? fullPdfUrl(d.id) : null,
      list: d.file_path ? documentPages(d.id, d.total_pages ?? 0, d.total_heldback_pages ?? 0) : [],
    }),
    tags: async (d, _args, { dataSources }) => ({
      documentId: String(d.id),
      ...(await dataSources.tags.ofDocument.load(String(d.id))),
    }),
  },
  DocumentTags: {
    pageTags: (t) => t.biblio_tags,
    groupTags: (t) => t.group_tags,
  },
  BiblioTag: { documentId: (t) => t.document_detail_id },
  GroupTag: { documentId: (t) => t.document_detail_id },
};
