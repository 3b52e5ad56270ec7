import { useEffect, useRef } from 'react';

/** The CSS variable holding the sticky header's height: alerts and sticky panels sit below it, never over it. */
export const HEADER_HEIGHT_VAR = '--rt-header-height';

/** Keeps HEADER_HEIGHT_VAR on the document root equal to the header's height (it wraps on narrow screens). */
export function useHeaderHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(HEADER_HEIGHT_VAR, `${header.offsetHeight}px`));
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_VAR);
    };
  }, []);
  return ref;
}
