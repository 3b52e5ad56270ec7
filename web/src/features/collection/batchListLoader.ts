import { graphql } from '../../__generated__/gql.ts';
import { startingLoader } from '../../platform/startingLoader.ts';
import { startRouteQuery } from '../../platform/routeQueries.ts';

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
export const loader = startingLoader((client, { researchCollectionId: id }) => {
  if (id) startRouteQuery(client, BatchListQuery, { id });
});
