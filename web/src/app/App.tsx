import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AlertProvider } from '../components/alerts/AlertProvider.tsx';
import { createAppRouter } from './router.tsx';
import { system } from './system.ts';

/** The design system, the alerts and the router; the data layer is the root route (DataRoot). */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <ChakraProvider value={system}>
      <AlertProvider>
        <RouterProvider router={router} />
      </AlertProvider>
    </ChakraProvider>
  );
}
