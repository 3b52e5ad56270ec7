import { toDisplayDate } from '../dates.ts';
import { daysBetween, nthBusinessDay, type Day } from './calendar.ts';
import { STATISTICS_MESSAGES } from './messages.ts';

/** When a researcher's remaining documents are done at their own pace (beyond the spec). */
export type CompletionForecast = {
  remaining: number;
  /** The business day the last of them is done, today when none remain; null with no pace yet. */
  done_on: Day | null;
  /** Calendar days from the target to `done_on`: negative before it, 0 on it; null without either. */
  days_after_target: number | null;
};

/**
 * At `dailyPace` documents a business day, today counting as the first, `remaining` documents take
 * ceil(remaining / pace) business days.
 */
export function completionForecast(input: {
  today: Day;
  remaining: number;
  dailyPace: number;
  target?: Day | null;
}): CompletionForecast {
  const remaining = Math.max(0, input.remaining);
  let doneOn: Day | null;
  if (remaining === 0) doneOn = input.today;
  else if (input.dailyPace > 0) doneOn = nthBusinessDay(input.today, Math.ceil(remaining / input.dailyPace));
  else doneOn = null;
  return {
    remaining,
    done_on: doneOn,
    days_after_target: doneOn && input.target ? daysBetween(input.target, doneOn) : null,
  };
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** 'at the current pace, done on 14-03-2027; 3 days after target' (or 'before target', 'on target'). */
export function completionForecastText(forecast: CompletionForecast): string {
  if (forecast.done_on === null) return STATISTICS_MESSAGES.noPaceYet;
  const done = `at the current pace, done on ${toDisplayDate(forecast.done_on)}`;
  const late = forecast.days_after_target;
  if (late === null) return done;
  if (late === 0) return `${done}; on target`;
  return `${done}; ${days(Math.abs(late))} ${late > 0 ? 'after' : 'before'} target`;
}

export type ResearcherPace = { id: number; remaining: number; daily_average: number };

/**
 * A batch's completion forecast from each assigned researcher's own pace: each finishes the records
 * assigned to them, and the records assigned to nobody are dealt out in turn, as Assign Records
 * deals them (the first researchers take one more). The batch is done when the last of them is;
 * it has no date while someone with work left has no pace, or while records wait with nobody assigned.
 */
export function batchCompletionForecast(input: {
  today: Day;
  target?: Day | null;
  researchers: readonly ResearcherPace[];
  unassigned: number;
}): { researchers: (CompletionForecast & { id: number })[]; batch: CompletionForecast } {
  const count = input.researchers.length;
  const unassigned = Math.max(0, input.unassigned);
  const researchers = input.researchers.map((r, i) => ({
    id: r.id,
    ...completionForecast({
      today: input.today,
      remaining: r.remaining + Math.floor(unassigned / count) + (i < unassigned % count ? 1 : 0),
      dailyPace: r.daily_average,
      target: input.target,
    }),
  }));
  const remaining = researchers.reduce((sum, r) => sum + r.remaining, count === 0 ? unassigned : 0);
  let doneOn: Day | null = input.today;
  if (count === 0 && remaining > 0) doneOn = null;
  for (const r of researchers) {
    if (r.done_on === null) doneOn = null;
    else if (doneOn !== null && r.done_on > doneOn) doneOn = r.done_on;
  }
  return {
    researchers,
    batch: {
      remaining,
      done_on: doneOn,
      days_after_target: doneOn && input.target ? daysBetween(input.target, doneOn) : null,
    },
  };
}
