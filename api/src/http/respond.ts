import type { Request, Response } from 'express';
import { badRequest } from './api-error.ts';

/** Every answer has the spec's shape: { message, data }. */
export function ok<T>(res: Response, data: T, message = 'Success', status = 200): void {
  res.status(status).json({ message, data });
}

/** A route parameter or query value that must be a positive whole number. */
export function positiveInt(value: unknown, name: string): number {
  const text = Array.isArray(value) ? value[0] : value;
  const n = typeof text === 'number' ? text : typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw badRequest(`${name} must be a positive whole number`, name);
  return n;
}

export function idParam(req: Request, name = 'id'): number {
  return positiveInt(req.params[name], name);
}

/** An optional text value (query string or body); a repeated parameter or a non-text value is refused. */
export function optionalText(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name} must be text`, name);
  return value;
}

/** An optional value that must be one of a fixed list; absent gives the fallback. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[], name: string, fallback: T): T;
export function oneOf<T extends string>(value: unknown, allowed: readonly T[], name: string): T | undefined;
export function oneOf<T extends string>(value: unknown, allowed: readonly T[], name: string, fallback?: T): T | undefined {
  const text = optionalText(value, name);
  if (text === undefined || text === '') return fallback;
  if (!(allowed as readonly string[]).includes(text)) throw badRequest(`${name} must be one of ${allowed.join(', ')}`, name);
  return text as T;
}
