import { startingLoader } from '../../platform/startingLoader.ts';
import { CollectionFormLookupsQuery } from './forms/collectionFormLookups.ts';

/**
 * '/research-collection/create': the form's choice lists are asked as the route matches, beside the
 * form's code. Cache-first, as the form asks them: lists already read are not asked again.
 */
export const loader = startingLoader((client) => {
  client.query({ query: CollectionFormLookupsQuery }).catch(() => undefined);
});
