import { idFromText, PG_INT_MAX } from '@rt/domain';
import { z } from 'zod';
import { badRequest } from './api-error.ts';

/**
 * The pieces every route's input schema is built of (zod, one schema per route: http/route.ts).
 * Each names its field in the message ('Collection title is required', 'id must be a positive whole
 * number'), turns an empty value into null, and refuses what cannot be stored: the wrong JSON type
 * (a number is a JSON number, never text), text with a NUL character (PostgreSQL text cannot hold
 * one), text past its length, a number past PostgreSQL's integer.
 */

/** A field of a form: its name in the body (for the form's error) and its label (for the message). */
export type Field = { field: string; label: string };

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Thrown by a field's reader; the schema turns it into an issue on that field. */
class Refusal {
  constructor(readonly message: string) {}
}
/** Refuses the value being read; `reader` and `readAt` name the field. */
export const refuse = (message: string): never => {
  throw new Refusal(message);
};

/** A schema reading one value with `read`, whose refusal becomes the field's issue. */
export function reader<T>(read: (value: unknown) => T) {
  // optional(): an absent key reaches `read` as undefined, which decides whether it is required.
  return z
    .unknown()
    .optional()
    .transform((value, ctx): T => {
      try {
        return read(value);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        ctx.addIssue({ code: 'custom', message: error.message });
        return z.NEVER;
      }
    });
}

export function readText(value: unknown, label: string, max: number): string | null {
  if (isEmpty(value)) return null;
  if (typeof value !== 'string') return refuse(`${label} must be text`);
  if (value.includes('\u0000')) return refuse(`${label} must not contain NUL characters`);
  const trimmed = value.trim();
  if (trimmed.length > max) return refuse(`${label} must be at most ${max} characters`);
  return trimmed === '' ? null : trimmed;
}

const required =
  <T>(read: (value: unknown) => T | null, label: string) =>
  (value: unknown): T =>
    read(value) ?? refuse(`${label} is required`);

/** Text, trimmed; empty is null. */
export const text = (label: string, max = 200) => reader((v) => readText(v, label, max));
export const requiredText = (label: string, max = 200) => reader(required((v) => readText(v, label, max), label));

/** A number in a JSON body is a JSON number: '4' or [4] is refused, whatever it looks like. */
function readWhole(value: unknown, label: string, min: number, message: string): number | null {
  if (isEmpty(value)) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > PG_INT_MAX)
    return refuse(message);
  return value;
}

/** The id of a row (its existence is the caller's to check): a number from 1 to PostgreSQL's integer. */
export const readId = (value: unknown, label: string) =>
  readWhole(value, label, 1, `${label} must be a positive whole number`);
export const id = (label: string) => reader((v) => readId(v, label));
export const requiredId = (label: string) => reader(required((v) => readId(v, label), label));

/** A whole number 0 or above. */
export const readWholeNumber = (value: unknown, label: string) =>
  readWhole(value, label, 0, `${label} must be a whole number`);
export const wholeNumber = (label: string) => reader((v) => readWholeNumber(v, label));

/** A decimal number whose size stays under `max` (money, rates), as a JSON number. */
export function readDecimal(value: unknown, label: string, max: number): number | null {
  if (isEmpty(value)) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) >= max)
    return refuse(`${label} must be a number`);
  return value;
}

export function readChoice<T extends string>(value: unknown, allowed: readonly T[], label: string): T | null {
  const given = readText(value, label, 200);
  if (given === null) return null;
  if (!(allowed as readonly string[]).includes(given)) return refuse(`${label} must be one of ${allowed.join(', ')}`);
  return given as T;
}

/** One of a fixed list. */
export const choice = <T extends string>(allowed: readonly T[], label: string) =>
  reader((v) => readChoice(v, allowed, label));
export const requiredChoice = <T extends string>(allowed: readonly T[], label: string) =>
  reader(required((v) => readChoice(v, allowed, label), label));

/**
 * A calendar date as 'yyyy-MM-dd'. Only the first 10 characters count, so a client may send
 * '2026-06-30T00:00:00.000Z' (spec section 5: the collection date uses them).
 */
export function readDay(
  value: unknown,
  label: string,
  message = `${label} must be a valid date (yyyy-MM-dd)`,
): string | null {
  if (isEmpty(value)) return null;
  if (typeof value !== 'string' || value.includes('\u0000')) return refuse(message);
  const day = value.slice(0, 10);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  // Date.UTC rolls 2026-02-30 over into March; a date that does not read back the same is no date.
  if (!date || date.toISOString().slice(0, 10) !== day) return refuse(message);
  return day;
}
export const date = (label: string) => reader((v) => readDay(v, label));
export const requiredDate = (label: string) => reader(required((v) => readDay(v, label), label));

/** true or false; absent (or null) is `fallback`. */
export function readFlag(value: unknown, label: string, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') return refuse(`${label} must be true or false`);
  return value;
}

/** Runs a reader for a field deep in a body ('biblios.2.edition'): its refusal is a 400 naming that place. */
export function readAt<T>(field: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof Refusal) throw badRequest(error.message, field);
    throw error;
  }
}

/**
 * A JSON object body of these fields; no body at all reads as an empty one. Other fields are
 * dropped, unless `others` keeps them for a reader of its own (the research form's items).
 */
export const jsonBody = <S extends z.ZodRawShape>(shape: S, others: 'drop' | 'keep' = 'drop') =>
  z.preprocess(
    (value) => (value === undefined ? {} : value),
    (others === 'keep' ? z.looseObject : z.object)(shape, { error: 'The request body must be a JSON object' }),
  );

// --- The address: path parameters and query strings are text by nature ------------------------

/** An id written in an address or a query string ('/user/12', '?batch=3'). */
export function readIdText(value: unknown, name: string): number {
  const given = Array.isArray(value) ? refuse(`${name} must be given once`) : value;
  return (typeof given === 'string' && idFromText(given)) || refuse(`${name} must be a positive whole number`);
}

/** An id in the address ('/user/12'), or in the query. */
export const pathId = (name: string) => reader((v) => readIdText(v, name));

/** Text in the address (a work id), at most `max` characters. */
export const pathText = (name: string, max = 200) => reader(required((v) => readText(v, name, max), name));

/** An optional query value given at most once; absent or empty is undefined. */
export function readQueryText(value: unknown, name: string, max = 200): string | undefined {
  if (Array.isArray(value)) return refuse(`${name} must be given once`);
  return readText(value, name, max) ?? undefined;
}
export const queryText = (name: string, max = 200) => reader((v) => readQueryText(v, name, max));
/** An id, or a count of at least 1 ('limit=10'), in the query; absent or empty is undefined. */
export const queryId = (name: string) =>
  reader((value): number | undefined => (isEmpty(value) ? undefined : readIdText(value, name)));
export const queryChoice = <T extends string>(allowed: readonly T[], name: string) =>
  reader((value): T | undefined => readChoice(readQueryText(value, name), allowed, name) ?? undefined);

/** The address's `:id`, the most common parameter. */
export const idParams = z.object({ id: pathId('id') });
/** The input of a route whose only input is the address's `:id`. */
export const byId = { params: idParams };

/** An id sent in a PUT body must be the one in the address, or absent. */
export function requireSameId(bodyId: number | null, pathId: number): void {
  if (bodyId !== null && bodyId !== pathId)
    throw badRequest(`The id in the body (${bodyId}) does not match the address (${pathId})`, 'id');
}
