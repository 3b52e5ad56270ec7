import { LAZY_LOAD_TIMEOUT_MS, MESSAGES } from '@rt/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk, loadOnce } from './loadChunk.ts';

describe('loadChunk', () => {
  afterEach(() => vi.useRealTimers());

  it('hands back the module when it arrives in time', async () => {
    await expect(loadChunk(() => Promise.resolve({ a: 1 }))).resolves.toEqual({ a: 1 });
  });

  it("turns a failed import into 'Loading chunk failed', keeping the cause", async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe(MESSAGES.loadingChunkFailed);
    expect((error as Error).cause).toBe(cause);
  });

  it('gives up after the lazy-load timeout (120 s), not before', async () => {
    vi.useFakeTimers();
    let outcome: unknown = 'pending';
    loadChunk(() => new Promise<never>(() => {})).catch((error: unknown) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(LAZY_LOAD_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ChunkLoadError);
    expect((outcome as Error).message).toBe(MESSAGES.loadingChunkFailed);
  });

  it('loadOnce loads once, and asks again only after a failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue('module');
    const get = loadOnce(load);
    await expect(get()).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(get()).resolves.toBe('module');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
