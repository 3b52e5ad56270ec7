import { addDays, businessDaysIn, daysBetween, type Day } from './calendar.ts';
import { percentOf, toOneDecimal } from './figures.ts';

/** The line chart's labels: one every 5 days, or every duration / 5 days from a duration of 60 days. */
export const X_AXIS_LABEL_STEP_DAYS = 5;
export const LONG_CHART_DAYS = 60;

/**
 * Days between two labels of the line chart for a chart of `durationDays` (end date minus start
 * date): 5, or duration / 5 rounded up to whole days when the duration is 60 days or more
 * (59 → 5, 60 → 12, 61 → 13), so a long chart keeps about five labels.
 */
export function xAxisLabelStep(durationDays: number): number {
  return durationDays >= LONG_CHART_DAYS ? Math.ceil(durationDays / 5) : X_AXIS_LABEL_STEP_DAYS;
}

/** A point of the line chart: documents researched up to and including `date`. */
export type LinePoint = { date: Day; total_by_date: number };

/** Running totals of documents researched per date, in date order. */
export function runningTotals(days: readonly { date: Day; researched: number }[]): LinePoint[] {
  let total = 0;
  return [...days]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((day) => ({ date: day.date, total_by_date: (total += day.researched) }));
}

/**
 * The forecast line: from `from` at `total` documents, the daily average added on each business day
 * up to and including `target`, to one decimal. It starts with the point it starts from, so it joins
 * the line of what was done, and ends early on the day it reaches `cap` (the batch's documents: the
 * batch is done). No line (empty) when the target is not after `from` or there is no pace.
 */
export function forecastLine(input: {
  from: Day;
  total: number;
  dailyAverage: number;
  target: Day;
  cap?: number;
}): LinePoint[] {
  if (daysBetween(input.from, input.target) <= 0 || input.dailyAverage <= 0) return [];
  const cap = input.cap ?? Number.POSITIVE_INFINITY;
  let total = Math.min(input.total, cap);
  const points: LinePoint[] = [{ date: input.from, total_by_date: toOneDecimal(total) }];
  for (const day of businessDaysIn(addDays(input.from, 1), input.target)) {
    if (total >= cap) break;
    total = Math.min(cap, total + input.dailyAverage);
    points.push({ date: day, total_by_date: toOneDecimal(total) });
  }
  return points;
}

/** The doughnut's categories, in the order they are drawn, and its cutout. */
export const DOUGHNUT_CATEGORIES = ['Researched', 'Unprocessed', 'Other'] as const;
export type DoughnutCategory = (typeof DOUGHNUT_CATEGORIES)[number];
export const DOUGHNUT_CUTOUT_PERCENT = 90;

export type Doughnut = {
  slices: { label: DoughnutCategory; value: number }[];
  /** The centre: researched documents as a percentage of all, to one decimal. */
  researched_percent: number;
  /** The centre's second line: 'n out of m documents'. */
  caption: string;
};

/** The process overview's doughnut from its numbers (pie_chart_info). */
export function doughnut(pie: Record<DoughnutCategory, number> & { total_documents: number }): Doughnut {
  return {
    slices: DOUGHNUT_CATEGORIES.map((label) => ({ label, value: pie[label] })),
    researched_percent: percentOf(pie.Researched, pie.total_documents),
    caption: `${pie.Researched} out of ${pie.total_documents} documents`,
  };
}
