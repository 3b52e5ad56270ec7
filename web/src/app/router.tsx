import { createBrowserRouter, type RouteObject, type ShouldRevalidateFunction } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { hasTestToken, signInWithTestToken } from '../features/user/session.ts';
import { waitBeforeRouteQueries } from '../platform/routeClient.ts';
import { BareLayout } from './layouts/BareLayout.tsx';
import { RootLayout } from './layouts/RootLayout.tsx';
import { lazyRoute } from './routing/lazyRoute.ts';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary.tsx';

/**
 * A mounted screen's loader runs again only for another path: its screen asks nothing when only
 * the query string changes, so neither does its loader.
 */
const revalidateOnNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

/**
 * The route guard, above the screens with the header and the document viewer alike. Its loader
 * starts the sign-in check when the guard comes in; the guard itself checks again on every change
 * of path, so the router never runs the loader again for the same guard.
 */
const requireAccess: RouteObject = {
  ...lazyRoute(
    () => import('./RequireAccess.tsx'),
    'RequireAccess',
    () => import('./RequireAccess.tsx'),
  ),
  shouldRevalidate: () => false,
  ErrorBoundary: RouteErrorBoundary,
};

/**
 * Every route of spec section 2, each screen in its own chunk, loaded by the router's route `lazy`
 * (lazyRoute: a chunk that fails or takes longer than 120 s shows 'Loading chunk failed'); a screen
 * whose queries follow from its address has a loader, a small chunk of its own, that starts them
 * beside the screen's code (docs/decisions/050). A failing screen renders RouteError in place of the
 * nearest route with an ErrorBoundary: the guard's, under the header.
 */
export const routes: RouteObject[] = [
  {
    // The data layer, the header and the route guard are chunks of their own, loaded beside the
    // first screen's: the entry chunk holds React, the router and the design system.
    ...lazyRoute(() => import('./DataRoot.tsx'), 'DataRoot'),
    ErrorBoundary: RouteErrorBoundary,
    // What the first page shows until its code is in.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        Component: RootLayout,
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            // No global header: sign-in pages and the document viewer.
            Component: BareLayout,
            ErrorBoundary: RouteErrorBoundary,
            children: [
              {
                path: 'login',
                ...lazyRoute(() => import('../features/user/routes/LoginRoute.tsx'), 'LoginRoute'),
              },
              {
                path: 'implicit/callback',
                ...lazyRoute(
                  () => import('../features/user/routes/ImplicitCallbackRoute.tsx'),
                  'ImplicitCallbackRoute',
                ),
              },
              {
                ...requireAccess,
                children: [
                  {
                    path: 'document-view/:recordId',
                    ...lazyRoute(
                      () => import('../features/viewer/routes/DocumentViewRoute.tsx'),
                      'DocumentViewRoute',
                      () => import('../features/viewer/viewerLoader.ts'),
                    ),
                  },
                ],
              },
            ],
          },
          {
            ...lazyRoute(() => import('./layouts/AppLayout.tsx'), 'AppLayout'),
            ErrorBoundary: RouteErrorBoundary,
            children: [
              {
                ...requireAccess,
                children: [
                  {
                    index: true,
                    ...lazyRoute(
                      () => import('../features/home/routes/HomeRoute.tsx'),
                      'HomeRoute',
                      () => import('../features/home/homeLoader.ts'),
                    ),
                  },
                  {
                    path: 'queue',
                    ...lazyRoute(
                      () => import('../features/queue/routes/QueueRoute.tsx'),
                      'QueueRoute',
                      () => import('../features/queue/queueLoader.ts'),
                    ),
                  },
                  {
                    path: 'research/:recordId',
                    ...lazyRoute(
                      () => import('../features/research/routes/ResearchRoute.tsx'),
                      'ResearchRoute',
                      () => import('../features/research/researchLoader.ts'),
                    ),
                  },
                  {
                    path: 'statistics',
                    ...lazyRoute(
                      () => import('../features/statistics/routes/StatisticsRoute.tsx'),
                      'StatisticsRoute',
                      () => import('../features/statistics/statisticsLoader.ts'),
                    ),
                  },
                  {
                    path: 'assign-records',
                    ...lazyRoute(
                      () => import('../features/assignment/routes/AssignRecordsRoute.tsx'),
                      'AssignRecordsRoute',
                      () => import('../features/assignment/assignRecordsLoader.ts'),
                    ),
                  },
                  { path: 'research-collection', children: collectionRoutes() },
                  {
                    path: 'bulk-edit',
                    ...lazyRoute(
                      () => import('../features/bulk-edit/routes/BulkEditRoute.tsx'),
                      'BulkEditRoute',
                      () => import('../features/bulk-edit/bulkEditLoader.ts'),
                    ),
                  },
                  {
                    path: 'user-access',
                    ...lazyRoute(
                      () => import('../features/user/routes/UserAccessRoute.tsx'),
                      'UserAccessRoute',
                      () => import('../features/user/userAccessLoader.ts'),
                    ),
                  },
                  {
                    path: 'manual-data-entry',
                    ...lazyRoute(
                      () => import('../features/manual-entry/routes/ManualDataEntryRoute.tsx'),
                      'ManualDataEntryRoute',
                      () => import('../features/manual-entry/manualEntryLoader.ts'),
                    ),
                  },
                ],
              },
              {
                path: 'access-denied',
                ...lazyRoute(() => import('./routes/AccessDeniedRoute.tsx'), 'AccessDeniedRoute'),
              },
              { path: '*', ...lazyRoute(() => import('./routes/NotFoundRoute.tsx'), 'NotFoundRoute') },
            ],
          },
        ],
      },
    ],
  },
];

// With a test token, the loaders' queries wait for the test sign-in (set before the router starts
// its first loaders), or they would be asked as nobody.
waitBeforeRouteQueries((client) => (hasTestToken() ? signInWithTestToken(client) : undefined));

/**
 * The app's data router, made as the entry module runs: the first page's chunks and loaders start
 * before React renders anything.
 */
export const router = createBrowserRouter(routes);

/** /research-collection and below: collections, their batches, and the batches' locations. */
function collectionRoutes(): RouteObject[] {
  return [
    {
      index: true,
      ...lazyRoute(
        () => import('../features/collection/routes/CollectionListRoute.tsx'),
        'CollectionListRoute',
        () => import('../features/collection/collectionListLoader.ts'),
      ),
    },
    {
      path: 'create',
      ...lazyRoute(
        () => import('../features/collection/routes/CollectionCreateRoute.tsx'),
        'CollectionCreateRoute',
        () => import('../features/collection/collectionCreateLoader.ts'),
      ),
    },
    {
      path: ':researchCollectionId/edit',
      ...lazyRoute(
        () => import('../features/collection/routes/CollectionEditRoute.tsx'),
        'CollectionEditRoute',
        () => import('../features/collection/collectionEditLoader.ts'),
      ),
    },
    {
      path: ':researchCollectionId/batch',
      children: [
        {
          index: true,
          ...lazyRoute(
            () => import('../features/collection/routes/BatchListRoute.tsx'),
            'BatchListRoute',
            () => import('../features/collection/batchListLoader.ts'),
          ),
          // The list's page is in the address (?page=2): turning a page asks nothing again.
          shouldRevalidate: revalidateOnNewPath,
        },
        {
          path: 'create',
          ...lazyRoute(() => import('../features/collection/routes/BatchCreateRoute.tsx'), 'BatchCreateRoute'),
        },
        {
          path: ':batchId/edit',
          ...lazyRoute(
            () => import('../features/collection/routes/BatchEditRoute.tsx'),
            'BatchEditRoute',
            () => import('../features/collection/batchEditLoader.ts'),
          ),
        },
        {
          path: ':batchId/location',
          children: [
            {
              index: true,
              ...lazyRoute(
                () => import('../features/collection/routes/LocationListRoute.tsx'),
                'LocationListRoute',
                () => import('../features/collection/locationListLoader.ts'),
              ),
            },
            {
              path: 'edit/:locationId',
              ...lazyRoute(
                () => import('../features/collection/routes/LocationEditRoute.tsx'),
                'LocationEditRoute',
                () => import('../features/collection/locationEditLoader.ts'),
              ),
            },
          ],
        },
      ],
    },
  ];
}
