import type { LoaderFunctionArgs } from 'react-router-dom';
import { routeClient } from '../../app/routing/routeClient.ts';
import { startRouteQuery } from '../../app/routing/routeQueries.ts';
import { DocumentViewQuery, RecordTagsQuery } from './viewerDocument.ts';

/**
 * '/document-view/:recordId': the record's document (its pages for the thumbnails) and its tags are asked
 * afresh on each opening as the route matches, beside the viewer's code and the sign-in check.
 */
export function loader({ params }: LoaderFunctionArgs): null {
  const id = params.recordId;
  if (id)
    void routeClient()
      .then((client) => {
        startRouteQuery(client, DocumentViewQuery, { id });
        startRouteQuery(client, RecordTagsQuery, { recordId: id });
      })
      .catch(() => undefined);
  return null;
}
