import { describe, expect, it } from 'vitest';
import { documentPages, fullPdfUrl, pagesCaption } from './document-pages.ts';

describe('documentPages', () => {
  it('lists held-back pages first as Heldback n, then the pages, with the spec names of their files', () => {
    const pages = documentPages(42, 2, 1);
    expect(pages.map((p) => p.label)).toEqual(['Heldback 1', '1', '2']);
    expect(pages[0]).toEqual({
      label: 'Heldback 1',
      heldback: true,
      number: 1,
      imageUrl: '/files/documents/42_heldback_1.jpeg',
      thumbnailUrl: '/files/documents/42_heldback_1.thumb.jpeg',
      pdfUrl: '/files/documents/42_heldback_1.pdf',
    });
    expect(pages[2].imageUrl).toBe('/files/documents/42_2.jpeg');
    expect(fullPdfUrl(42)).toBe('/files/documents/42.pdf');
  });

  it('has no pages for a record without a document', () => {
    expect(documentPages(1, 0, 0)).toEqual([]);
    expect(pagesCaption(0)).toBe('0 Pages');
  });
});
