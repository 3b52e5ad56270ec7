import { useQuery } from '@apollo/client/react';
import { VIEWER_MESSAGES } from '@rt/domain';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useRouteFetchPolicy } from '../../../app/routing/routeQueries.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { DocumentViewer } from '../components/DocumentViewer.tsx';
import { DocumentViewQuery } from '../viewerDocument.ts';

/** '/document-view/:documentId': the document viewer, without the global header (spec 2). */
export function DocumentViewRoute() {
  const { documentId = '' } = useParams();
  // Each opening of the address fetches the document afresh (viewerLoader.ts, beside the sign-in
  // check); the screen reads that answer.
  const variables = { id: documentId };
  const fetchPolicy = useRouteFetchPolicy(DocumentViewQuery, variables, 'network-only');
  const { data, error, loading, refetch } = useQuery(DocumentViewQuery, { variables, fetchPolicy });
  // When the viewer's own work starts, for the benchmark's "first thumbnail after the route opens".
  useState(() => performance.mark('document-view-route'));
  const document = data?.document;
  return (
    <>
      <PageTitle title={document ? `Document View ${document.externalReferenceId}` : 'Document View'} />
      {error && !document ? (
        <LoadError
          message={VIEWER_MESSAGES.documentFetchFailed}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : loading && !document ? (
        <PageSpinner label="Loading the document" />
      ) : !document ? (
        <p>Record {documentId} was not found.</p>
      ) : (
        <DocumentViewer key={document.id} document={document} reload={() => void refetch().catch(() => undefined)} />
      )}
    </>
  );
}
