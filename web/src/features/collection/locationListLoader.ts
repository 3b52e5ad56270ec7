import { graphql } from '../../__generated__/gql.ts';
import { startingLoader } from '../../platform/startingLoader.ts';
import { startRouteQuery } from '../../platform/routeQueries.ts';

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
export const loader = startingLoader((client, { batchId }) => {
  if (batchId) startRouteQuery(client, LocationListQuery, { batchId });
});
