import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { attemptWrite } from '../../graphql/user-errors.ts';
import { batchBody, collectionBody, locationBody, locationFields } from './collection.inputs.ts';
import { aouLabel } from './collection.mappers.ts';

export const collectionResolvers: Resolvers = {
  Query: {
    researchCollections: (_root, { status }, { dataSources }) =>
      dataSources.collections.list(status === 'HIDE' ? 'hide' : 'show'),
    researchCollection: (_root, { id }, { dataSources }) => dataSources.collections.collection.load(id),
    batches: (_root, _args, { dataSources }) => dataSources.collections.batches(),
    batch: (_root, { id }, { dataSources }) => dataSources.collections.batch.load(id),
    location: (_root, { id }, { dataSources }) => dataSources.collections.location(id),
  },
  // Each write answers the API's message (the screen's success alert) or its refusal as userErrors.
  Mutation: {
    createResearchCollection: async (_root, { input }, { dataSources }) => {
      const r = await attemptWrite(() => dataSources.collections.createCollection(collectionBody(input)));
      return { message: r.message, researchCollection: r.data, userErrors: r.userErrors };
    },
    updateResearchCollection: async (_root, { id, input }, { dataSources }) => {
      const r = await attemptWrite(() => dataSources.collections.updateCollection(id, collectionBody(input, id)));
      return { message: r.message, researchCollection: r.data, userErrors: r.userErrors };
    },
    deleteResearchCollection: async (_root, { id }, { dataSources }) => {
      const r = await attemptWrite(() => dataSources.collections.deleteCollection(id));
      return { message: r.message, deletedId: r.data ? id : null, userErrors: r.userErrors };
    },
    createBatch: async (_root, { input }, { dataSources }) => {
      const r = await attemptWrite(() => dataSources.collections.createBatch(batchBody(input)));
      return { message: r.message, batch: r.data, userErrors: r.userErrors };
    },
    updateBatch: async (_root, { id, input }, { dataSources }) => {
      const r = await attemptWrite(() => dataSources.collections.updateBatch(id, batchBody(input, id)));
      return { message: r.message, batch: r.data, userErrors: r.userErrors };
    },
    deleteBatch: async (_root, { id }, { dataSources }) => {
      const r = await attemptWrite(() => dataSources.collections.deleteBatch(id));
      return { message: r.message, deletedId: r.data ? id : null, userErrors: r.userErrors };
    },
    updateLocation: async (_root, { id, input }, { dataSources }) => {
      const r = await attemptWrite(() => dataSources.collections.updateLocation(id, locationBody(input, id)), {
        argumentOf: locationFields(input),
      });
      return { message: r.message, location: r.data, userErrors: r.userErrors };
    },
  },
  ResearchCollection: {
    licenceSchemeName: (c) => c.licence_schema_name,
    status: (c) => c.status ?? 'show',
    batches: (c, _args, { dataSources }) => dataSources.collections.collectionBatches.load(c.id),
  },
  Batch: {
    researchCollection: (b, _args, { dataSources }) =>
      dataSources.collections.collection.load(b.research_collection_id),
    locationCount: async (b, _args, { dataSources }) =>
      b.location_count ?? (await dataSources.collections.batchLocations.load(b.id)).length,
    locations: (b, _args, { dataSources }) => b.locations ?? dataSources.collections.batchLocations.load(b.id),
  },
  Location: {
    type: (l) => (l.institute ? 'institute' : 'school'),
    aouLabel: async (l, _args, { dataSources }) => aouLabel(l.aou, await dataSources.collections.aouList()),
  },
};
