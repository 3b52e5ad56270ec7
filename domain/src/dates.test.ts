import { describe, expect, it } from 'vitest';
import { toDisplayDateTime } from './dates.ts';

describe('toDisplayDateTime', () => {
  it("shows an instant as 'd MMM yy HH:mm' in local time", () => {
    expect(toDisplayDateTime(new Date(2026, 1, 3, 9, 5))).toBe('3 Feb 26 09:05');
    expect(toDisplayDateTime(new Date(2031, 11, 25, 23, 59).toISOString())).toBe('25 Dec 31 23:59');
  });

  it('shows nothing for a missing or unreadable value', () => {
    expect(toDisplayDateTime(null)).toBe('');
    expect(toDisplayDateTime('not a date')).toBe('');
  });
});
