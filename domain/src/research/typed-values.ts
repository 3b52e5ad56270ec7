import { parseDisplayDate } from '../dates.ts';
import { PG_INT_MAX } from '../ids.ts';

/**
 * What a researcher typed into a number or date field of the research form, read: its value (null
 * when the field is empty), or why it is none, in words. The API refuses the same values (a whole
 * number within PostgreSQL's integer, a year of four digits, a real calendar day), so a value the
 * form takes is one the save takes.
 */
export type TypedValue<T> = { ok: true; value: T | null } | { ok: false; message: string };

const taken = <T>(value: T | null): TypedValue<T> => ({ ok: true, value });
const refused = (message: string): TypedValue<never> => ({ ok: false, message });

/** The largest amount the API stores (its 'money' kind stays under 10^12). */
const AMOUNT_LIMIT = 1e12;

/** Times copied, units copied: 0, 1, 2… */
export function readWholeNumberText(text: string, label: string): TypedValue<number> {
  const given = text.trim();
  if (given === '') return taken(null);
  if (/^-\d+$/.test(given)) return refused(`${label} cannot be below 0.`);
  if (!/^\+?\d+$/.test(given)) return refused(`${label} must be a whole number.`);
  const value = Number(given);
  if (value > PG_INT_MAX) return refused(`${label} must be at most ${PG_INT_MAX.toLocaleString('en-AU')}.`);
  return taken(value);
}

/** A year of publication: up to four digits. */
export function readYearText(text: string, label: string): TypedValue<number> {
  const given = text.trim();
  if (given === '') return taken(null);
  return /^\d{1,4}$/.test(given) ? taken(Number(given)) : refused(`${label} must be a year, e.g. 2024.`);
}

/** A payment amount: digits with at most one decimal point. */
export function readAmountText(text: string, label: string): TypedValue<number> {
  const given = text.trim();
  if (given === '') return taken(null);
  if (!/^-?\d+(\.\d+)?$/.test(given)) return refused(`${label} must be an amount, e.g. 12.50.`);
  const value = Number(given);
  return Math.abs(value) < AMOUNT_LIMIT ? taken(value) : refused(`${label} is too large.`);
}

/** A date typed as dd-MM-yyyy, answered as 'yyyy-MM-dd'. */
export function readDisplayDateText(text: string, label: string): TypedValue<string> {
  const given = text.trim();
  if (given === '') return taken(null);
  if (!/^\d{1,2}[-/.]\d{1,2}[-/.]\d{4}$/.test(given))
    return refused(`${label} must be written dd-MM-yyyy, e.g. 31-01-2026.`);
  const day = parseDisplayDate(given);
  return day ? taken(day) : refused(`${label} ${given} is not a real date.`);
}
