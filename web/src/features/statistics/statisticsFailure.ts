import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { STATISTICS_MESSAGES } from '@rt/domain';

/**
 * What a failed statistics query tells the user (spec section 8): the server's message when it
 * answered one ('You may see only your own processing metrics.'), else 'Failed to fetch records'.
 */
export function statisticsFailure(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || STATISTICS_MESSAGES.fetchFailed;
  return STATISTICS_MESSAGES.fetchFailed;
}
