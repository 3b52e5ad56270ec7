import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { earlyReadLink } from './earlyReadLink.ts';

let client: ApolloClient | undefined;

/**
 * Made once per page, not in React state: the route loaders start their queries on it before
 * anything renders (routing/routeClient.ts), and the screens must read the same cache.
 */
export function appApolloClient(): ApolloClient {
  client ??= createApolloClient();
  return client;
}

/**
 * One client for the whole app. The session lives in an HttpOnly cookie set by the BFF, so the
 * browser only needs to send cookies to its own origin. The extra header makes every request
 * "non-simple", which Apollo Server's CSRF prevention requires before it executes an operation.
 * A research address's first queries were sent by the page's first script: those answers are
 * taken instead (earlyReadLink.ts).
 */
function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      earlyReadLink(),
      new HttpLink({
        uri: '/graphql',
        credentials: 'same-origin',
        headers: { 'apollo-require-preflight': 'true' },
      }),
    ]),
    cache: appCache(),
  });
}

/** The app's cache, with how its entries are keyed and read. */
export function appCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          // A template read with a record (its rules) answers the template's own query from the cache.
          researchTemplate: {
            read: (existing, { args, toReference }) =>
              existing ?? toReference({ __typename: 'ResearchTemplate', id: args?.id as number }),
          },
        },
      },
      // Lookup entries are numbered per list (edition 1, copy type 1…): never merge them by id.
      LookupValue: { keyFields: false },
      // Find a Record may answer one record twice, narrowed to different biblios and usages.
      RecordSummary: { keyFields: false },
    },
  });
}
