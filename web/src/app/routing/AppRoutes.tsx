import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { LazyRouteHandle } from './lazyRoute.tsx';

/**
 * Renders the route table for the current address. Every lazily loaded route on the way to the
 * address (data layer, layout, guard, screen) starts loading at once, side by side, rather than
 * each only when the one above it has rendered.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  for (const { route } of matchRoutes(routes, location) ?? []) {
    (route.handle as LazyRouteHandle | undefined)?.preload();
  }
  return useRoutes(routes, location);
}
