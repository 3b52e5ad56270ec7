import type { LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from '../../__generated__/gql.ts';
import { routeClient } from '../../app/routing/routeClient.ts';
import { startRouteQuery } from '../../app/routing/routeQueries.ts';

export const BatchListQuery = graphql(`
  query BatchList($id: ID!) {
    researchCollection(id: $id) {
      id
      collectionTitle
      lockedBatchCount
      totalBatchCount
      batches {
        ...BatchTable_batch
      }
    }
  }
`);

/** '/research-collection/:researchCollectionId/batch': the collection's batches are asked afresh as the route matches. */
export function loader({ params }: LoaderFunctionArgs): null {
  const id = params.researchCollectionId;
  if (id)
    void routeClient()
      .then((client) => startRouteQuery(client, BatchListQuery, { id }))
      .catch(() => undefined);
  return null;
}
