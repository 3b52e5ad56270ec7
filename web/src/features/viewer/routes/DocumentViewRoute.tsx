import { useQuery } from '@apollo/client/react';
import { VIEWER_MESSAGES } from '@rt/domain';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useRouteFetchPolicy } from '../../../platform/routeQueries.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { DocumentViewer } from '../components/DocumentViewer.tsx';
import { DocumentViewQuery } from '../viewerDocument.ts';

/** '/document-view/:recordId': the document viewer, without the global header (spec 2). */
export function DocumentViewRoute() {
  const { recordId = '' } = useParams();
  // Each opening of the address fetches the document afresh (viewerLoader.ts, beside the sign-in
  // check); the screen reads that answer.
  const variables = { id: recordId };
  const fetchPolicy = useRouteFetchPolicy(DocumentViewQuery, variables, 'network-only');
  const { data, error, loading, refetch } = useQuery(DocumentViewQuery, { variables, fetchPolicy });
  // When the viewer's own work starts, for the benchmark's "first thumbnail after the route opens".
  useState(() => performance.mark('document-view-route'));
  const record = data?.document;
  return (
    <>
      <PageTitle title={record ? `Document View ${record.externalReferenceId}` : 'Document View'} />
      {error && !record ? (
        <LoadError
          message={VIEWER_MESSAGES.documentFetchFailed}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : loading && !record ? (
        <PageSpinner label="Loading the document" />
      ) : !record ? (
        <p>Record {recordId} was not found.</p>
      ) : (
        <DocumentViewer key={record.id} record={record} reload={() => void refetch().catch(() => undefined)} />
      )}
    </>
  );
}
