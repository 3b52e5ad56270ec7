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
