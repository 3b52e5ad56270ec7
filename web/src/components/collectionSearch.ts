import type { ApolloClient } from '@apollo/client';
import { graphql } from '../__generated__/gql.ts';

/** The research collections whose title holds the search term (CollectionCombobox). */
export const CollectionSearchQuery = graphql(`
  query CollectionSearch($searchTerm: String!) {
    researchCollectionSearch(searchTerm: $searchTerm) {
      id
      collectionTitle
    }
  }
`);

/**
 * For a route loader: the list the collection picker shows before anything is typed (every
 * collection), asked cache-first as the picker asks it, so the picker finds it in the cache or in
 * flight.
 */
export function startCollectionPickerList(client: ApolloClient): void {
  client.query({ query: CollectionSearchQuery, variables: { searchTerm: '' } }).catch(() => undefined);
}
