import { describe, expect, it } from 'vitest';
import { targetDateError } from './target-date.ts';

describe('the target date', () => {
  const today = '2026-06-10';

  it('must be after today', () => {
    expect(targetDateError('2026-06-11', today)).toBeNull();
    expect(targetDateError('2027-01-01T00:00:00.000Z', today)).toBeNull();
    expect(targetDateError('2026-06-10', today)).toBe('Please select a valid target date.');
    expect(targetDateError('2026-06-09', today)).toBe('Please select a valid target date.');
  });

  it('is optional, and no date at all is refused with the same message', () => {
    expect(targetDateError('', today)).toBeNull();
    expect(targetDateError(null, today)).toBeNull();
    expect(targetDateError(undefined, today)).toBeNull();
    expect(targetDateError('2026-02-30', today)).toBe('Please select a valid target date.');
    expect(targetDateError('soon', today)).toBe('Please select a valid target date.');
  });
});
