import { LAZY_LOAD_TIMEOUT_MS, MESSAGES } from '@rt/domain';
import { createElement, lazy, type ComponentType } from 'react';
import { trackScreenLoad } from './routing/screenLoading.ts';

/** A screen's code could not be fetched, or took longer than the spec allows (section 8). */
export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super(MESSAGES.loadingChunkFailed, { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * Runs a dynamic import; a rejection, or no answer within `timeoutMs`, becomes a ChunkLoadError
 * whose message is the text the user sees ('Loading chunk failed').
 */
export function loadChunk<M>(load: () => Promise<M>, timeoutMs: number = LAZY_LOAD_TIMEOUT_MS): Promise<M> {
  return new Promise<M>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(new Error(`No answer within ${timeoutMs} ms`))),
      timeoutMs,
    );
    Promise.resolve()
      .then(load)
      .then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (cause: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError(cause));
        },
      );
  });
}

/**
 * A chunk loaded through loadChunk once, however often it is asked for; after a failure the next
 * call asks again (a connection back, a deployment finished).
 */
export function loadOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () =>
    (loading ??= loadChunk(load).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** A component whose code is a chunk of its own, and the way to start loading it before it renders. */
export type LazyScreen = { Component: ComponentType; preload: () => Promise<unknown> };

/**
 * A route's component loaded through loadChunk, the module's named export. `preload` starts the
 * load (once) before React renders the component, so that a route's chunks load side by side; while
 * it runs, the loading bar shows (screenLoading.ts). A failure is thrown where the component
 * renders, for the route's error boundary.
 *
 * Once the code is in, the component renders it directly: React.lazy suspends on its first render
 * even when its module has long arrived, and React then holds the page back (up to 300 ms) before
 * showing what was ready.
 */
export function lazyScreen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  exportName: K,
): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () =>
    (loading ??= trackScreenLoad(
      loadChunk(load).then((module) => {
        loaded = module[exportName];
        return { default: loaded };
      }),
    ));
  const Lazy = lazy(preload);
  // Its code arrives before React sees the lazy one resolve, so a lazy instance never shows.
  const Screen = () => createElement(loaded ?? Lazy);
  return { Component: Screen, preload };
}
