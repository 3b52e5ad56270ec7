import { describe, expect, it } from 'vitest';
import { batchTitle, statusLabel } from './status.ts';
import { toDisplayDate } from './dates.ts';

describe('labels', () => {
  it('shows a status with spaces for underscores and a capital first letter', () => {
    expect(statusLabel('ready_for_research')).toBe('Ready for research');
    expect(statusLabel('on_hold')).toBe('On hold');
    expect(statusLabel(null)).toBe('-');
  });

  it('titles a batch by period and number', () => {
    expect(batchTitle('Quarter', '3')).toBe('Quarter 3');
  });

  it('shows dates as dd-MM-yyyy and nothing for a missing one', () => {
    expect(toDisplayDate('2025-03-07')).toBe('07-03-2025');
    expect(toDisplayDate('2025-03-07T00:00:00')).toBe('07-03-2025');
    expect(toDisplayDate(null)).toBe('');
  });
});
