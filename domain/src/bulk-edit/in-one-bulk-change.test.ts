import { describe, expect, it } from 'vitest';
import { BULK_UPDATE_REQUEST_SIZE, inOneBulkChange, inRequests, splitIds } from './in-one-bulk-change.ts';

/** The screen's request size: a selection of two requests and a bit. */
const SIZE = BULK_UPDATE_REQUEST_SIZE;
const TOTAL = 2 * SIZE + 200;

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
      Array.from({ length: TOTAL }, (_, i) => i),
      async (part) => part.length,
      (done, total) => progress.push([done, total]),
    );
    expect(run).toEqual({ results: [SIZE, SIZE, 200], done: TOTAL, failure: null });
    expect(progress).toEqual([
      [0, TOTAL],
      [SIZE, TOTAL],
      [2 * SIZE, TOTAL],
      [TOTAL, TOTAL],
    ]);
  });

  it('stops at the first failed request and says how far it got', async () => {
    const sent: number[] = [];
    const run = await inRequests(
      Array.from({ length: 3 * SIZE }, (_, i) => i),
      async (part) => {
        sent.push(part[0]);
        if (part[0] === SIZE) throw new Error('Failed to apply bulk changes');
        return part.length;
      },
    );
    expect(sent).toEqual([0, SIZE]);
    expect(run.results).toEqual([SIZE]);
    expect(run.done).toBe(SIZE);
    expect(run.failure).toMatchObject({ from: SIZE });
  });
});

describe("Apply's requests", () => {
  it('send each request after the first the bulk change id the first answered, so the action is one bulk change', async () => {
    const sent: [number, string | null][] = [];
    const run = await inOneBulkChange(
      Array.from({ length: TOTAL }, (_, i) => i),
      async (part, bulkChangeId) => {
        sent.push([part[0], bulkChangeId]);
        return { result: { bulkChangeId: bulkChangeId ?? '41' } };
      },
    );
    expect(sent).toEqual([
      [0, null],
      [SIZE, '41'],
      [2 * SIZE, '41'],
    ]);
    expect(run.done).toBe(TOTAL);
    expect(run.failure).toBeNull();
  });

  it('stop at the first failed request, as any run does', async () => {
    const sent: [number, string | null][] = [];
    const run = await inOneBulkChange(
      Array.from({ length: 3 * SIZE }, (_, i) => i),
      async (part, bulkChangeId) => {
        sent.push([part[0], bulkChangeId]);
        if (part[0] === SIZE) throw new Error('Failed to apply bulk changes');
        return { result: { bulkChangeId: '7' } };
      },
    );
    expect(sent).toEqual([
      [0, null],
      [SIZE, '7'],
    ]);
    expect(run).toMatchObject({ done: SIZE, failure: { from: SIZE } });
  });
});
