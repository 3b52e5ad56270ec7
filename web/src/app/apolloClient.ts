import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { announceApolloClient } from './apolloClientReady.ts';

let client: ApolloClient | undefined;

/**
 * Made once per page, not in React state: a first render that suspends is thrown away with its
 * state, and a client made again on the retry would not be the one route prefetches started on.
 */
export function appApolloClient(): ApolloClient {
  client ??= createApolloClient();
  return client;
}

/**
 * One client for the whole app. The session lives in an HttpOnly cookie set by the BFF, so the
 * browser only needs to send cookies to its own origin. The extra header makes every request
 * "non-simple", which Apollo Server's CSRF prevention requires before it executes an operation.
 */
function createApolloClient(): ApolloClient {
  return announceApolloClient(
    new ApolloClient({
      link: new HttpLink({
        uri: '/graphql',
        credentials: 'same-origin',
        headers: { 'apollo-require-preflight': 'true' },
      }),
      cache: new InMemoryCache({
        typePolicies: {
          // Lookup entries are numbered per list (edition 1, copy type 1…): never merge them by id.
          LookupValue: { keyFields: false },
          // Find a Record may answer one record twice, narrowed to different biblios and usages.
          RecordSummary: { keyFields: false },
        },
      }),
    }),
  );
}
