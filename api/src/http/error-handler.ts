import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logEvent } from '../log.ts';
import { countApiError } from '../observability/api-metrics.ts';
import { ApiError } from './api-error.ts';

type PgError = { code?: string; constraint?: string; message: string };

/**
 * Constraint violations and values that reach the database are the caller's fault, told plainly;
 * PostgreSQL's own words (which name tables and echo SQL) stay in the log.
 */
function fromDatabase(error: PgError): ApiError | null {
  switch (error.code) {
    case '23505':
      return new ApiError('CONFLICT', `A record with the same value already exists (${error.constraint ?? 'unique'})`);
    case '23503':
      return new ApiError(
        'BAD_REQUEST',
        `A referenced record does not exist or is still in use (${error.constraint ?? 'reference'})`,
      );
    case '23514':
    case '23502':
    case '22P02':
    case '22007':
    case '22008':
    case '22001':
    case '22003':
    case '22021':
    case '22P05':
      return new ApiError('BAD_REQUEST', 'A value is not valid for its field');
    default:
      return null;
  }
}

/**
 * What the body parser and the router refuse before a route runs (http-errors with a 4xx
 * `status`): a body too large, in another charset or encoding, that is no JSON, or an address
 * that cannot be decoded.
 */
function fromRequest(error: { status?: unknown; type?: unknown }): ApiError | null {
  if (typeof error.status !== 'number' || error.status < 400 || error.status >= 500) return null;
  switch (error.type) {
    case 'entity.too.large':
      return new ApiError('PAYLOAD_TOO_LARGE', 'The request body is too large');
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return new ApiError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON in UTF-8');
    case 'entity.parse.failed':
      return new ApiError('BAD_REQUEST', 'The request body is not valid JSON');
    default:
      return new ApiError(
        'BAD_REQUEST',
        error.status === 400 ? 'The request cannot be read: check its address and body' : 'The request cannot be read',
      );
  }
}

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  // A response already under way (a file stream the client left, a store failing mid-file) can
  // only be cut short: the client sees an incomplete body, never a second answer.
  if (res.headersSent) {
    logEvent('warn', 'response cut short', { path: req.path, error: String(error?.message ?? error) });
    res.destroy();
    return;
  }
  const known =
    error instanceof ApiError ? error : (fromRequest(error ?? {}) ?? fromDatabase((error ?? {}) as PgError));
  if (known) {
    countApiError(known.code);
    if (!(error instanceof ApiError))
      logEvent('warn', 'request refused', {
        path: req.path,
        status: known.status,
        error: String(error?.message ?? error),
      });
    res.status(known.status).json({ message: known.message, code: known.code, ...(known.details ?? {}) });
    return;
  }
  countApiError('INTERNAL');
  logEvent('error', 'unhandled API error', { path: req.path, error: String(error?.stack ?? error) });
  res.status(500).json({ message: 'Internal server error', code: 'INTERNAL' });
};

export const apiNotFound: RequestHandler = (req, res) => {
  countApiError('NOT_FOUND');
  res.status(404).json({ message: `No API route for ${req.method} ${req.path}`, code: 'NOT_FOUND' });
};

/**
 * A request with a body must send it as JSON: anything else would reach the routes as no body at
 * all. An empty body (`Content-Length: 0`, as a logout sends) is no body, which `req.is` alone
 * would count as one.
 */
export const jsonBodiesOnly: RequestHandler = (req, _res, next) => {
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (hasBody && !req.is('application/json'))
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON (Content-Type: application/json)');
  next();
};
