import { ChakraProvider } from '@chakra-ui/react';
import { Suspense } from 'react';
import { AlertProvider } from '../components/alerts/AlertProvider.tsx';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { routes } from './router.tsx';
import { AppRouter } from './routing/AppRouter.tsx';
import { AppRoutes } from './routing/AppRoutes.tsx';
import { system } from './system.ts';

/**
 * The design system, the alerts and the router; the data layer is the root route (DataRoot).
 * Navigations are transitions (AppRouter): the page shown stays until the next one's code has
 * loaded, so the spinner shows only while the first page loads.
 */
export function App() {
  return (
    <ChakraProvider value={system}>
      <AlertProvider>
        <AppRouter>
          <Suspense fallback={<PageSpinner />}>
            <AppRoutes routes={routes} />
          </Suspense>
        </AppRouter>
      </AlertProvider>
    </ChakraProvider>
  );
}
