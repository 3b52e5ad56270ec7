import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { aouLabel, type BatchRecord, type CollectionRecord, type LocationRecord } from './collection.mappers.ts';

export const collectionResolvers: Resolvers = {
  Query: {
    researchCollections: (_root, { status }, { dataSources }) =>
      dataSources.records.get<CollectionRecord[]>('research_collection', {
        collection_status: status === 'HIDE' ? 'hide' : 'show',
      }),
    researchCollection: (_root, { id }, { dataSources }) => dataSources.records.collections.load(id),
    batches: (_root, _args, { dataSources }) => dataSources.records.get<BatchRecord[]>('batch'),
    batch: (_root, { id }, { dataSources }) => dataSources.records.batches.load(id),
    location: async (_root, { id }, { dataSources }) =>
      (await dataSources.records.find<LocationRecord[]>(`location/fetch_location/${id}`))?.[0] ?? null,
  },
  ResearchCollection: {
    licenceSchemeName: (c) => c.licence_schema_name,
    status: (c) => c.status ?? 'show',
    batches: (c, _args, { dataSources }) => dataSources.records.collectionBatches.load(c.id),
  },
  Batch: {
    researchCollection: (b, _args, { dataSources }) => dataSources.records.collections.load(b.research_collection_id),
    locationCount: async (b, _args, { dataSources }) =>
      b.location_count ?? (await dataSources.records.batchLocations.load(b.id)).length,
    locations: (b, _args, { dataSources }) => b.locations ?? dataSources.records.batchLocations.load(b.id),
  },
  Location: {
    type: (l) => (l.institute ? 'institute' : 'school'),
    aouLabel: async (l, _args, { dataSources }) => aouLabel(l.aou, await dataSources.records.aouList()),
  },
};
