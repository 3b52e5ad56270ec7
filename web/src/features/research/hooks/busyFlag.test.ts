import { describe, expect, it, vi } from 'vitest';
import { createBusyFlag } from './busyFlag.ts';

describe('the busy flag of a record being written', () => {
  it('is read at once after it is set, and tells its listeners of each change only', () => {
    const flag = createBusyFlag();
    const listener = vi.fn();
    const stop = flag.subscribe(listener);
    expect(flag.current).toBe(false);
    flag.set(true);
    expect(flag.current).toBe(true);
    flag.set(true);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    flag.set(false);
    expect(flag.current).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the last action asked for while busy, for the next form to do once', () => {
    const flag = createBusyFlag();
    flag.set(true);
    flag.request('SAVE');
    flag.request('COMPLETE');
    flag.set(false);
    expect(flag.takeRequest()).toBe('COMPLETE');
    expect(flag.takeRequest()).toBeNull();
  });
});
