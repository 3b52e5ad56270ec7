import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__/gql.ts';

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
  return useQuery(QueueSummaryQuery, { skip, fetchPolicy: 'cache-and-network' });
}
