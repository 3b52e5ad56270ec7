import { Outlet } from 'react-router-dom';
import { MainContent } from './MainContent.tsx';

/** Pages without the global header: login, the sign-in callback and the document viewer. */
export function BareLayout() {
  return (
    <MainContent minHeight="100dvh" padding="4">
      <Outlet />
    </MainContent>
  );
}
