import type { LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from '../../__generated__/gql.ts';
import { routeClient } from '../../app/routing/routeClient.ts';
import { startRouteQuery } from '../../app/routing/routeQueries.ts';

export const LocationListQuery = graphql(`
  query LocationList($batchId: ID!) {
    batch(id: $batchId) {
      id
      title
      researchCollectionId
      researchCollection {
        id
        collectionTitle
      }
      locations {
        ...LocationTable_location
      }
    }
  }
`);

/** '.../batch/:batchId/location': the batch's locations are asked afresh as the route matches. */
export function loader({ params }: LoaderFunctionArgs): null {
  const batchId = params.batchId;
  if (batchId)
    void routeClient()
      .then((client) => startRouteQuery(client, LocationListQuery, { batchId }))
      .catch(() => undefined);
  return null;
}
