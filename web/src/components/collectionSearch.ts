import type { ApolloClient, DocumentNode } from '@apollo/client';
import { graphql } from '../__generated__/gql.ts';
import { startingLoader } from '../platform/startingLoader.ts';

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

/**
 * The loader of a screen that opens on the collection picker and needs `query` too (its choice
 * lists): both asked cache-first as the route matches, as the screen asks them.
 */
export function pickerScreenLoader(query: DocumentNode) {
  return startingLoader((client) => {
    client.query({ query }).catch(() => undefined);
    startCollectionPickerList(client);
  });
}
