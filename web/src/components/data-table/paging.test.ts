import { describe, expect, it } from 'vitest';
import { clampPage, compareValues, pageCount, pageRows, showingText, sortRows } from './paging.ts';

describe('showingText', () => {
  it.each([
    [1, 100, 250, 'Showing 1 to 100 of 250 entries'],
    [3, 100, 250, 'Showing 201 to 250 of 250 entries'],
    [2, 3, 4, 'Showing 4 to 4 of 4 entries'],
    [1, 100, 7, 'Showing 1 to 7 of 7 entries'],
    [1, 100, 0, 'Showing 0 to 0 of 0 entries'],
    // A page past the end (the last row of it was deleted) reads as the last page.
    [5, 3, 4, 'Showing 4 to 4 of 4 entries'],
  ])('page %i of size %i over %i rows: %s', (page, size, total, text) => {
    expect(showingText(page, size, total)).toBe(text);
  });
});

describe('paging', () => {
  const rows = Array.from({ length: 7 }, (_, i) => i + 1);

  it('counts pages, an empty list having one', () => {
    expect(pageCount(0, 3)).toBe(1);
    expect(pageCount(3, 3)).toBe(1);
    expect(pageCount(7, 3)).toBe(3);
  });

  it('keeps a page within the pages there are', () => {
    expect(clampPage(0, 7, 3)).toBe(1);
    expect(clampPage(9, 7, 3)).toBe(3);
    expect(clampPage(Number.NaN, 7, 3)).toBe(1);
  });

  it('slices one page', () => {
    expect(pageRows(rows, 1, 3)).toEqual([1, 2, 3]);
    expect(pageRows(rows, 3, 3)).toEqual([7]);
    expect(pageRows(rows, 4, 3)).toEqual([7]);
  });
});

describe('sorting', () => {
  it('compares text in any case and numbers inside text by value', () => {
    expect(compareValues('apple', 'Banana')).toBeLessThan(0);
    expect(compareValues('Quarter 10', 'Quarter 9')).toBeGreaterThan(0);
    expect(compareValues(2, 10)).toBeLessThan(0);
  });

  it('sorts both ways, keeps ties in order and empty cells last', () => {
    const items = [
      { id: 1, v: 'b' },
      { id: 2, v: null },
      { id: 3, v: 'a' },
      { id: 4, v: 'b' },
      { id: 5, v: '' },
    ];
    expect(sortRows(items, (r) => r.v, 'ascending').map((r) => r.id)).toEqual([3, 1, 4, 2, 5]);
    expect(sortRows(items, (r) => r.v, 'descending').map((r) => r.id)).toEqual([1, 4, 3, 2, 5]);
  });

  it('sorts dates given as yyyy-MM-dd', () => {
    const dates = ['2027-01-29', '2026-12-18', null, '2026-02-27'];
    expect(sortRows(dates, (d) => d, 'ascending')).toEqual(['2026-02-27', '2026-12-18', '2027-01-29', null]);
  });
});
