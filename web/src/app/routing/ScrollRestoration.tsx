import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'rt-scroll-positions';

/** Where each history entry (location key) was scrolled to, kept over a reload of the page. */
const positions = new Map<string, number>(readStored());

/**
 * The browser's scroll restoration, done by the app because the app draws each page itself: Back and
 * Forward return to where that page was scrolled to, a link to #id scrolls to that element, and any
 * other navigation starts at the top.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // A scroll belongs to the page shown when it happens (the new page's own reset included).
    const record = () => positions.set(current.current, window.scrollY);
    const store = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', store);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}

function readStored(): Array<[string, number]> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as Array<[string, number]>) : [];
  } catch {
    return [];
  }
}
