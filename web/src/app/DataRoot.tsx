import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router-dom';
import { TestSignInGate } from '../features/user/components/TestSignInGate.tsx';
import { appApolloClient } from '../platform/apolloClient.ts';

/**
 * The data layer (Apollo Client) around every route. Loaded as the root route's own chunk, beside
 * the first screen's, so the entry chunk holds only what paints the first frame (docs/decisions/048).
 */
export function DataRoot() {
  const client = appApolloClient();
  return (
    <ApolloProvider client={client}>
      <TestSignInGate>
        <Outlet />
      </TestSignInGate>
    </ApolloProvider>
  );
}
