import { describe, expect, it } from 'vitest';
import { inOneBulkChange, inRequests, splitIds } from './in-one-bulk-change.ts';

describe('a large selection', () => {
  it('goes in requests of at most the request size, in order', () => {
    const ids = Array.from({ length: 1201 }, (_, i) => i + 1);
    const parts = splitIds(ids, 500);
    expect(parts.map((p) => p.length)).toEqual([500, 500, 201]);
    expect(parts.flat()).toEqual(ids);
    expect(splitIds([], 500)).toEqual([]);
    expect(() => splitIds(ids, 0)).toThrow();
  });

  it('reports progress request by request', async () => {
    const progress: [number, number][] = [];
    const run = await inRequests(
      Array.from({ length: 2200 }, (_, i) => i),
      async (part) => part.length,
      (done, total) => progress.push([done, total]),
    );
    expect(run).toEqual({ results: [1000, 1000, 200], done: 2200, failure: null });
    expect(progress).toEqual([
      [0, 2200],
      [1000, 2200],
      [2000, 2200],
      [2200, 2200],
    ]);
  });

  it('stops at the first failed request and says how far it got', async () => {
    const sent: number[] = [];
    const run = await inRequests(
      Array.from({ length: 3000 }, (_, i) => i),
      async (part) => {
        sent.push(part[0]);
        if (part[0] === 1000) throw new Error('Failed to apply bulk changes');
        return part.length;
      },
    );
    expect(sent).toEqual([0, 1000]);
    expect(run.results).toEqual([1000]);
    expect(run.done).toBe(1000);
    expect(run.failure).toMatchObject({ from: 1000 });
  });
});

describe("Apply's requests", () => {
  it('send each request after the first the bulk change id the first answered, so the action is one bulk change', async () => {
    const sent: [number, string | null][] = [];
    const run = await inOneBulkChange(
      Array.from({ length: 2200 }, (_, i) => i),
      async (part, bulkChangeId) => {
        sent.push([part[0], bulkChangeId]);
        return { result: { bulkChangeId: bulkChangeId ?? '41' } };
      },
    );
    expect(sent).toEqual([
      [0, null],
      [1000, '41'],
      [2000, '41'],
    ]);
    expect(run.done).toBe(2200);
    expect(run.failure).toBeNull();
  });

  it('stop at the first failed request, as any run does', async () => {
    const sent: [number, string | null][] = [];
    const run = await inOneBulkChange(
      Array.from({ length: 3000 }, (_, i) => i),
      async (part, bulkChangeId) => {
        sent.push([part[0], bulkChangeId]);
        if (part[0] === 1000) throw new Error('Failed to apply bulk changes');
        return { result: { bulkChangeId: '7' } };
      },
    );
    expect(sent).toEqual([
      [0, null],
      [1000, '7'],
    ]);
    expect(run).toMatchObject({ done: 1000, failure: { from: 1000 } });
  });
});
