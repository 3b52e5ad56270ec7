import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { recordId } from '../../datasources/record-id.ts';
import { attemptWrite, batchBody, collectionBody, locationBody, locationFields } from './collection.inputs.ts';
import { aouLabel, type BatchRecord, type CollectionRecord, type LocationRecord } from './collection.mappers.ts';

const path = (base: string, id: string) => `${base}/${recordId(id)}`;

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
      (await dataSources.records.find<LocationRecord[]>(path('location/fetch_location', id)))?.[0] ?? null,
  },
  // Each write answers the API's message (the screen's success alert) or its refusal as userErrors.
  Mutation: {
    createResearchCollection: async (_root, { input }, { dataSources }) => {
      const r = await attemptWrite(() =>
        dataSources.records.send<CollectionRecord>('post', 'research_collection', collectionBody(input)),
      );
      return { message: r.message, researchCollection: r.data, userErrors: r.userErrors };
    },
    updateResearchCollection: async (_root, { id, input }, { dataSources }) => {
      const r = await attemptWrite(() =>
        dataSources.records.send<CollectionRecord>('put', path('research_collection', id), collectionBody(input, id)),
      );
      return { message: r.message, researchCollection: r.data, userErrors: r.userErrors };
    },
    deleteResearchCollection: async (_root, { id }, { dataSources }) => {
      const r = await attemptWrite(() =>
        dataSources.records.send<{ id: number }>('delete', path('research_collection', id)),
      );
      return { message: r.message, deletedId: r.data ? id : null, userErrors: r.userErrors };
    },
    createBatch: async (_root, { input }, { dataSources }) => {
      const r = await attemptWrite(() => dataSources.records.send<BatchRecord>('post', 'batch', batchBody(input)));
      return { message: r.message, batch: r.data, userErrors: r.userErrors };
    },
    updateBatch: async (_root, { id, input }, { dataSources }) => {
      const r = await attemptWrite(() =>
        dataSources.records.send<BatchRecord>('put', path('batch', id), batchBody(input, id)),
      );
      return { message: r.message, batch: r.data, userErrors: r.userErrors };
    },
    deleteBatch: async (_root, { id }, { dataSources }) => {
      const r = await attemptWrite(() => dataSources.records.send<{ id: number }>('delete', path('batch', id)));
      return { message: r.message, deletedId: r.data ? id : null, userErrors: r.userErrors };
    },
    updateLocation: async (_root, { id, input }, { dataSources }) => {
      const r = await attemptWrite(
        () =>
          dataSources.records.send<LocationRecord>('put', path('location/edit_location', id), locationBody(input, id)),
        locationFields(input),
      );
      return { message: r.message, location: r.data, userErrors: r.userErrors };
    },
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
