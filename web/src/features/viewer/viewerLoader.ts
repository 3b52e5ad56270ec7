import { startingLoader } from '../../platform/startingLoader.ts';
import { startRouteQuery } from '../../platform/routeQueries.ts';
import { DocumentViewQuery, RecordTagsQuery } from './viewerDocument.ts';

/**
 * '/document-view/:recordId': the record's document (its pages for the thumbnails) and its tags are asked
 * afresh on each opening as the route matches, beside the viewer's code and the sign-in check.
 */
export const loader = startingLoader((client, { recordId: id }) => {
  if (!id) return;
  startRouteQuery(client, DocumentViewQuery, { id });
  startRouteQuery(client, RecordTagsQuery, { recordId: id });
});
