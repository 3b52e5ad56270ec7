import { statusLabel } from '@rt/domain';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { activeLinkCounts } from './research.mappers.ts';

function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`The records API answered without the ${what}`);
  return value;
}

export const researchResolvers: Resolvers = {
  Query: {
    document: (_root, { id }, { dataSources }) => dataSources.records.documents.load(id),
  },
  Document: {
    statusLabel: (d) => statusLabel(d.status),
    // The record embeds its batch (a required reference, so always present).
    batch: (d) => present(d.batch, `batch of record ${d.id}`),
    researchCollection: async (d, _args, { dataSources }) => {
      const collectionId = present(d.batch, `batch of record ${d.id}`).research_collection_id;
      return present(await dataSources.records.collections.load(collectionId), `research collection ${collectionId}`);
    },
    location: (d) => d.location,
    // The record embeds these people, so reading them needs no right to the user list.
    assignedUser: (d) => d.assigned_user,
    researchedBy: (d) => d.researched_by_user,
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
