import { describe, expect, it } from 'vitest';
import { completesUnderway, trackComplete } from './completeAhead.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settledYet = async (promise: Promise<unknown>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
};

describe('completes underway', () => {
  it('resolves at once when no Complete is underway', async () => {
    expect(await settledYet(completesUnderway())).toBe(true);
  });

  it('waits for every Complete underway, those started while waiting too, failed ones included', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    void trackComplete(first.promise);
    const waiting = completesUnderway();
    void trackComplete(second.promise).catch(() => undefined);
    first.resolve('stored');
    expect(await settledYet(waiting)).toBe(false);
    second.reject(new Error('network'));
    expect(await settledYet(waiting)).toBe(true);
  });

  it('hands the save its own outcome', async () => {
    await expect(trackComplete(Promise.resolve('stored'))).resolves.toBe('stored');
  });
});
