import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs, Params } from 'react-router-dom';
import { routeClient } from './routeClient.ts';

/**
 * A screen's route loader: `start` asks the screen's queries as the route matches, and the loader
 * returns at once (the screen shows its own loading state, and takes the answers from the cache or
 * the requests in flight). A failure here is the screen's to show when it asks itself.
 */
export function startingLoader(start: (client: ApolloClient, params: Params) => void | Promise<void>) {
  return ({ params }: LoaderFunctionArgs): null => {
    void routeClient()
      .then((client) => start(client, params))
      .catch(() => undefined);
    return null;
  };
}
