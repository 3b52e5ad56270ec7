import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError } from 'graphql';
import { logEvent } from '../log.ts';

/**
 * Errors with a code travel as they are; anything else is a fault of ours, logged here and, in
 * production, replaced by a message that reveals nothing of the inside.
 */
export function formatError(production: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const code = formatted.extensions?.code;
    if (code === 'INTERNAL_SERVER_ERROR' && !(original instanceof GraphQLError)) {
      logEvent('error', 'unhandled GraphQL error', {
        path: formatted.path,
        error: String((original as Error)?.stack ?? original),
      });
      if (production) return { message: 'Internal server error', extensions: { code } };
    }
    return formatted;
  };
}
