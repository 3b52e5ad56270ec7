import type { ApolloClient } from '@apollo/client';
import { appApolloClient } from './apolloClient.ts';

type BeforeQueries = (client: ApolloClient) => Promise<unknown> | void;

/** What the loaders' queries wait for; the app's composition root sets it (app/router.tsx). */
let beforeQueries: BeforeQueries = () => {};

/**
 * Sets what the route loaders wait for before they ask anything: with a test token, the test
 * sign-in (the same one TestSignInGate waits for), or they would be asked as nobody.
 */
export function waitBeforeRouteQueries(wait: BeforeQueries): void {
  beforeQueries = wait;
}

/**
 * The app's Apollo Client, for the route loaders: made here if the data layer has not made it yet
 * (loaders run before anything renders), once what they wait for is done.
 */
export async function routeClient(): Promise<ApolloClient> {
  const client = appApolloClient();
  await beforeQueries(client);
  return client;
}
