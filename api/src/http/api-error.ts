export type ApiErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_FAILED'
  | 'UPSTREAM_TIMEOUT'
  | 'INTERNAL';

const STATUS_BY_CODE: Record<ApiErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UPSTREAM_UNAVAILABLE: 503,
  /** Another system (WRS, MIS) could not be reached or answered with an error. */
  UPSTREAM_FAILED: 502,
  /** Another system did not answer in time. */
  UPSTREAM_TIMEOUT: 504,
  INTERNAL: 500,
};

/** The API's one error: a code that maps to an HTTP status, and a message a person can act on. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: { field?: string; [key: string]: unknown },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = STATUS_BY_CODE[code];
  }
}

export const notSignedIn = () => new ApiError('UNAUTHENTICATED', 'Please sign in');
export const notFound = (what: string, id: unknown) => new ApiError('NOT_FOUND', `${what} ${String(id)} was not found`);
export const badRequest = (message: string, field?: string) =>
  new ApiError('BAD_REQUEST', message, field ? { field } : undefined);

/** One wrong field of a request and what is wrong with it; null for the request as a whole. */
export type Problem = { field: string | null; message: string };

/**
 * 400 listing every problem found (`problems`), so a caller can fix them all at once; `field` and
 * the message are the first one's, as the web app's forms read them.
 */
export function badRequestAll(problems: [Problem, ...Problem[]]): ApiError {
  const [first] = problems;
  return new ApiError('BAD_REQUEST', first.message, { ...(first.field ? { field: first.field } : {}), problems });
}
