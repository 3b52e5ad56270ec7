import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AlertProvider } from '../components/alerts/AlertProvider.tsx';
import { TestSignInGate } from '../features/user/components/TestSignInGate.tsx';
import { createApolloClient } from './apolloClient.ts';
import { createAppRouter } from './router.tsx';
import { system } from './system.ts';

export function App() {
  const [client] = useState(createApolloClient);
  const [router] = useState(createAppRouter);
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <AlertProvider>
          <TestSignInGate>
            <RouterProvider router={router} />
          </TestSignInGate>
        </AlertProvider>
      </ApolloProvider>
    </ChakraProvider>
  );
}
