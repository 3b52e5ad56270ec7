import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__/gql.ts';
import { useRouteFetchPolicy } from '../../platform/routeQueries.ts';

/** The signed-in user's counters; the header, the home cards and the queue share this query. */
export const QueueSummaryQuery = graphql(`
  query QueueSummary {
    queueSummary {
      completedToday
      readyForResearch
      onHold
    }
  }
`);

export function useQueueSummary({ skip = false }: { skip?: boolean } = {}) {
  // The queue's loader asks for the counters as the queue opens (queueLoader.ts).
  const fetchPolicy = useRouteFetchPolicy(QueueSummaryQuery, {}, 'cache-and-network');
  return useQuery(QueueSummaryQuery, { skip, fetchPolicy });
}
