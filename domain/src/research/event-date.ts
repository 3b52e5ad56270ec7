/**
 * Event dates (spec section 5): sent as the date plus 'T00:00:00', stored as 'yyyy-MM-dd', shown
 * dd-MM-yyyy (toDisplayDate). Both 'yyyy-MM-dd' and 'yyyy-MM-ddT00:00:00' are accepted.
 */
const EVENT_DATE = /^(\d{4})-(\d{2})-(\d{2})(T00:00:00)?$/;

/** The calendar day of an event date as sent, or null when it is no real 'yyyy-MM-dd[T00:00:00]'. */
export function parseEventDate(value: string): string | null {
  const match = EVENT_DATE.exec(value.trim());
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // Date.UTC rolls 2026-02-30 into March: a day that does not read back the same is no day.
  return date.toISOString().slice(0, 10) === day ? day : null;
}

/** An event date as the form sends it: 'yyyy-MM-ddT00:00:00'. */
export function toEventDateParam(day: string): string {
  return `${day.slice(0, 10)}T00:00:00`;
}

/** 'HH:mm dd-MM-yyyy' of an instant, in UTC: how a conflict names when the other save happened. */
export function toDisplayTime(instant: string | Date): string {
  const iso = (typeof instant === 'string' ? new Date(instant) : instant).toISOString();
  return `${iso.slice(11, 16)} ${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
}

/** The 409 of a save made against an older version of the record. */
export function conflictMessage(changedBy: string | null | undefined, changedAt: string | Date): string {
  return `This record was changed by ${changedBy ?? 'another user'} at ${toDisplayTime(changedAt)}; your edits are kept — reload to see theirs and apply yours again.`;
}
