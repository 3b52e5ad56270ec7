import { useSyncExternalStore } from 'react';

/** Screen chunks being fetched now; the loading bar shows while there is any. */
let pending = 0;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

/** Counts `load` as a screen chunk in flight until it settles. */
export function trackScreenLoad<T>(load: Promise<T>): Promise<T> {
  pending += 1;
  notify();
  const settled = () => {
    pending -= 1;
    notify();
  };
  load.then(settled, settled);
  return load;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether some screen's code is still loading: the next page is on its way. */
export function useScreenLoading(): boolean {
  return useSyncExternalStore(subscribe, () => pending > 0);
}
