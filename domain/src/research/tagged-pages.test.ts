import { describe, expect, it } from 'vitest';
import { checkTaggedPages, pageRanges, parsePageNumbers, taggedPages } from './tagged-pages.ts';

describe('taggedPages', () => {
  it('joins page tags and group ranges of the one biblio, once each, in order', () => {
    const pages = taggedPages(
      '7',
      [
        { biblioId: '7', pageNumber: 15 },
        { biblioId: '8', pageNumber: 2 },
        { biblioId: '7', pageNumber: 12 },
      ],
      [
        { biblioId: '7', startPage: 12, endPage: 14 },
        { biblioId: '8', startPage: 20, endPage: 30 },
      ],
    );
    expect(pages).toEqual([12, 13, 14, 15]);
  });
});

describe('pageRanges', () => {
  it('writes runs as ranges and lone pages alone', () => {
    expect(pageRanges([12, 13, 14, 15])).toBe('12-15');
    expect(pageRanges([9, 3, 5, 8, 5])).toBe('3, 5, 8-9');
    expect(pageRanges([])).toBe('');
  });
});

describe('parsePageNumbers', () => {
  it('reads pages, ranges and lists in the ways researchers write them', () => {
    expect(parsePageNumbers('12-14')).toEqual([12, 13, 14]);
    expect(parsePageNumbers('3, 5; 8–9')).toEqual([3, 5, 8, 9]);
    expect(parsePageNumbers('10 to 11')).toEqual([10, 11]);
    expect(parsePageNumbers('  ')).toEqual([]);
    expect(parsePageNumbers(null)).toEqual([]);
  });

  it('gives up on what is not page numbers, rather than guessing', () => {
    expect(parsePageNumbers('xi-xiv')).toBeNull();
    expect(parsePageNumbers('14-12')).toBeNull();
    expect(parsePageNumbers('1-99999')).toBeNull();
    expect(parsePageNumbers('passim')).toBeNull();
  });
});

describe('checkTaggedPages', () => {
  it("says where the tags and page_numbers disagree, in the form's words", () => {
    expect(checkTaggedPages([12, 13, 14, 15], { pageNumbers: '12-14', unitsCopied: 3 })).toEqual({
      message: 'Pages 12-15 tagged, page_numbers says 12-14',
      fill: { pageNumbers: '12-15', unitsCopied: 4 },
    });
    expect(checkTaggedPages([4], { pageNumbers: '', unitsCopied: 1 })?.message).toBe(
      'Page 4 tagged, page_numbers is empty',
    );
  });

  it('checks units_copied once the pages agree', () => {
    expect(checkTaggedPages([12, 13, 14], { pageNumbers: '12-14', unitsCopied: 1 })?.message).toBe(
      'Pages 12-14 tagged (3), units_copied says 1',
    );
  });

  it('is quiet when they agree, when nothing is tagged and when page_numbers is not numbers', () => {
    expect(checkTaggedPages([12, 13, 14], { pageNumbers: '12 - 14', unitsCopied: 3 })).toBeNull();
    expect(checkTaggedPages([], { pageNumbers: '12-14', unitsCopied: 3 })).toBeNull();
    expect(checkTaggedPages([1, 2], { pageNumbers: 'i-ii', unitsCopied: 2 })).toBeNull();
  });
});
