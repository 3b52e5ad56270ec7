import { useEffect } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { LazyRouteHandle } from './lazyRoute.tsx';

/**
 * Renders the route table for the current address. Every lazily loaded route on the way to the
 * address (data layer, layout, guard, screen) starts loading at once, side by side, rather than
 * each only when the one above it has rendered. A screen with a prefetch starts its first query
 * then too, beside the route guard's sign-in check (the API checks the caller either way).
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const matches = matchRoutes(routes, location) ?? [];
  for (const { route } of matches) {
    (route.handle as LazyRouteHandle | undefined)?.preload();
  }
  useEffect(() => {
    for (const { route, params } of matches) (route.handle as LazyRouteHandle | undefined)?.prefetch?.(params);
    // Once per navigation: `matches` follows from the location.
  }, [location.key]);
  return useRoutes(routes, location);
}
