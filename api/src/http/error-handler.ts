import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ApiError } from './api-error.ts';

type PgError = { code?: string; constraint?: string; detail?: string; message: string };

/** Constraint violations that reach the database are the caller's fault, told plainly. */
function fromDatabase(error: PgError): ApiError | null {
  switch (error.code) {
    case '23505':
      return new ApiError('CONFLICT', `A record with the same value already exists (${error.constraint ?? 'unique'})`);
    case '23503':
      return new ApiError('BAD_REQUEST', `A referenced record does not exist or is still in use (${error.constraint ?? 'reference'})`);
    case '23514':
    case '23502':
    case '22P02':
    case '22007':
    case '22008':
      return new ApiError('BAD_REQUEST', `Invalid value: ${error.message}`);
    default:
      return null;
  }
}

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known =
    error instanceof ApiError
      ? error
      : error?.type === 'entity.parse.failed'
        ? new ApiError('BAD_REQUEST', 'The request body is not valid JSON')
        : fromDatabase(error as PgError);
  if (known) {
    res.status(known.status).json({ message: known.message, code: known.code, ...(known.details ?? {}) });
    return;
  }
  console.error(JSON.stringify({ level: 'error', msg: 'unhandled API error', path: req.path, error: String(error?.stack ?? error) }));
  res.status(500).json({ message: 'Internal server error', code: 'INTERNAL' });
};

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.path}`, code: 'NOT_FOUND' });
};
