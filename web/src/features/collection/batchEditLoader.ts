import type { LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from '../../__generated__/gql.ts';
import { routeClient } from '../../app/routing/routeClient.ts';
import { startRouteQuery } from '../../app/routing/routeQueries.ts';

export const BatchEditQuery = graphql(`
  query BatchEdit($id: ID!) {
    batch(id: $id) {
      ...BatchTable_batch
    }
  }
`);

/** '.../batch/:batchId/edit': the batch is asked afresh as the route matches, beside the form's code. */
export function loader({ params }: LoaderFunctionArgs): null {
  const id = params.batchId;
  if (id)
    void routeClient()
      .then((client) => startRouteQuery(client, BatchEditQuery, { id }))
      .catch(() => undefined);
  return null;
}
