/**
 * Find a Record's search text (docs/decisions/042): a number (a record or biblio id) and
 * 'D{doc}_B{biblio}_U{usage}' search at any length; other text needs a run of this many letters or
 * digits, the least a trigram index can look up, so a first keystroke never reads every record.
 */
export const FIND_RECORDS_MIN_RUN = 3;

/** The most records one answer holds: fewer are every match, and only a full answer's total is counted. */
export const FIND_RECORDS_LIMIT = 50;

/** The answer's count of matching records stops here; beyond, the screen says 'more than'. */
export const FIND_RECORDS_COUNT_CAP = 10_000;

export const FIND_RECORDS_ITEMS = /^D(\d+)_B(\d+)_U(\d+)$/i;

const RUN = new RegExp(`[\\p{L}\\p{N}]{${FIND_RECORDS_MIN_RUN}}`, 'u');

/** Whether the (trimmed) text is a search Find a Record runs. */
export function isFindRecordsSearch(text: string): boolean {
  const t = text.trim();
  return /^\d+$/.test(t) || FIND_RECORDS_ITEMS.test(t) || RUN.test(t);
}
