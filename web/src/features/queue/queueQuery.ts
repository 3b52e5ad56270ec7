import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__/gql.ts';
import { useRouteFetchPolicy } from '../../platform/routeQueries.ts';

/** One list of the researcher's queue (records ready for research, or on hold), in groups. */
export const QueueQuery = graphql(`
  query Queue($status: QueueStatus!) {
    queue(status: $status) {
      ...QueueCard_group
    }
  }
`);

export function useQueue(status: 'READY_FOR_RESEARCH' | 'ON_HOLD') {
  const variables = { status };
  // Asked by the route's loader as the queue opens (queueLoader.ts), or here.
  const fetchPolicy = useRouteFetchPolicy(QueueQuery, variables, 'cache-and-network');
  const result = useQuery(QueueQuery, { variables, fetchPolicy });
  return {
    groups: result.data?.queue,
    loading: result.loading,
    // Spec 8: a failed queue load shows the error's own message.
    error: result.error?.message,
    retry: () => void result.refetch().catch(() => undefined),
  };
}
