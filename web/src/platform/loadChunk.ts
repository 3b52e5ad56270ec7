import { LAZY_LOAD_TIMEOUT_MS, MESSAGES } from '@rt/domain';

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
