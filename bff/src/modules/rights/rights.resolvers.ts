import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { toWorkRecord } from './rights.mappers.ts';

export const rightsResolvers: Resolvers = {
  Query: {
    work: async (_root, { workId }, { dataSources }) => {
      const detail = await dataSources.rights.work(workId);
      return detail && toWorkRecord(detail);
    },
    workSearch: (_root, { criteria }, { dataSources }) => dataSources.rights.lookup(criteria),
    citingRecords: (_root, { workId, excludeRecordId }, { dataSources }) =>
      dataSources.rights.citingRecords(workId, excludeRecordId),
    recipients: async (_root, { name, role }, { dataSources }) =>
      (await dataSources.rights.recipients(name, role)).map(
        (r) => ({ ...r, pseudonymName: r.pseudoymnName, pseudonymRole: r.pseudoymnRole }) as never,
      ),
  },
};
