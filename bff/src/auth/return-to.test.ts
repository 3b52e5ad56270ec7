import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.ts';

describe('the address to return to after sign-in', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeReturnTo('/research/12?tab=usages#top')).toBe('/research/12?tab=usages#top');
  });

  it.each([
    undefined,
    '',
    'queue',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    ['/queue'],
    // Paths that normalise to another site's address.
    '/.//evil.example',
    '/./\\evil.example',
    '/x/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example/path',
    '/.//evil.example/queue?x=1',
  ])('answers / for %j', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('keeps paths that only look odd but stay on this site, normalised', () => {
    expect(safeReturnTo('/research/./12')).toBe('/research/12');
    expect(safeReturnTo('/queue/../research/12')).toBe('/research/12');
    expect(safeReturnTo('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('never returns to the sign-in pages themselves', () => {
    expect(safeReturnTo('/login')).toBe('/');
    expect(safeReturnTo('/implicit/callback?code=x')).toBe('/');
    expect(safeReturnTo('/auth/login')).toBe('/');
  });
});
