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
