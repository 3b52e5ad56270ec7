import type { ApiClient } from './datasources/api-client.ts';
import { RecordsApi } from './datasources/records-api.ts';
import type { CallerCache } from './auth/caller-cache.ts';
import type { Credentials } from './auth/credentials.ts';
import { identifyCaller, type Caller } from './graphql/access.ts';
import type { UserRecord } from './modules/user/user.mappers.ts';

export type BffContext = {
  dataSources: { records: RecordsApi };
  /** The signed-in user (the API's answer of the last few seconds); UNAUTHENTICATED for nobody. */
  caller: () => Promise<Caller>;
  /** The signed-in user as the API answers now (and remembered for the caller checks), or null. */
  signedIn: () => Promise<UserRecord | null>;
  /** Who is signed in, shared by all requests: a role change clears its user's entries. */
  callers: CallerCache;
};

/** A new context, data sources and loaders for every GraphQL request, acting as its caller. */
export function buildContext(
  client: ApiClient,
  credentials: Credentials | undefined,
  callers: CallerCache,
): BffContext {
  const records = new RecordsApi(client, credentials?.headers);
  let caller: Promise<Caller> | undefined;
  const ask = () => records.currentUser();
  const signedIn = async () => (credentials ? callers.refresh(credentials, ask) : ask());
  return {
    dataSources: { records },
    caller: () => (caller ??= identifyCaller(credentials, callers, ask)),
    signedIn,
    callers,
  };
}
