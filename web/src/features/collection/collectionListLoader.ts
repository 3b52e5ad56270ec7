import { graphql } from '../../__generated__/gql.ts';
import { startingLoader } from '../../platform/startingLoader.ts';
import { startRouteQuery } from '../../platform/routeQueries.ts';

export const CollectionListQuery = graphql(`
  query CollectionList($status: CollectionStatusFilter!) {
    researchCollections(status: $status) {
      ...CollectionTable_collection
    }
  }
`);

/** The list the screen opens with: hidden collections left out, nothing searched. */
export const OPENING_LIST = { status: 'SHOW' } as const;

/** '/research-collection': the opening list is asked afresh as the route matches, beside the screen's code. */
export const loader = startingLoader((client) => startRouteQuery(client, CollectionListQuery, OPENING_LIST));
