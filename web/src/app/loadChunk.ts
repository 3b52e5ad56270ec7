import { LAZY_LOAD_TIMEOUT_MS, MESSAGES } from '@rt/domain';
import type { ComponentType } from 'react';

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
 * The `lazy` of a route: loads the screen's module through loadChunk and hands its named export
 * to the router as the route component. A failure reaches the route's ErrorBoundary.
 */
export function lazyRoute<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  exportName: K,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const module = await loadChunk(load);
    return { Component: module[exportName] };
  };
}
