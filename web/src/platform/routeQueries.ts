import type {
  ApolloClient,
  DocumentNode,
  OperationVariables,
  TypedDocumentNode,
  WatchQueryFetchPolicy,
} from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';

/** How long a loader's query counts as this navigation's: a screen renders well within it. */
const FRESH_MS = 10_000;

type Started = { at: number; state: 'pending' | 'done' | 'failed' };
/** The queries route loaders started, by operation and variables. */
const started = new Map<string, Started>();

/** By name, not by document object: a loader's chunk and its screen's may each hold a copy of the document. */
function keyOf(query: DocumentNode, variables: OperationVariables): string {
  const operation = query.definitions.find((d) => d.kind === 'OperationDefinition');
  return `${operation?.name?.value ?? ''} ${JSON.stringify(variables, Object.keys(variables).sort())}`;
}

/**
 * A route loader's query (startRouteQuery) started before its screen renders: asked of the server
 * on every navigation to the route, as the screen's own hook asked it when it mounted
 * (cache-and-network or network-only); the screen then takes this answer (useRouteFetchPolicy)
 * instead of asking again.
 */
export function startRouteQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): void {
  const entry: Started = { at: Date.now(), state: 'pending' };
  for (const [key, old] of started) if (entry.at - old.at >= FRESH_MS) started.delete(key);
  started.set(keyOf(query, variables), entry);
  client
    .query<TData, TVariables>({ query, variables, fetchPolicy: 'network-only' } as ApolloClient.QueryOptions<
      TData,
      TVariables
    >)
    .then(
      () => (entry.state = 'done'),
      () => (entry.state = 'failed'),
    );
}

/**
 * The fetch policy of a screen's query that its route's loader may have started: `usual` (what the
 * screen asks without a loader) unless the loader's answer is in the cache, or on its way and the
 * cache holds no older one; then 'cache-first', which takes the answer (or joins the request in
 * flight, which Apollo deduplicates) without asking the server a second time. Decided once, when
 * the screen mounts: a later change of policy would make the hook ask again.
 */
export function useRouteFetchPolicy<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  usual: WatchQueryFetchPolicy,
): WatchQueryFetchPolicy {
  const client = useApolloClient();
  const [policy] = useState(() => {
    const entry = started.get(keyOf(query, variables));
    if (!entry || entry.state === 'failed' || Date.now() - entry.at >= FRESH_MS) return usual;
    if (entry.state === 'done') return 'cache-first';
    const older = client.readQuery({ query, variables } as ApolloClient.ReadQueryOptions<TData, TVariables>);
    return older ? usual : 'cache-first';
  });
  return policy;
}
