import type { Resolvers } from '../../__generated__/resolvers-types.ts';

export const lookupResolvers: Resolvers = {
  Query: {
    lookup: (_root, { list }, { dataSources }) => dataSources.lookups.list(list),
    licenceSchemes: (_root, _args, { dataSources }) => dataSources.lookups.licenceSchemes(),
    researchTemplates: (_root, _args, { dataSources }) => dataSources.lookups.templates(),
    researchTemplate: (_root, { id }, { dataSources }) => dataSources.lookups.template(id),
    aouList: (_root, _args, { dataSources }) => dataSources.collections.aouList(),
  },
  ResearchTemplate: {
    fields: (t, { licenceSchemeId }, { dataSources }) =>
      dataSources.lookups.templateFields(t.id, licenceSchemeId ?? undefined),
    rules: (t, _args, { dataSources }) => dataSources.lookups.rules(t.id),
  },
};
