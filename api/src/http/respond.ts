import type { Response } from 'express';

/** Every answer has the spec's shape: { message, data }. */
export function ok<T>(res: Response, data: T, message = 'Success', status = 200): void {
  res.status(status).json({ message, data });
}
