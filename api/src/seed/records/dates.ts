import type { Random } from '../random.ts';

/** Dates of generated records, on days as 'yyyy-MM-dd' in UTC. */

const DAY_MS = 86_400_000;
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (iso: string, days: number) => isoDay(new Date(toDate(iso).getTime() + days * DAY_MS));
export const daysBetween = (from: string, to: string) =>
  Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS);

/** A moment between 10:30 and 16:30 Sydney time on a weekday `daysBefore` days before today. */
export function workingMoment(random: Random, today: string, daysBefore: number): string {
  let day = addDays(today, -Math.max(1, daysBefore));
  const weekday = toDate(day).getUTCDay();
  if (weekday === 0 || weekday === 6) day = addDays(day, weekday === 0 ? -2 : -1);
  return new Date(toDate(day).getTime() + random.int(30, 390) * 60_000).toISOString();
}
