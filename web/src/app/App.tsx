import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider } from 'react-router-dom';
import { AlertProvider } from '../components/alerts/AlertProvider.tsx';
import { router } from './router.tsx';
import { system } from './system.ts';

/**
 * The design system, the alerts and the router; the data layer is the root route (DataRoot).
 * Navigations wait for the next page's code (its route `lazy`) with the page shown kept, and the
 * loading bar says so (MainContent); the spinner shows only while the first page loads.
 */
export function App() {
  return (
    <ChakraProvider value={system}>
      <AlertProvider>
        <RouterProvider router={router} />
      </AlertProvider>
    </ChakraProvider>
  );
}
