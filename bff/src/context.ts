import type { Got } from 'got';
import { RecordsApi } from './datasources/records-api.ts';
import type { Credentials } from './auth/credentials.ts';
import { identifyCaller, type Caller } from './graphql/access.ts';

export type BffContext = {
  dataSources: { records: RecordsApi };
  /** The signed-in user, asked of the API once per request; UNAUTHENTICATED for nobody. */
  caller: () => Promise<Caller>;
};

/** A new context, data sources and loaders for every GraphQL request, acting as its caller. */
export function buildContext(client: Got, credentials: Credentials | undefined): BffContext {
  const records = new RecordsApi(client, credentials?.headers);
  let caller: Promise<Caller> | undefined;
  return {
    dataSources: { records },
    caller: () => (caller ??= identifyCaller(records, credentials)),
  };
}
