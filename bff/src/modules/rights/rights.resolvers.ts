import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { toWorkRecord, type RecipientResponse, type WorkDetailResponse } from './rights.mappers.ts';

export const rightsResolvers: Resolvers = {
  Query: {
    work: async (_root, { workId }, { dataSources }) => {
      const detail = await dataSources.records.find<WorkDetailResponse>('wrs/work_detail', { work_id: workId });
      return detail && toWorkRecord(detail);
    },
    recipients: async (_root, { name, role }, { dataSources }) => {
      const { results } = await dataSources.records.get<{ results: RecipientResponse[] }>('mis/search_recipients', {
        pseudonymName: name,
        pseudonymRole: role === 'CREATOR' ? 'Creator' : 'Publisher',
      });
      return results.map((r) => ({ ...r, pseudonymName: r.pseudoymnName, pseudonymRole: r.pseudoymnRole }) as never);
    },
  },
};
