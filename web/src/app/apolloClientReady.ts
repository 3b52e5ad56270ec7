import type { ApolloClient } from '@apollo/client';

/**
 * The app's Apollo Client once the data layer (its own chunk) has made it: route prefetches start
 * their queries on it as soon as it exists, beside the route guard's sign-in check rather than
 * after it. Type-only import, so the entry chunk gains no Apollo code.
 */
let made: (client: ApolloClient) => void = () => undefined;
export const apolloClientReady = new Promise<ApolloClient>((resolve) => {
  made = resolve;
});

export function announceApolloClient(client: ApolloClient): ApolloClient {
  made(client);
  return client;
}
