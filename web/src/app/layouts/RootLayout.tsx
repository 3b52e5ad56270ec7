import { Outlet } from 'react-router-dom';
import { ScrollRestoration } from '../routing/ScrollRestoration.tsx';

export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
