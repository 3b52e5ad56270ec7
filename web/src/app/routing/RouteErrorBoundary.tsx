import { useRouteError } from 'react-router-dom';
import { RouteError } from '../RouteError.tsx';

/**
 * A route's error boundary: a failure below it (a screen's code that did not load, or a render that
 * threw) shows RouteError in place of the route's element, until the user goes to another address.
 */
export function RouteErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
