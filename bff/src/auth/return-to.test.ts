import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.ts';

describe('the address to return to after sign-in', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeReturnTo('/research/12?tab=usages#top')).toBe('/research/12?tab=usages#top');
  });

  it.each([undefined, '', 'queue', 'https://evil.example/', '//evil.example', '/\\evil.example', '/\t/evil.example', ['/queue']])(
    'answers / for %j',
    (value) => {
      expect(safeReturnTo(value)).toBe('/');
    },
  );

  it('never returns to the sign-in pages themselves', () => {
    expect(safeReturnTo('/login')).toBe('/');
    expect(safeReturnTo('/implicit/callback?code=x')).toBe('/');
    expect(safeReturnTo('/auth/login')).toBe('/');
  });
});
