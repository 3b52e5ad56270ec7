import type { Resolvers } from '../../__generated__/resolvers-types.ts';

export const queueResolvers: Resolvers = {
  Query: {
    queueSummary: (_root, _args, { dataSources }) => dataSources.queue.summary(),
    nextQueueRecordId: async (_root, { batchId, status, exceptId }, { dataSources }) => {
      const next = await dataSources.queue.next(status, batchId, exceptId);
      return next === null ? null : String(next);
    },
    queue: async (_root, { status }, { dataSources }) => {
      const groups = await dataSources.queue.groups(status);
      return Object.entries(groups).map(([name, records]) => ({
        name,
        records: Object.entries(records).map(([id, r]) => ({
          id,
          externalId: r.external_id,
          totalPages: r.total_pages,
        })),
      }));
    },
  },
};
