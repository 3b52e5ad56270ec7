import { useQuery } from '@apollo/client/react';
import { areaOfPath, canAccess } from '@rt/domain';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { CurrentUserQuery } from '../features/user/currentUser.ts';
import { startingLoader } from '../platform/startingLoader.ts';
import { startRouteQuery, useRouteFetchPolicy } from '../platform/routeQueries.ts';

/**
 * The sign-in check starts as the guard's route matches, beside the screen's code and queries,
 * rather than once the guard has rendered. The route runs it only when the guard comes in
 * (app/router.tsx); the guard itself checks again on every change of path.
 */
export const loader = startingLoader((client) => startRouteQuery(client, CurrentUserQuery, {}));

/**
 * The route guard (spec section 2): nobody signed in, or a failing current-user call, goes to
 * /login with the asked-for address in the navigation state (the Login button returns there); no
 * role, or a role that may not open the screen, goes to /access-denied.
 *
 * The sign-in is checked against the server whenever the guard mounts (its route's loader asks) and again on every route
 * change (one small `me` query): a session that ended elsewhere (logout in another tab, expiry, a
 * role change) is noticed at the next navigation. Meanwhile the cached user keeps the page up.
 */
export function RequireAccess() {
  const location = useLocation();
  const fetchPolicy = useRouteFetchPolicy(CurrentUserQuery, {}, 'cache-and-network');
  const { data, error, loading, refetch } = useQuery(CurrentUserQuery, {
    fetchPolicy,
    nextFetchPolicy: 'cache-first',
  });

  const checkedPath = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname === checkedPath.current) return;
    checkedPath.current = location.pathname;
    // refetch is network-only. A failure needs no handling here: the hook's `error` sends the user to /login.
    refetch().catch(() => undefined);
  }, [location.pathname, refetch]);

  if (error) return <Navigate to="/login" replace state={{ from: location }} />;
  const me = data?.me;
  if (!me) {
    if (loading) return <PageSpinner label="Checking your sign-in" />;
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  const area = areaOfPath(location.pathname);
  if (area !== null && !canAccess(me.role?.value, area)) return <Navigate to="/access-denied" replace />;
  return <Outlet />;
}
