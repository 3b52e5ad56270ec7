import { graphql } from '../../__generated__/gql.ts';
import { startingLoader } from '../../platform/startingLoader.ts';
import { startRouteQuery } from '../../platform/routeQueries.ts';

export const BatchEditQuery = graphql(`
  query BatchEdit($id: ID!) {
    batch(id: $id) {
      ...BatchTable_batch
    }
  }
`);

/** '.../batch/:batchId/edit': the batch is asked afresh as the route matches, beside the form's code. */
export const loader = startingLoader((client, { batchId: id }) => {
  if (id) startRouteQuery(client, BatchEditQuery, { id });
});
