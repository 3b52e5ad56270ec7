import { areaOfPath, canAccess } from '@rt/domain';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { useCurrentUser } from '../features/user/currentUser.ts';

/**
 * The route guard (spec section 2): nobody signed in, or a failing current-user call, goes to
 * /login with the asked-for address in the navigation state; a role that may not open the
 * screen goes to /access-denied. The sign-in is checked again on every route change.
 */
export function RequireAccess() {
  const location = useLocation();
  const { data, error, loading, refetch } = useCurrentUser();

  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = location.pathname;
    // A failure needs no handling here: the hook's `error` sends the user to /login.
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
