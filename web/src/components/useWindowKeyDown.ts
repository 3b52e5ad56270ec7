import { useLayoutEffect, useRef } from 'react';

/**
 * Calls `onKeyDown` for each key pressed anywhere in the window: always the one of the render on
 * screen. The listener is added and removed in the commit itself, not after it as an effect: a key
 * the browser delivers between a commit and React's effects must reach what is on screen, never a
 * screen just replaced (F12 on a form replaced by its saved record's would complete the version the
 * save replaced).
 */
export function useWindowKeyDown(onKeyDown: (event: KeyboardEvent) => void, { capture = false } = {}): void {
  const latest = useRef(onKeyDown);
  useLayoutEffect(() => {
    latest.current = onKeyDown;
  });
  useLayoutEffect(() => {
    const listener = (event: KeyboardEvent) => latest.current(event);
    window.addEventListener('keydown', listener, { capture });
    return () => window.removeEventListener('keydown', listener, { capture });
  }, [capture]);
}
