import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { BareLayout } from './layouts/BareLayout.tsx';
import { RootLayout } from './layouts/RootLayout.tsx';
import { lazyRoute } from './loadChunk.ts';
import { RouteError } from './RouteError.tsx';

/**
 * Every route of spec section 2, each screen in its own chunk (lazyRoute: a chunk that fails or
 * takes longer than 120 s shows 'Loading chunk failed'). A failing screen renders RouteError in
 * place of the screen, under the header, through the nearest ErrorBoundary.
 */
export const routes: RouteObject[] = [
  {
    // The data layer, the header and the route guard are chunks of their own, loaded beside the
    // first screen's: the entry chunk holds React, the router and the design system.
    lazy: lazyRoute(() => import('./DataRoot.tsx'), 'DataRoot'),
    HydrateFallback: () => <PageSpinner />,
    ErrorBoundary: RouteError,
    children: [
      {
        Component: RootLayout,
        ErrorBoundary: RouteError,
        children: [
          {
            // No global header: sign-in pages and the document viewer.
            Component: BareLayout,
            ErrorBoundary: RouteError,
            children: [
              {
                path: 'login',
                lazy: lazyRoute(() => import('../features/user/routes/LoginRoute.tsx'), 'LoginRoute'),
              },
              {
                path: 'implicit/callback',
                lazy: lazyRoute(
                  () => import('../features/user/routes/ImplicitCallbackRoute.tsx'),
                  'ImplicitCallbackRoute',
                ),
              },
              {
                lazy: lazyRoute(() => import('./RequireAccess.tsx'), 'RequireAccess'),
                ErrorBoundary: RouteError,
                children: [
                  {
                    path: 'document-view/:documentId',
                    lazy: lazyRoute(
                      () => import('../features/research/routes/DocumentViewRoute.tsx'),
                      'DocumentViewRoute',
                    ),
                  },
                ],
              },
            ],
          },
          {
            lazy: lazyRoute(() => import('./layouts/AppLayout.tsx'), 'AppLayout'),
            ErrorBoundary: RouteError,
            children: [
              {
                lazy: lazyRoute(() => import('./RequireAccess.tsx'), 'RequireAccess'),
                ErrorBoundary: RouteError,
                children: [
                  { index: true, lazy: lazyRoute(() => import('../features/home/routes/HomeRoute.tsx'), 'HomeRoute') },
                  {
                    path: 'queue',
                    lazy: lazyRoute(() => import('../features/queue/routes/QueueRoute.tsx'), 'QueueRoute'),
                  },
                  {
                    path: 'research/:documentDetailId',
                    lazy: lazyRoute(() => import('../features/research/routes/ResearchRoute.tsx'), 'ResearchRoute'),
                  },
                  {
                    path: 'statistics',
                    lazy: lazyRoute(
                      () => import('../features/statistics/routes/StatisticsRoute.tsx'),
                      'StatisticsRoute',
                    ),
                  },
                  {
                    path: 'assign-records',
                    lazy: lazyRoute(
                      () => import('../features/assignment/routes/AssignRecordsRoute.tsx'),
                      'AssignRecordsRoute',
                    ),
                  },
                  { path: 'research-collection', children: collectionRoutes() },
                  {
                    path: 'bulk-edit',
                    lazy: lazyRoute(() => import('../features/bulk-edit/routes/BulkEditRoute.tsx'), 'BulkEditRoute'),
                  },
                  {
                    path: 'user-access',
                    lazy: lazyRoute(() => import('../features/user/routes/UserAccessRoute.tsx'), 'UserAccessRoute'),
                  },
                  {
                    path: 'manual-data-entry',
                    lazy: lazyRoute(
                      () => import('../features/manual-entry/routes/ManualDataEntryRoute.tsx'),
                      'ManualDataEntryRoute',
                    ),
                  },
                ],
              },
              {
                path: 'access-denied',
                lazy: lazyRoute(() => import('./routes/AccessDeniedRoute.tsx'), 'AccessDeniedRoute'),
              },
              { path: '*', lazy: lazyRoute(() => import('./routes/NotFoundRoute.tsx'), 'NotFoundRoute') },
            ],
          },
        ],
      },
    ],
  },
];

/** /research-collection and below: collections, their batches, and the batches' locations. */
function collectionRoutes(): RouteObject[] {
  return [
    {
      index: true,
      lazy: lazyRoute(() => import('../features/collection/routes/CollectionListRoute.tsx'), 'CollectionListRoute'),
    },
    {
      path: 'create',
      lazy: lazyRoute(() => import('../features/collection/routes/CollectionCreateRoute.tsx'), 'CollectionCreateRoute'),
    },
    {
      path: ':researchCollectionId/edit',
      lazy: lazyRoute(() => import('../features/collection/routes/CollectionEditRoute.tsx'), 'CollectionEditRoute'),
    },
    {
      path: ':researchCollectionId/batch',
      children: [
        {
          index: true,
          lazy: lazyRoute(() => import('../features/collection/routes/BatchListRoute.tsx'), 'BatchListRoute'),
        },
        {
          path: 'create',
          lazy: lazyRoute(() => import('../features/collection/routes/BatchCreateRoute.tsx'), 'BatchCreateRoute'),
        },
        {
          path: ':batchId/edit',
          lazy: lazyRoute(() => import('../features/collection/routes/BatchEditRoute.tsx'), 'BatchEditRoute'),
        },
        {
          path: ':batchId/location',
          children: [
            {
              index: true,
              lazy: lazyRoute(() => import('../features/collection/routes/LocationListRoute.tsx'), 'LocationListRoute'),
            },
            {
              path: 'edit/:locationId',
              lazy: lazyRoute(() => import('../features/collection/routes/LocationEditRoute.tsx'), 'LocationEditRoute'),
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
