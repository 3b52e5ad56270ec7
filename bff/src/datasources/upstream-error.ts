import { GraphQLError } from 'graphql';
import { UpstreamHttpError, UpstreamRequestError } from './api-client.ts';

export type BffErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

const CODE_BY_STATUS: Record<number, BffErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'BAD_USER_INPUT',
};

/** Turns a failed upstream call into a GraphQL error carrying the message the user should read. */
export function toGraphQLError(error: unknown, upstream: string): GraphQLError {
  if (error instanceof UpstreamHttpError) {
    const { status } = error;
    const body = error.body as
      | {
          message?: string;
          field?: string;
          problems?: unknown;
          details?: unknown;
          updated?: unknown;
          restored?: unknown;
          failed_from_id?: unknown;
        }
      | string
      | undefined;
    const message = typeof body === 'object' && body?.message ? body.message : `${upstream} answered ${status}`;
    const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'UPSTREAM_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR');
    return new GraphQLError(message, {
      extensions: {
        code,
        upstreamStatus: status,
        ...(typeof body === 'object' && body?.field ? { field: body.field } : {}),
        // Every wrong field of a refused form, when the API names more than one: mutations list them all as userErrors.
        ...(typeof body === 'object' && Array.isArray(body?.problems) ? { problems: body.problems } : {}),
        // A stale save's 409 says which version is stored, who wrote it and when (ADR 009).
        ...(typeof body === 'object' && body?.details ? { details: body.details } : {}),
        // A bulk update or undo stopped midway says how many records it wrote and where it stopped (ADR 033, 035).
        ...(typeof body === 'object' && typeof (body?.updated ?? body?.restored) === 'number'
          ? { applied: body.updated ?? body.restored, failedFromId: body.failed_from_id ?? null }
          : {}),
      },
    });
  }
  if (error instanceof UpstreamRequestError) {
    return new GraphQLError(`${upstream} is unavailable, please try again shortly`, {
      extensions: { code: 'UPSTREAM_UNAVAILABLE', reason: error.code },
    });
  }
  return error instanceof GraphQLError
    ? error
    : new GraphQLError('Internal server error', { originalError: error as Error });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND';
}
