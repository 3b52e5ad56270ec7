import type { ApolloClient } from '@apollo/client';
import { hasTestToken, signInWithTestToken } from '../../features/user/session.ts';
import { appApolloClient } from '../apolloClient.ts';

/**
 * The app's Apollo Client, for the route loaders: made here if the data layer has not made it yet
 * (loaders run before anything renders). With a test token, the loaders' queries wait for the test
 * sign-in (the same one TestSignInGate waits for), or they would be asked as nobody.
 */
export async function routeClient(): Promise<ApolloClient> {
  const client = appApolloClient();
  if (hasTestToken()) await signInWithTestToken(client);
  return client;
}
