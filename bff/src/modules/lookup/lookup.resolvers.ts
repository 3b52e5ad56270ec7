import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { TemplateRecord } from './lookup.mappers.ts';

export const lookupResolvers: Resolvers = {
  Query: {
    // The enum names the list; its lower-case form is the API's path (EDITION → /api/edition).
    lookup: (_root, { list }, { dataSources }) => dataSources.records.get(list.toLowerCase()),
    licenceSchemes: (_root, _args, { dataSources }) => dataSources.records.get('licence_scheme'),
    researchTemplates: (_root, _args, { dataSources }) => dataSources.records.get<TemplateRecord[]>('research_template'),
    researchTemplate: async (_root, { id }, { dataSources }) => {
      const templates = await dataSources.records.get<TemplateRecord[]>('research_template');
      return templates.find((t) => t.id === id) ?? null;
    },
    aouList: (_root, _args, { dataSources }) => dataSources.records.aouList(),
  },
  ResearchTemplate: {
    fields: (t, _args, { dataSources }) =>
      dataSources.records.get(`research_template_fields/research_template/${t.id}`),
    rules: (t, _args, { dataSources }) => dataSources.records.get(`rule/research_template/${t.id}`),
  },
};
