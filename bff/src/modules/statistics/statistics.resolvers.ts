import { ASSIGNABLE_ROLE_IDS } from '@rt/domain';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { toIndividualMetrics, toProcessedRecordsRow, toProcessOverview } from './statistics.mappers.ts';

export const statisticsResolvers: Resolvers = {
  Query: {
    processOverview: async (_root, { collectionId, batchId, targetDate }, { dataSources }) =>
      toProcessOverview(await dataSources.statistics.processOverview(collectionId, batchId, targetDate), {
        collectionId,
        batchId,
      }),
    // Someone else's metrics are refused by the API (403) with its message, a FORBIDDEN error here.
    individualMetrics: async (_root, { researcherId }, { dataSources }) =>
      toIndividualMetrics(await dataSources.statistics.individualProcess(researcherId)),
    processedRecordsSummary: async (_root, { researcherId, date }, { dataSources }) =>
      (await dataSources.statistics.processedRecordsSummary(researcherId, date)).map(toProcessedRecordsRow),
    statisticsResearchers: async (_root, _args, { dataSources }) =>
      (await dataSources.users.list())
        .filter((u) => u.role_id !== null && ASSIGNABLE_ROLE_IDS.includes(u.role_id))
        .sort((a, b) => a.display_name.localeCompare(b.display_name) || a.id - b.id),
  },
};
