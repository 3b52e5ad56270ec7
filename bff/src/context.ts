import type { ApiClient } from './datasources/api-client.ts';
import { RecordsApi } from './datasources/records-api.ts';
import { AssignmentsApi } from './modules/assignment/assignment.api.ts';
import { BulkUpdateApi } from './modules/bulk-update/bulk-update.api.ts';
import { BulkEditApi } from './modules/bulk-edit/bulk-edit.api.ts';
import { CollectionsApi } from './modules/collection/collection.api.ts';
import { ConnectionsApi } from './modules/connections/connections.api.ts';
import { LookupsApi } from './modules/lookup/lookup.api.ts';
import { QueueApi } from './modules/queue/queue.api.ts';
import { ResearchRecordsApi } from './modules/research/research.api.ts';
import { RightsApi } from './modules/rights/rights.api.ts';
import { StatisticsApi } from './modules/statistics/statistics.api.ts';
import { TagsApi } from './modules/tags/tags.api.ts';
import { UsersApi } from './modules/user/user.api.ts';
import { IntegratorsApi } from './modules/integrators/integrators.api.ts';
import { WebhooksApi } from './modules/webhooks/webhooks.api.ts';
import type { CallerCache } from './auth/caller-cache.ts';
import type { Credentials } from './auth/credentials.ts';
import { identifyCaller, type Caller } from './auth/identify-caller.ts';
import type { UserRecord } from './modules/user/user.mappers.ts';
import { noteCaller } from './observability/bff-metrics.ts';

/** The records API, one named data source per domain: the only way resolvers reach it. */
export type DataSources = ReturnType<typeof dataSources>;

function dataSources(api: RecordsApi) {
  return {
    users: new UsersApi(api),
    integrators: new IntegratorsApi(api),
    collections: new CollectionsApi(api),
    lookups: new LookupsApi(api),
    researchRecords: new ResearchRecordsApi(api),
    queue: new QueueApi(api),
    rights: new RightsApi(api),
    assignments: new AssignmentsApi(api),
    tags: new TagsApi(api),
    statistics: new StatisticsApi(api),
    bulkUpdate: new BulkUpdateApi(api),
    bulkEdit: new BulkEditApi(api),
    connections: new ConnectionsApi(api),
    webhooks: new WebhooksApi(api),
  };
}

export type BffContext = {
  dataSources: DataSources;
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
  const sources = dataSources(new RecordsApi(client, credentials?.headers));
  let caller: Promise<Caller> | undefined;
  const ask = () => sources.users.current();
  // Who it was goes on the request's access line.
  const noted = <T extends { id: number } | null>(user: T): T => {
    if (user) noteCaller(user.id);
    return user;
  };
  const signedIn = async () => noted(await (credentials ? callers.refresh(credentials, ask) : ask()));
  return {
    dataSources: sources,
    caller: () => (caller ??= identifyCaller(credentials, callers, ask).then(noted)),
    signedIn,
    callers,
  };
}
