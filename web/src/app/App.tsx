import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider } from 'react-router-dom';
import { AlertProvider } from '../components/alerts/AlertProvider.tsx';
import { PageStylesheets } from './PageStylesheets.tsx';
import { router } from './router.tsx';
import { system } from '../platform/system.ts';

/**
 * The design system and the app's class stylesheets, the alerts and the router; the data layer is the root route (DataRoot).
 * Navigations wait for the next page's code (its route `lazy`) with the page shown kept, and the
 * loading bar says so (MainContent); the spinner shows only while the first page loads.
 */
export function App() {
  return (
    <ChakraProvider value={system}>
      {/* A production build has them in the page's stylesheet already (vite/chakraGlobalCss.ts). */}
      {import.meta.env.PROD ? null : <PageStylesheets />}
      <AlertProvider>
        <RouterProvider router={router} />
      </AlertProvider>
    </ChakraProvider>
  );
}
