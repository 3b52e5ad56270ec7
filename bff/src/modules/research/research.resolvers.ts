import { statusLabel } from '@rt/domain';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { activeLinkCounts } from './research.mappers.ts';

export const researchResolvers: Resolvers = {
  Query: {
    document: (_root, { id }, { dataSources }) => dataSources.records.documents.load(id),
  },
  Document: {
    statusLabel: (d) => statusLabel(d.status),
    batch: async (d, _args, { dataSources }) => (await dataSources.records.batches.load(d.batch_id)) ?? d.batch,
    researchCollection: async (d, _args, { dataSources }) => {
      const collection = await dataSources.records.collections.load(d.batch.research_collection_id);
      if (!collection) throw new Error(`Research collection ${d.batch.research_collection_id} is missing`);
      return collection;
    },
    location: (d) => d.location,
    assignedUser: (d, _args, { dataSources }) =>
      d.assigned_user_id === null ? null : dataSources.records.users.load(d.assigned_user_id),
    researchedBy: (d, _args, { dataSources }) =>
      d.researched_by === null ? null : dataSources.records.users.load(d.researched_by),
    biblios: (d) => {
      const counts = activeLinkCounts(d.biblio_usage, 'biblio_id');
      return d.biblios.map((b) => ({ ...b, link_count: counts.get(b.id) ?? 0 }));
    },
    usages: (d) => {
      const counts = activeLinkCounts(d.biblio_usage, 'usage_id');
      return d.usages.map((u) => ({ ...u, link_count: counts.get(u.id) ?? 0 }));
    },
    links: (d) => d.biblio_usage,
  },
  Biblio: {
    documentId: (b) => b.document_detail_id,
  },
  Usage: {
    documentId: (u) => u.document_detail_id,
  },
};
