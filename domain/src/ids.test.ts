import { describe, expect, it } from 'vitest';
import { idFromText, PG_INT_MAX } from './ids.ts';

describe('idFromText', () => {
  it('reads plain digits from 1 to PostgreSQL integer', () => {
    expect(idFromText('1')).toBe(1);
    expect(idFromText('007')).toBe(7);
    expect(idFromText(String(PG_INT_MAX))).toBe(PG_INT_MAX);
  });

  it.each(['', '0', '-1', '1.5', ' 1', '1 ', '0x1F', '１', '1?x=1', '1/2', '2147483648', '99999999999'])(
    'refuses %j',
    (text) => {
      expect(idFromText(text)).toBeNull();
    },
  );
});
