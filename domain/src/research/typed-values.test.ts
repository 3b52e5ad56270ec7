import { describe, expect, it } from 'vitest';
import { isCalendarDay, parseDisplayDate } from '../dates.ts';
import { readAmountText, readDisplayDateText, readWholeNumberText, readYearText } from './typed-values.ts';

describe('the research form reads what is typed', () => {
  it('takes a whole number, and says in words why 2.5, -1, letters or a huge number are none', () => {
    expect(readWholeNumberText(' 12 ', 'Times copied')).toEqual({ ok: true, value: 12 });
    expect(readWholeNumberText('0', 'Times copied')).toEqual({ ok: true, value: 0 });
    expect(readWholeNumberText('', 'Times copied')).toEqual({ ok: true, value: null });
    expect(readWholeNumberText('2.5', 'Times copied')).toEqual({
      ok: false,
      message: 'Times copied must be a whole number.',
    });
    expect(readWholeNumberText('12a', 'Units copied')).toEqual({
      ok: false,
      message: 'Units copied must be a whole number.',
    });
    expect(readWholeNumberText('1e3', 'Units copied')).toMatchObject({ ok: false });
    expect(readWholeNumberText('-1', 'Times copied')).toEqual({
      ok: false,
      message: 'Times copied cannot be below 0.',
    });
    expect(readWholeNumberText('2147483648', 'Times copied')).toEqual({
      ok: false,
      message: 'Times copied must be at most 2,147,483,647.',
    });
  });

  it('takes a year of up to four digits and an amount with decimals', () => {
    expect(readYearText('2024', 'Year')).toEqual({ ok: true, value: 2024 });
    expect(readYearText('20245', 'Year')).toEqual({ ok: false, message: 'Year must be a year, e.g. 2024.' });
    expect(readYearText('MMXX', 'Year')).toMatchObject({ ok: false });
    expect(readAmountText('12.50', 'Payment amount')).toEqual({ ok: true, value: 12.5 });
    expect(readAmountText('12,50', 'Payment amount')).toEqual({
      ok: false,
      message: 'Payment amount must be an amount, e.g. 12.50.',
    });
    expect(readAmountText('1000000000000', 'Payment amount')).toEqual({
      ok: false,
      message: 'Payment amount is too large.',
    });
  });

  it('reads dd-MM-yyyy into yyyy-MM-dd, and tells a wrong form from an impossible day', () => {
    expect(readDisplayDateText('31-01-2026', 'Event date')).toEqual({ ok: true, value: '2026-01-31' });
    expect(readDisplayDateText('5/3/2026', 'Event date')).toEqual({ ok: true, value: '2026-03-05' });
    expect(readDisplayDateText('29-02-2028', 'Event date')).toEqual({ ok: true, value: '2028-02-29' });
    expect(readDisplayDateText(' ', 'Event date')).toEqual({ ok: true, value: null });
    expect(readDisplayDateText('31-02-2026', 'Event date')).toEqual({
      ok: false,
      message: 'Event date 31-02-2026 is not a real date.',
    });
    expect(readDisplayDateText('29-02-2026', 'Event date')).toMatchObject({ ok: false });
    expect(readDisplayDateText('2026-01-31', 'Event date')).toEqual({
      ok: false,
      message: 'Event date must be written dd-MM-yyyy, e.g. 31-01-2026.',
    });
    expect(readDisplayDateText('31-01-26', 'Event date')).toMatchObject({ ok: false });
  });

  it('knows the days of the calendar', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-31')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('0050-02-30')).toBe(false);
    expect(isCalendarDay('26-02-01')).toBe(false);
    expect(parseDisplayDate('01-12-2026')).toBe('2026-12-01');
    expect(parseDisplayDate('00-12-2026')).toBeNull();
  });
});
