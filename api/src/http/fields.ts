import { badRequest } from './api-error.ts';

/**
 * Readers for the fields of a request body. Each names the field (for the form's error) and its
 * label (for the message), turns an empty value into null, and refuses anything else it cannot
 * store, with a message a person can act on.
 */
export type Field = { field: string; label: string };

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function text(value: unknown, { field, label }: Field, max: number): string | null {
  if (isEmpty(value)) return null;
  if (typeof value !== 'string') throw badRequest(`${label} must be text`, field);
  const trimmed = value.trim();
  if (trimmed.length > max) throw badRequest(`${label} must be at most ${max} characters`, field);
  return trimmed === '' ? null : trimmed;
}

export function optionalString(value: unknown, spec: Field, max = 200): string | null {
  return text(value, spec, max);
}

export function requiredString(value: unknown, spec: Field, max = 200): string {
  const result = text(value, spec, max);
  if (result === null) throw badRequest(`${spec.label} is required`, spec.field);
  return result;
}

/** One of a fixed list, or null when empty. */
export function optionalChoice<T extends string>(value: unknown, allowed: readonly T[], spec: Field): T | null {
  if (isEmpty(value)) return null;
  if (!(allowed as readonly unknown[]).includes(value)) {
    throw badRequest(`${spec.label} must be one of ${allowed.join(', ')}`, spec.field);
  }
  return value as T;
}

export function requiredChoice<T extends string>(value: unknown, allowed: readonly T[], spec: Field): T {
  const result = optionalChoice(value, allowed, spec);
  if (result === null) throw badRequest(`${spec.label} is required`, spec.field);
  return result;
}

const INT_MAX = 2_147_483_647;

/** A whole number sent as a number or as digits that fits a PostgreSQL integer, else NaN. */
function wholeNumber(value: unknown): number {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 0 && n <= INT_MAX ? n : NaN;
}

/** A whole number 0 or above, or null when empty. */
export function optionalWholeNumber(value: unknown, spec: Field): number | null {
  if (isEmpty(value)) return null;
  const n = wholeNumber(value);
  if (Number.isNaN(n)) throw badRequest(`${spec.label} must be a whole number`, spec.field);
  return n;
}

/** The id of a row another table holds (its existence is the caller's to check). */
export function requiredId(value: unknown, spec: Field): number {
  if (isEmpty(value)) throw badRequest(`${spec.label} is required`, spec.field);
  const n = wholeNumber(value);
  if (!(n > 0)) throw badRequest(`${spec.label} must be a positive whole number`, spec.field);
  return n;
}

/**
 * A calendar date as 'yyyy-MM-dd', or null when empty. Only the first 10 characters count, so a
 * client may send '2026-06-30T00:00:00.000Z' (spec section 5: the collection date uses them).
 */
export function optionalDate(value: unknown, spec: Field): string | null {
  if (isEmpty(value)) return null;
  const day = typeof value === 'string' ? value.slice(0, 10) : '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  // Date.UTC rolls 2026-02-30 over into March; a date that does not read back the same is no date.
  if (!date || date.toISOString().slice(0, 10) !== day) {
    throw badRequest(`${spec.label} must be a valid date (yyyy-MM-dd)`, spec.field);
  }
  return day;
}

export function requiredDate(value: unknown, spec: Field): string {
  const result = optionalDate(value, spec);
  if (result === null) throw badRequest(`${spec.label} is required`, spec.field);
  return result;
}

/** An id sent in a PUT body must be the one in the address, or absent. */
export function sameIdAsPath(bodyId: unknown, pathId: number): void {
  if (isEmpty(bodyId)) return;
  if (Number(bodyId) !== pathId)
    throw badRequest(`The id in the body (${String(bodyId)}) does not match the address (${pathId})`, 'id');
}

/** The fields of a JSON body; a body that is no object (or none at all) is refused. */
export function bodyFields(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}
