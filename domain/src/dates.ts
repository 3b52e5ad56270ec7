/** Dates travel as 'yyyy-MM-dd' strings; the spec shows them as dd-MM-yyyy. */
export function toDisplayDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/** Today's date as 'yyyy-MM-dd' in the given time zone (UTC by default). */
export function isoDate(date: Date = new Date()): string {
  return date.toISOString().slice(0, 10);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** An instant as 'd MMM yy HH:mm' in the viewer's time zone ('3 Feb 26 09:05'); '' when unreadable. */
export function toDisplayDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const year = twoDigits(date.getFullYear() % 100);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${year} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** Whether 'yyyy-MM-dd' names a day of the calendar (2026-02-31 does not; Date.parse would take it as 3 March). */
export function isCalendarDay(iso: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  date.setUTCFullYear(Number(match[1]));
  return date.toISOString().slice(0, 10) === iso;
}

/**
 * A date typed as dd-MM-yyyy (spec 5) as 'yyyy-MM-dd', or null when it is not written so or is no
 * day of the calendar. A one-digit day or month and '/' or '.' between the parts are read too.
 */
export function parseDisplayDate(text: string): string | null {
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  return isCalendarDay(iso) ? iso : null;
}
