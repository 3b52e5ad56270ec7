import { apolloClientReady } from '../../app/apolloClientReady.ts';
import { DocumentViewQuery } from './viewerDocument.ts';

/**
 * Starts the viewer's document query as soon as the app has its client, so the thumbnails do not
 * wait for the sign-in check first. The route's own query then finds it in flight or in the cache.
 */
export function prefetchDocumentView(documentId: string | undefined): void {
  if (!documentId) return;
  void apolloClientReady.then((client) =>
    client
      .query({ query: DocumentViewQuery, variables: { id: documentId }, fetchPolicy: 'network-only' })
      .catch(() => undefined),
  );
}
