import type { Got } from 'got';
import { RecordsApi } from './datasources/records-api.ts';

export type BffContext = {
  dataSources: { records: RecordsApi };
};

/** A new context, data sources and loaders for every GraphQL request. */
export function buildContext(client: Got): BffContext {
  return { dataSources: { records: new RecordsApi(client) } };
}
