import { graphql } from '../../__generated__/gql.ts';
import { startingLoader } from '../../platform/startingLoader.ts';
import { startRouteQuery } from '../../platform/routeQueries.ts';

export const LocationEditQuery = graphql(`
  query LocationEdit($id: ID!) {
    location(id: $id) {
      batchId
      ...LocationTable_location
    }
    aouList {
      id
      value
    }
  }
`);

/** '.../batch/:batchId/location/edit/:locationId': the location and the AOU list are asked afresh as the route matches. */
export const loader = startingLoader((client, { locationId: id }) => {
  if (id) startRouteQuery(client, LocationEditQuery, { id });
});
