import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { ConnectionRecord } from './connections.mappers.ts';

/** The Relay shape of a page the records API answered in its snake_case. */
const connectionFields = <T>() => ({
  edges: (c: ConnectionRecord<T>) => c.page.edges,
  nodes: (c: ConnectionRecord<T>) => c.page.edges.map((edge) => edge.node),
  pageInfo: ({ page: { page_info: info } }: ConnectionRecord<T>) => ({
    hasNextPage: info.has_next_page,
    hasPreviousPage: info.has_previous_page,
    startCursor: info.start_cursor,
    endCursor: info.end_cursor,
  }),
  totalCount: (c: ConnectionRecord<T>) => c.count(),
});

export const connectionResolvers: Resolvers = {
  Query: {
    documents: (_root, { filter, ...page }, { dataSources }) => dataSources.connections.documents(filter, page),
    researchCollectionsConnection: (_root, { filter, ...page }, { dataSources }) =>
      dataSources.connections.collections(filter, page),
    batchesConnection: (_root, { filter, ...page }, { dataSources }) => dataSources.connections.batches(filter, page),
  },
  DocumentConnection: connectionFields(),
  ResearchCollectionConnection: connectionFields(),
  BatchConnection: connectionFields(),
  DocumentHistoryConnection: connectionFields(),
  Document: {
    history: (document, page, { dataSources }) => dataSources.connections.history(document.id, page),
  },
};
