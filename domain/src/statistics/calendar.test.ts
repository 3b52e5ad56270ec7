import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDaysBetween,
  businessDaysIn,
  daysBetween,
  isWeekend,
  lastDaysWithoutWeekends,
  monthsBefore,
  nthBusinessDay,
} from './calendar.ts';

// 2026-06-01 is a Monday.
describe('business days', () => {
  it('tells weekends from weekdays', () => {
    expect(['2026-06-05', '2026-06-06', '2026-06-07', '2026-06-08'].map(isWeekend)).toEqual([false, true, true, false]);
  });

  it('counts the business days after a date up to and including another, weekends removed', () => {
    expect(businessDaysBetween('2026-06-01', '2026-06-05')).toBe(4); // Monday to Friday
    expect(businessDaysBetween('2026-06-05', '2026-06-08')).toBe(1); // Friday to Monday
    expect(businessDaysBetween('2026-06-05', '2026-06-07')).toBe(0); // Friday to Sunday
    expect(businessDaysBetween('2026-06-01', '2026-06-29')).toBe(20); // four whole weeks
    expect(businessDaysBetween('2026-06-06', '2026-06-19')).toBe(10); // Saturday to the second Friday after
    expect(businessDaysBetween('2026-06-01', '2027-06-01')).toBe(261);
  });

  it('counts none to the same day or to a day before', () => {
    expect(businessDaysBetween('2026-06-03', '2026-06-03')).toBe(0);
    expect(businessDaysBetween('2026-06-10', '2026-06-03')).toBe(0);
  });

  it('agrees with counting day by day', () => {
    for (let span = 0; span < 40; span++) {
      for (let start = 0; start < 7; start++) {
        const from = addDays('2026-06-01', start);
        const to = addDays(from, span);
        expect(businessDaysBetween(from, to), `${from} → ${to}`).toBe(businessDaysIn(addDays(from, 1), to).length);
      }
    }
  });

  it('finds the n-th business day, the first day counting when it is one', () => {
    expect(nthBusinessDay('2026-06-03', 1)).toBe('2026-06-03');
    expect(nthBusinessDay('2026-06-05', 2)).toBe('2026-06-08');
    expect(nthBusinessDay('2026-06-06', 1)).toBe('2026-06-08'); // from a Saturday
    expect(nthBusinessDay('2026-06-01', 10)).toBe('2026-06-12');
    expect(nthBusinessDay('2026-06-04', 7)).toBe('2026-06-12');
  });

  it('measures calendar days between dates', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('the last 25 calendar days with weekends removed', () => {
  it('ends today and holds the weekdays of the 25 days up to it', () => {
    // Wednesday 2026-06-24: the 25 days run from Sunday 31 May; 7 of them are weekend days.
    const days = lastDaysWithoutWeekends('2026-06-24');
    expect(days).toHaveLength(18);
    expect(days[0]).toBe('2026-06-01');
    expect(days.at(-1)).toBe('2026-06-24');
    expect(days).not.toContain('2026-06-06');
    expect(days).not.toContain('2026-06-21');
    expect(days.every((d) => !isWeekend(d))).toBe(true);
  });

  it('leaves today out on a weekend', () => {
    // Sunday 2026-06-28: Thursday 4 June to 28 June, 17 weekdays.
    const days = lastDaysWithoutWeekends('2026-06-28');
    expect(days).toHaveLength(17);
    expect(days[0]).toBe('2026-06-04');
    expect(days.at(-1)).toBe('2026-06-26');
  });
});

describe('the last six months', () => {
  it('starts on the same day six months earlier, or the last day of a shorter month', () => {
    expect(monthsBefore('2026-06-15')).toBe('2025-12-15');
    expect(monthsBefore('2026-08-31')).toBe('2026-02-28');
    expect(monthsBefore('2028-08-31')).toBe('2028-02-29');
    expect(monthsBefore('2026-03-31')).toBe('2025-09-30');
  });
});
