import { Box } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { classes } from '../../components/PlainControls.tsx';
import { FRAME_CLASS } from './frameStyles.ts';

export const MAIN_ID = 'main-content';

/**
 * The <main> landmark. After each route change focus moves here, unless the new screen has placed
 * it inside already, so keyboard and screen-reader users start at the new page; a thin bar shows
 * while the next screen's code loads.
 */
export function MainContent({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // The next page's code is on its way (loaders return at once; each screen shows its own data loading).
  const loading = useNavigation().state !== 'idle';
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // A screen that has put the focus on its work already keeps it: its effects run before this
    // one. (The research form moves it on from here to its first empty field once painted.)
    const main = ref.current;
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      {loading ? (
        <Box
          role="progressbar"
          aria-label="Loading page"
          position="fixed"
          top="0"
          insetX="0"
          height="1"
          bg="blue.500"
          zIndex="overlay"
          animation="pulse"
        />
      ) : null}
      <main ref={ref} id={MAIN_ID} tabIndex={-1} aria-busy={loading} className={classes(FRAME_CLASS.main, className)}>
        {children}
      </main>
    </>
  );
}
