import { graphql } from '../../__generated__/gql.ts';
import { startingLoader } from '../../platform/startingLoader.ts';
import { startRouteQuery } from '../../platform/routeQueries.ts';
import { CollectionFormLookupsQuery } from './forms/collectionFormLookups.ts';

export const CollectionEditQuery = graphql(`
  query CollectionEdit($id: ID!) {
    researchCollection(id: $id) {
      ...CollectionForm_collection
    }
  }
`);

/**
 * '/research-collection/:researchCollectionId/edit': the collection is asked afresh as the route
 * matches, and the form's choice lists (cache-first, as the form asks them) beside it rather than
 * once the collection has answered and the form rendered.
 */
export const loader = startingLoader((client, { researchCollectionId: id }) => {
  if (!id) return;
  startRouteQuery(client, CollectionEditQuery, { id });
  client.query({ query: CollectionFormLookupsQuery }).catch(() => undefined);
});
