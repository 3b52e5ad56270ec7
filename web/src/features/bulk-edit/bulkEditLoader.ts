import { graphql } from '../../__generated__/gql.ts';
import { pickerScreenLoader } from '../../components/collectionSearch.ts';

/**
 * The lookup lists and assignable users: filter choices, and the names of the ids a result holds.
 * Here rather than with the screen's other documents (bulkEditDocuments.ts), which the loader's
 * chunk would otherwise carry.
 */
export const BulkEditChoicesQuery = graphql(`
  query BulkEditChoices {
    ...LookupLists
    assignableUsers {
      id
      displayName
    }
  }
`);

/**
 * '/bulk-edit': the filters' choice lists and the scope picker's list of every collection are
 * asked as the route matches, cache-first as the screen asks them; the records follow from the
 * query the user builds and runs.
 */
export const loader = pickerScreenLoader(BulkEditChoicesQuery);
