import type { LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from '../../__generated__/gql.ts';
import { routeClient } from '../../app/routing/routeClient.ts';
import { startRouteQuery } from '../../app/routing/routeQueries.ts';

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
export function loader({ params }: LoaderFunctionArgs): null {
  const id = params.locationId;
  if (id)
    void routeClient()
      .then((client) => startRouteQuery(client, LocationEditQuery, { id }))
      .catch(() => undefined);
  return null;
}
