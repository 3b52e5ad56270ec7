import { describe, expect, it } from 'vitest';
import { bulkEditCsvFileName, CSV_TITLE_MAX_BYTES } from './csv-file-name.ts';

describe('bulkEditCsvFileName', () => {
  it("is the batch title and the day, the day's '/' written '-'", () => {
    expect(bulkEditCsvFileName('Spring 2026', '2026-11-25')).toBe('Spring 2026_2026-11-25.csv');
  });

  it('replaces characters no file system takes and trims dots and spaces', () => {
    expect(bulkEditCsvFileName('Term 1/2 "draft": a|b*c?<d>\\e', '2026-01-02')).toBe(
      'Term 1-2 -draft-- a-b-c--d--e_2026-01-02.csv',
    );
    expect(bulkEditCsvFileName('  ..Quarter\t\n3..  ', '2026-01-02')).toBe('Quarter 3_2026-01-02.csv');
    expect(bulkEditCsvFileName('a\u0000b\u007fc', '2026-01-02')).toBe('a-b-c_2026-01-02.csv');
  });

  it('keeps letters outside ASCII', () => {
    expect(bulkEditCsvFileName('Été 2026 — Zürich 東京', '2026-11-25')).toBe('Été 2026 — Zürich 東京_2026-11-25.csv');
  });

  it('names a batch without a usable title records', () => {
    expect(bulkEditCsvFileName('', '2026-11-25')).toBe('records_2026-11-25.csv');
    expect(bulkEditCsvFileName(' . ', '2026-11-25')).toBe('records_2026-11-25.csv');
    expect(bulkEditCsvFileName(null, '2026-11-25')).toBe('records_2026-11-25.csv');
  });

  it('cuts a long title to its byte limit, never inside a character', () => {
    const name = bulkEditCsvFileName('😀'.repeat(300), '2026-11-25');
    expect(Buffer.byteLength(name.replace('_2026-11-25.csv', ''))).toBe(CSV_TITLE_MAX_BYTES);
    expect(name.endsWith('😀_2026-11-25.csv')).toBe(true);
    expect(bulkEditCsvFileName(`${'a'.repeat(CSV_TITLE_MAX_BYTES - 1)} b`, '2026-11-25')).toBe(
      `${'a'.repeat(CSV_TITLE_MAX_BYTES - 1)}_2026-11-25.csv`,
    );
  });
});
