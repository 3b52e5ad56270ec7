import { describe, expect, it } from 'vitest';
import { countRows, fileNameOf } from './recordsCsv.ts';

describe('fileNameOf', () => {
  it("reads RFC 5987's filename* first, then a quoted or bare filename", () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''B%C3%A4tch_2026-11-25.csv`, 'x.csv')).toBe(
      'Bätch_2026-11-25.csv',
    );
    expect(fileNameOf('attachment; filename="2026 Q1_2026-11-25.csv"', 'x.csv')).toBe('2026 Q1_2026-11-25.csv');
    expect(fileNameOf('attachment; filename=plain.csv', 'x.csv')).toBe('plain.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
    expect(fileNameOf('attachment', 'x.csv')).toBe('x.csv');
  });
});

describe('countRows', () => {
  it('counts line feeds outside quoted fields, across chunks', () => {
    const state = { inQuotes: false };
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(countRows(bytes('id,notes\n1,"two\nlines'), state)).toBe(1);
    expect(countRows(bytes('"\n2,plain\n'), state)).toBe(2);
  });
});
