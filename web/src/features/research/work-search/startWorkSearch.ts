import type { ApolloClient } from '@apollo/client';
import { WorkSearchQuery } from './workSearchDocuments.ts';
import { openingCriteria, type WorkSearchFields } from './workSearchForm.ts';

/**
 * Asks the search the Work Search opens with (F8: the active biblio's title or ISN) as the key is
 * pressed, so it runs while the dialog mounts; the dialog's first search takes its answer from the
 * cache, or from the request in flight (useWorkSearch). A failure is the dialog's to show when it
 * asks itself.
 */
export function startWorkSearch(client: ApolloClient, fields: Partial<WorkSearchFields>): void {
  const criteria = openingCriteria(fields);
  if (criteria)
    client
      .query({ query: WorkSearchQuery, variables: { criteria }, fetchPolicy: 'network-only' })
      .catch(() => undefined);
}
