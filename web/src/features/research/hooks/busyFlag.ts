import { useSyncExternalStore } from 'react';

/**
 * Whether a write of the record is underway, outside React's state: turning it on at Save must
 * re-render the action buttons only, not the whole form (a render long enough to hold back the
 * answer's alert), and a second key press reads it at once.
 */
export type BusyFlag = {
  readonly current: boolean;
  set: (busy: boolean) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createBusyFlag(): BusyFlag {
  let current = false;
  const listeners = new Set<() => void>();
  return {
    get current() {
      return current;
    },
    set: (busy) => {
      if (busy === current) return;
      current = busy;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The flag's value, re-rendering the caller when it changes. */
export const useBusy = (flag: BusyFlag): boolean => useSyncExternalStore(flag.subscribe, () => flag.current);
