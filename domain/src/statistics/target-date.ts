import { daysBetween, type Day } from './calendar.ts';
import { STATISTICS_MESSAGES } from './messages.ts';

/**
 * The process overview's optional target date must be after today (spec section 5): the message
 * for a date that is today, past or no date at all; null for an empty value or a good date.
 */
export function targetDateError(value: string | null | undefined, today: Day): string | null {
  if (value === null || value === undefined || value === '') return null;
  const day = value.slice(0, 10);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const valid =
    match !== null &&
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).toISOString().slice(0, 10) === day;
  return valid && daysBetween(today, day) > 0 ? null : STATISTICS_MESSAGES.invalidTargetDate;
}
