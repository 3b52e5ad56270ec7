import { Outlet, ScrollRestoration } from 'react-router-dom';

/**
 * Above every page: the router's scroll restoration (Back and Forward return to where that page was
 * scrolled to, a link to #id scrolls to that element, any other navigation starts at the top).
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
