import type { Resolvers } from '../../__generated__/resolvers-types.ts';

type QueueGroups = Record<string, Record<string, { external_id: string; total_pages: number | null }>>;

export const queueResolvers: Resolvers = {
  Query: {
    queueSummary: (_root, _args, { dataSources }) => dataSources.records.get('research_queue/queue_summary'),
    nextQueueRecordId: async (_root, { batchId, status, exceptId }, { dataSources }) => {
      const { next_document_id } = await dataSources.records.get<{ next_document_id: number | null }>(
        `research_queue/${status.toLowerCase()}`,
        { batch: batchId, except: exceptId ?? undefined },
      );
      return next_document_id === null ? null : String(next_document_id);
    },
    queue: async (_root, { status }, { dataSources }) => {
      const groups = await dataSources.records.get<QueueGroups>(`research_queue/${status.toLowerCase()}`);
      return Object.entries(groups).map(([name, records]) => ({
        name,
        records: Object.entries(records).map(([id, r]) => ({ id, externalId: r.external_id, totalPages: r.total_pages })),
      }));
    },
  },
};
