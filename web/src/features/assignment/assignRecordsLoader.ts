import { graphql } from '../../__generated__/gql.ts';
import { pickerScreenLoader } from '../../components/collectionSearch.ts';

export const AssignableUsersQuery = graphql(`
  query AssignableUsers {
    assignableUsers {
      id
      displayName
    }
  }
`);

/**
 * '/assign-records': the users who may be assigned and the collection picker's list of every
 * collection are asked as the route matches, cache-first as the screen asks them; the batches and
 * their assignments follow from what the user picks.
 */
export const loader = pickerScreenLoader(AssignableUsersQuery);
