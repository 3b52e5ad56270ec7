import { Outlet } from 'react-router-dom';
import { FRAME_CLASS } from './frameStyles.ts';
import { MainContent } from './MainContent.tsx';

/** Pages without the global header: login, the sign-in callback and the document viewer. */
export function BareLayout() {
  return (
    <MainContent className={FRAME_CLASS.bareMain}>
      <Outlet />
    </MainContent>
  );
}
