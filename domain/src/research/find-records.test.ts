import { describe, expect, it } from 'vitest';
import { isFindRecordsSearch } from './find-records.ts';

describe('isFindRecordsSearch', () => {
  it('takes ids and D{doc}_B{biblio}_U{usage} at any length', () => {
    for (const text of ['7', '42', ' 12 ', 'D1_B2_U3', 'd10_b20_u30'])
      expect(isFindRecordsSearch(text), text).toBe(true);
  });

  it('takes text with three letters or digits in a row, in any script', () => {
    for (const text of ['usy', 'USYD-2026', 'harbour lights', 'Ōtā', 'a b cde'])
      expect(isFindRecordsSearch(text), text).toBe(true);
  });

  it('refuses shorter text, however long with spaces and punctuation', () => {
    for (const text of ['', ' ', 'a', 'ha', 'o-x', 'ab cd', '%_%', 'D1_B2'])
      expect(isFindRecordsSearch(text), text).toBe(false);
  });
});
