/**
 * Calendar days for the statistics (spec section 9): dates travel as 'yyyy-MM-dd' and are read as
 * UTC calendar days, the same days the queue's 'Completed today' counts (docs/decisions/030).
 * Business days are Monday to Friday; public holidays are not known to the product.
 */

const DAY_MS = 86_400_000;

/** A calendar date as 'yyyy-MM-dd'. */
export type Day = string;

/** Midnight UTC of a 'yyyy-MM-dd' date, in milliseconds; only the first 10 characters are read. */
function dayStart(day: Day): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) throw new RangeError(`Not a date (yyyy-MM-dd): ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

const toDay = (ms: number): Day => new Date(ms).toISOString().slice(0, 10);

/** The date `n` calendar days after `day` (before it when `n` is negative). */
export function addDays(day: Day, n: number): Day {
  return toDay(dayStart(day) + n * DAY_MS);
}

/** Calendar days from `from` to `to`: 1 from a Monday to the Tuesday, negative when `to` comes first. */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((dayStart(to) - dayStart(from)) / DAY_MS);
}

/** 0 Sunday … 6 Saturday. */
const weekday = (day: Day) => new Date(dayStart(day)).getUTCDay();

export function isWeekend(day: Day): boolean {
  const d = weekday(day);
  return d === 0 || d === 6;
}

/**
 * Business days after `from` up to and including `to`: from a Friday to the next Monday is 1, from a
 * Monday to the Friday of that week 4. Zero when `to` is not after `from`.
 */
export function businessDaysBetween(from: Day, to: Day): number {
  const span = daysBetween(from, to);
  if (span <= 0) return 0;
  const weeks = Math.floor(span / 7);
  let count = weeks * 5;
  // The days left over after whole weeks: at most six, looked at one by one.
  for (let n = weeks * 7 + 1; n <= span; n++) if (!isWeekend(addDays(from, n))) count++;
  return count;
}

/** The business days from `from` to `to`, both included, in order. */
export function businessDaysIn(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let n = 0, span = daysBetween(from, to); n <= span; n++) {
    const day = addDays(from, n);
    if (!isWeekend(day)) days.push(day);
  }
  return days;
}

/** The n-th business day counting from `from` itself (n ≥ 1): from a Friday, n = 2 is the Monday after. */
export function nthBusinessDay(from: Day, n: number): Day {
  let day = from;
  let left = Math.max(1, Math.ceil(n));
  while (isWeekend(day)) day = addDays(day, 1);
  // Whole weeks at once, so a long way off costs no more than a near one.
  const weeks = Math.floor((left - 1) / 5);
  day = addDays(day, weeks * 7);
  left -= weeks * 5;
  while (left > 1) {
    day = addDays(day, 1);
    if (!isWeekend(day)) left--;
  }
  return day;
}

/** The individual metrics' bar chart: the last 25 calendar days, today included, weekends removed. */
export const BAR_CHART_CALENDAR_DAYS = 25;

/** The business days among the last `count` calendar days up to and including `today`, oldest first. */
export function lastDaysWithoutWeekends(today: Day, count: number = BAR_CHART_CALENDAR_DAYS): Day[] {
  return businessDaysIn(addDays(today, -(count - 1)), today);
}

/** 'Last 6 Months' of the individual metrics. */
export const SUMMARY_MONTHS = 6;

/**
 * The first day of the 'Last 6 Months' up to `today`: the same day of the month six months
 * earlier, or that month's last day when it is shorter (31 August → 28 or 29 February).
 */
export function monthsBefore(today: Day, months: number = SUMMARY_MONTHS): Day {
  const start = new Date(dayStart(today));
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() - months;
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return toDay(Date.UTC(year, month, Math.min(start.getUTCDate(), lastOfMonth)));
}
