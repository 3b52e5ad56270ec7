import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../loadChunk.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

/**
 * What AppRoutes reads from a route's `handle`: how to start loading its code and, for a screen
 * that has one, how to start its first query with the address's params (`prefetch`).
 */
export type LazyRouteHandle = {
  preload: () => Promise<unknown>;
  prefetch?: (params: Record<string, string | undefined>) => void;
};

/** What a route object has to render a component that is a chunk of its own (see lazyScreen). */
export type LazyRouteParts = { element: ReactNode; handle: LazyRouteHandle };

/** The element and handle of a route whose component is the named export of a lazily loaded module. */
export function lazyRoute<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  exportName: K,
): LazyRouteParts {
  const { Component, preload } = lazyScreen(load, exportName);
  return { element: <Component />, handle: { preload } };
}

/** The route with an error boundary around its element: a failure below shows RouteError in its place. */
export function withErrorBoundary<R extends RouteObject>(route: R): R {
  return { ...route, element: <RouteErrorBoundary>{route.element}</RouteErrorBoundary> };
}

/** The lazy route's parts with a prefetch of its first query (see LazyRouteHandle). */
export function withPrefetch(
  parts: LazyRouteParts,
  prefetch: NonNullable<LazyRouteHandle['prefetch']>,
): LazyRouteParts {
  return { ...parts, handle: { ...parts.handle, prefetch } };
}
