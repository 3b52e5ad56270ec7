import { describe, expect, it } from 'vitest';
import { noScanText } from './noScanText.ts';

describe('noScanText', () => {
  it('says no scanned copy is in the file store, with the record’s page count', () => {
    expect(noScanText(15)).toBe('No scanned copy of this record is in the file store. The record counts 15 pages.');
    expect(noScanText(1)).toBe('No scanned copy of this record is in the file store. The record counts 1 page.');
  });

  it('says so when the record has no page count', () => {
    expect(noScanText(null)).toBe(
      'No scanned copy of this record is in the file store. The record gives no page count.',
    );
    expect(noScanText(0)).toBe('No scanned copy of this record is in the file store. The record gives no page count.');
  });
});
