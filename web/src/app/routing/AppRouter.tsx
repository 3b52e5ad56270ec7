import { startTransition, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Navigator } from 'react-router-dom';

/**
 * BrowserRouter, except that a navigation asked with `{ flushSync: true }` is rendered at once.
 * Navigations are transitions, as BrowserRouter makes them: the page shown stays until the next
 * one's code has loaded. But a transition's render yields and starts over whenever other state
 * changes meanwhile (an answer arriving for the header), which made Complete & Next's next record
 * take twice as long to show; that navigation asks for `flushSync` (data routers honour the option,
 * BrowserRouter ignores it).
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const urgent = useRef(false);

  const navigator = useMemo<Navigator>(() => {
    const at = (opts: { flushSync?: boolean } | undefined, go: () => void) => {
      urgent.current = opts?.flushSync === true;
      try {
        go();
      } finally {
        urgent.current = false;
      }
    };
    return {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, s, opts) => at(opts, () => history.push(to, s)),
      replace: (to, s, opts) => at(opts, () => history.replace(to, s)),
    };
  }, [history]);

  // history.push calls its listeners synchronously, so `urgent` is the pushing call's.
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (urgent.current) flushSync(() => setState({ action, location }));
        else startTransition(() => setState({ action, location }));
      }),
    [history],
  );

  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
