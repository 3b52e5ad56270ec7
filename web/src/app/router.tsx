import type { RouteObject } from 'react-router-dom';
import { BareLayout } from './layouts/BareLayout.tsx';
import { RootLayout } from './layouts/RootLayout.tsx';
import { lazyRoute, withErrorBoundary, withPrefetch } from './routing/lazyRoute.tsx';

/** The route guard, above the screens with the header and the document viewer alike. */
const requireAccess = lazyRoute(() => import('./RequireAccess.tsx'), 'RequireAccess');

/**
 * Every route of spec section 2, each screen in its own chunk (lazyRoute: a chunk that fails or
 * takes longer than 120 s shows 'Loading chunk failed'). A failing screen renders RouteError in
 * place of the nearest route wrapped in an error boundary: the guard's, under the header.
 */
export const routes: RouteObject[] = [
  withErrorBoundary({
    // The data layer, the header and the route guard are chunks of their own, loaded beside the
    // first screen's: the entry chunk holds React, the router and the design system.
    ...lazyRoute(() => import('./DataRoot.tsx'), 'DataRoot'),
    children: [
      withErrorBoundary({
        element: <RootLayout />,
        children: [
          withErrorBoundary({
            // No global header: sign-in pages and the document viewer.
            element: <BareLayout />,
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
              withErrorBoundary({
                ...requireAccess,
                children: [
                  {
                    path: 'document-view/:documentId',
                    ...withPrefetch(
                      lazyRoute(() => import('../features/viewer/routes/DocumentViewRoute.tsx'), 'DocumentViewRoute'),
                      ({ documentId }) =>
                        void import('../features/viewer/viewerPrefetch.ts').then((m) =>
                          m.prefetchDocumentView(documentId),
                        ),
                    ),
                  },
                ],
              }),
            ],
          }),
          withErrorBoundary({
            ...lazyRoute(() => import('./layouts/AppLayout.tsx'), 'AppLayout'),
            children: [
              withErrorBoundary({
                ...requireAccess,
                children: [
                  { index: true, ...lazyRoute(() => import('../features/home/routes/HomeRoute.tsx'), 'HomeRoute') },
                  {
                    path: 'queue',
                    ...lazyRoute(() => import('../features/queue/routes/QueueRoute.tsx'), 'QueueRoute'),
                  },
                  {
                    path: 'research/:documentDetailId',
                    ...withPrefetch(
                      lazyRoute(() => import('../features/research/routes/ResearchRoute.tsx'), 'ResearchRoute'),
                      ({ documentDetailId }) =>
                        void import('../features/research/researchPrefetch.ts').then((m) =>
                          m.prefetchResearchRecord(documentDetailId, { unlessCached: true }),
                        ),
                    ),
                  },
                  {
                    path: 'statistics',
                    ...lazyRoute(() => import('../features/statistics/routes/StatisticsRoute.tsx'), 'StatisticsRoute'),
                  },
                  {
                    path: 'assign-records',
                    ...lazyRoute(
                      () => import('../features/assignment/routes/AssignRecordsRoute.tsx'),
                      'AssignRecordsRoute',
                    ),
                  },
                  { path: 'research-collection', children: collectionRoutes() },
                  {
                    path: 'bulk-edit',
                    ...lazyRoute(() => import('../features/bulk-edit/routes/BulkEditRoute.tsx'), 'BulkEditRoute'),
                  },
                  {
                    path: 'user-access',
                    ...lazyRoute(() => import('../features/user/routes/UserAccessRoute.tsx'), 'UserAccessRoute'),
                  },
                  {
                    path: 'manual-data-entry',
                    ...lazyRoute(
                      () => import('../features/manual-entry/routes/ManualDataEntryRoute.tsx'),
                      'ManualDataEntryRoute',
                    ),
                  },
                ],
              }),
              {
                path: 'access-denied',
                ...lazyRoute(() => import('./routes/AccessDeniedRoute.tsx'), 'AccessDeniedRoute'),
              },
              { path: '*', ...lazyRoute(() => import('./routes/NotFoundRoute.tsx'), 'NotFoundRoute') },
            ],
          }),
        ],
      }),
    ],
  }),
];

/** /research-collection and below: collections, their batches, and the batches' locations. */
function collectionRoutes(): RouteObject[] {
  return [
    {
      index: true,
      ...lazyRoute(() => import('../features/collection/routes/CollectionListRoute.tsx'), 'CollectionListRoute'),
    },
    {
      path: 'create',
      ...lazyRoute(() => import('../features/collection/routes/CollectionCreateRoute.tsx'), 'CollectionCreateRoute'),
    },
    {
      path: ':researchCollectionId/edit',
      ...lazyRoute(() => import('../features/collection/routes/CollectionEditRoute.tsx'), 'CollectionEditRoute'),
    },
    {
      path: ':researchCollectionId/batch',
      children: [
        {
          index: true,
          ...lazyRoute(() => import('../features/collection/routes/BatchListRoute.tsx'), 'BatchListRoute'),
        },
        {
          path: 'create',
          ...lazyRoute(() => import('../features/collection/routes/BatchCreateRoute.tsx'), 'BatchCreateRoute'),
        },
        {
          path: ':batchId/edit',
          ...lazyRoute(() => import('../features/collection/routes/BatchEditRoute.tsx'), 'BatchEditRoute'),
        },
        {
          path: ':batchId/location',
          children: [
            {
              index: true,
              ...lazyRoute(() => import('../features/collection/routes/LocationListRoute.tsx'), 'LocationListRoute'),
            },
            {
              path: 'edit/:locationId',
              ...lazyRoute(() => import('../features/collection/routes/LocationEditRoute.tsx'), 'LocationEditRoute'),
            },
          ],
        },
      ],
    },
  ];
}
