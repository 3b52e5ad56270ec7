import { businessDaysBetween, type Day } from './calendar.ts';

/**
 * The statistics' figures (spec section 9), each worked out here once. The API answers them, the
 * screen shows them, and both read the same rules.
 */

/** A number to one decimal place, as a number (12.35 → 12.4): the spec's percentages and averages. */
export function toOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** `part` as a percentage of `whole`, to one decimal; 0 when `whole` is 0. */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  // Whole tenths first, so 1 of 8 is 12.5 and not 12.499999.
  return Math.round((part * 1000) / whole) / 10;
}

/**
 * Daily Document Target = (total - researched) / (business days to the target or end date + 1),
 * rounded to a whole number. The + 1 is today. On the target date itself, and past it, no business
 * day is left but today, so the target is everything that remains; never a division by zero and
 * never below zero.
 */
export function dailyDocumentTarget(input: { total: number; researched: number; today: Day; target: Day }): number {
  const remaining = Math.max(0, input.total - input.researched);
  return Math.round(remaining / (businessDaysBetween(input.today, input.target) + 1));
}

/**
 * Daily Avg. Document(s): documents researched per day worked, a day worked being a day with at
 * least one finished record; to one decimal, 0 before the first.
 */
export function dailyAverage(researchedPerDay: readonly number[]): number {
  const worked = researchedPerDay.filter((n) => n > 0);
  if (worked.length === 0) return 0;
  return toOneDecimal(worked.reduce((sum, n) => sum + n, 0) / worked.length);
}

/** The Processed Records Summary's count is green above this, and in the warning colour at it or below. */
export const PROCESSED_COUNT_THRESHOLD = 109;
export type ProcessedCountTone = 'success' | 'warning';

export function processedCountTone(researched: number): ProcessedCountTone {
  return researched > PROCESSED_COUNT_THRESHOLD ? 'success' : 'warning';
}

/** A day's counts, as the individual metrics and the processed records summary carry them. */
export type DayCounts = { date: Day; researched: number; unidentifiable: number; work_request: number };

export type IndividualSummary = {
  /** Daily Avg. Documents: per day worked, to one decimal. */
  daily_average: number;
  /** Unidentifiable: the share of researched documents with an unidentifiable biblio, in percent to one decimal. */
  unidentifiable_percent: number;
  /** Work Requests: the share of researched documents with a new work request, in percent to one decimal. */
  work_request_percent: number;
  /** Your Best Day: the most documents researched in a day (the latest such day), or null before any. */
  best_day: { date: Day; researched: number } | null;
  /** Total Documents researched. */
  total_documents: number;
};

/** The 'Last 6 Months' figures of the individual metrics, from that period's days. */
export function individualSummary(days: readonly DayCounts[]): IndividualSummary {
  const sum = (pick: (d: DayCounts) => number) => days.reduce((total, d) => total + pick(d), 0);
  const total = sum((d) => d.researched);
  let best: IndividualSummary['best_day'] = null;
  for (const day of days) {
    if (
      day.researched > 0 &&
      (!best || day.researched > best.researched || (day.researched === best.researched && day.date > best.date))
    )
      best = { date: day.date, researched: day.researched };
  }
  return {
    daily_average: dailyAverage(days.map((d) => d.researched)),
    unidentifiable_percent: percentOf(
      sum((d) => d.unidentifiable),
      total,
    ),
    work_request_percent: percentOf(
      sum((d) => d.work_request),
      total,
    ),
    best_day: best,
    total_documents: total,
  };
}
