import { useSyncExternalStore } from 'react';
import type { SaveAction } from '../../../__generated__/graphql.ts';

/**
 * Whether a write of the record is underway, outside React's state: turning it on at Save must
 * re-render the action buttons only, not the whole form (a render long enough to hold back the
 * answer's alert), and a second key press reads it at once. A save stays busy until the form shows
 * the saved record; Save, Hold or Complete asked for meanwhile is kept (the last one) for that form
 * to do, rather than done on the version being replaced or dropped.
 */
export type BusyFlag = {
  readonly current: boolean;
  set: (busy: boolean) => void;
  subscribe: (listener: () => void) => () => void;
  /** Keeps an action asked for while busy. */
  request: (action: SaveAction) => void;
  /** The action kept, once, or null; set(false) after a failed write forgets it first. */
  takeRequest: () => SaveAction | null;
};

export function createBusyFlag(): BusyFlag {
  let current = false;
  let requested: SaveAction | null = null;
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
    request: (action) => {
      requested = action;
    },
    takeRequest: () => {
      const action = requested;
      requested = null;
      return action;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The flag's value, re-rendering the caller when it changes. */
export const useBusy = (flag: BusyFlag): boolean => useSyncExternalStore(flag.subscribe, () => flag.current);
