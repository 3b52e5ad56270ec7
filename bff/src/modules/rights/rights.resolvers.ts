import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import {
  toWorkRecord,
  type RecipientResponse,
  type WorkDetailResponse,
  type WorkDocumentRecord,
  type WorkMatchRecord,
} from './rights.mappers.ts';

export const rightsResolvers: Resolvers = {
  Query: {
    work: async (_root, { workId }, { dataSources }) => {
      const detail = await dataSources.records.find<WorkDetailResponse>('wrs/work_detail', { work_id: workId });
      return detail && toWorkRecord(detail);
    },
    workSearch: async (_root, { criteria }, { dataSources }) => {
      // The rights system names its criteria in camelCase (accountObjectId, workType).
      const body = Object.fromEntries(Object.entries(criteria).filter(([, v]) => v !== undefined && v !== null));
      const { data } = await dataSources.records.send<{ results: WorkMatchRecord[] }>('post', 'wrs/research_lookup', body);
      return data.results;
    },
    workDocuments: async (_root, { workId, excludeRecordId }, { dataSources }) => {
      const { results } = await dataSources.records.get<{ results: WorkDocumentRecord[] }>(
        `document_detail/documents/${encodeURIComponent(workId)}`,
        { exclude: excludeRecordId ?? undefined },
      );
      return results;
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
