import { Outlet } from 'react-router-dom';
import { AppHeader } from '../header/AppHeader.tsx';
import { FRAME_CLASS } from './frameStyles.ts';
import { MAIN_ID, MainContent } from './MainContent.tsx';

/** Pages with the global header. */
export function AppLayout() {
  return (
    <div className={FRAME_CLASS.page}>
      <a className={FRAME_CLASS.skipLink} href={`#${MAIN_ID}`}>
        Skip to main content
      </a>
      <AppHeader />
      <MainContent>
        <div className={FRAME_CLASS.container}>
          <Outlet />
        </div>
      </MainContent>
    </div>
  );
}
