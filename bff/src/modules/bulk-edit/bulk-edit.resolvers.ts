import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { recordId } from '../../datasources/record-id.ts';
import { attemptWrite } from '../../graphql/user-errors.ts';
import { toQueryBody, toRecordPage, toSavedQuery } from './bulk-edit.mappers.ts';

/** How the save's API fields are named as its arguments. */
const SAVE_ARGUMENTS = { batch_id: 'scope.batchIds', research_collection_id: 'scope.researchCollectionIds' };

export const bulkEditResolvers: Resolvers = {
  Query: {
    bulkEditRecords: async (_root, { query, scope, cursor }, { dataSources }) =>
      toRecordPage(await dataSources.bulkEdit.records({ ...toQueryBody(query, scope), cursor: cursor ?? null })),
    bulkEditRecordIds: async (_root, { query, scope }, { dataSources }) => {
      const found = await dataSources.bulkEdit.recordIds(toQueryBody(query, scope));
      return { ...found, ids: found.ids.map(String) };
    },
    bulkEditSavedQueries: async (_root, _args, { dataSources }) =>
      (await dataSources.bulkEdit.savedQueries()).map(toSavedQuery),
    bulkEditSavedQuery: async (_root, { id }, { dataSources }) => {
      const saved = await dataSources.bulkEdit.savedQuery(recordId(id));
      return saved ? toSavedQuery(saved) : null;
    },
  },
  // The API's texts: 'Query has been saved successfully.', refusals beginning 'Failed to save query.'.
  Mutation: {
    saveBulkEditQuery: async (_root, { id, queryTitle, query, scope }, { dataSources }) => {
      const body = {
        ...toQueryBody(query, scope),
        id: id == null ? null : Number(recordId(id)),
        query_title: queryTitle,
      };
      const r = await attemptWrite(() => dataSources.bulkEdit.save(body), { argumentOf: SAVE_ARGUMENTS });
      return { message: r.message, savedQuery: r.data ? toSavedQuery(r.data) : null, userErrors: r.userErrors };
    },
    deleteBulkEditQuery: async (_root, { id }, { dataSources }) => {
      const r = await attemptWrite(() => dataSources.bulkEdit.delete(Number(recordId(id))));
      return { message: r.message, deletedId: r.data ? id : null, userErrors: r.userErrors };
    },
  },
};
