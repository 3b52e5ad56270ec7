import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { isExternalAuditor, normalizeRole } from '@rt/domain';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useCurrentUser } from '../../user/currentUser.ts';
import { ExistingRecord } from '../components/ExistingRecord.tsx';
import { NewRecord } from '../components/NewRecord.tsx';
import { ResearchDocumentQuery } from '../components/researchDocument.ts';
import { wasReadAhead, usePrefetchNextRecord } from '../hooks/usePrefetchNextRecord.ts';

/** '/research/:documentDetailId': the research form for one record ('new-record' for a manual one). */
export function ResearchRoute() {
  const { documentDetailId = '' } = useParams();
  const currentUserQuery = useCurrentUser();
  const me = currentUserQuery.data?.me ?? null;
  const role = me?.role?.value;
  // Spec 6: External Auditors and users whose role is empty get the read-only form.
  const readOnly = normalizeRole(role) === null || isExternalAuditor(role);
  const currentUser = me?.displayName ?? null;

  return (
    <Stack gap="3">
      <PageTitle title="Research" />
      <Heading as="h1" size="xl">
        Research
      </Heading>
      {!currentUserQuery.data ? (
        // Who is asking decides the form (read-only or not): wait for it.
        <PageSpinner label="Loading the record" />
      ) : documentDetailId === 'new-record' ? (
        <NewRecord readOnly={readOnly} currentUser={currentUser} />
      ) : (
        // Keyed: each record decides afresh whether it was read ahead.
        <RecordLoader key={documentDetailId} id={documentDetailId} readOnly={readOnly} currentUser={currentUser} />
      )}
    </Stack>
  );
}

function RecordLoader({ id, readOnly, currentUser }: { id: string; readOnly: boolean; currentUser: string | null }) {
  // A record read ahead for Complete & Next is shown from the cache; any other is read afresh.
  const [fetchPolicy] = useState<'cache-first' | 'network-only'>(() =>
    wasReadAhead(id) ? 'cache-first' : 'network-only',
  );
  const { data, loading, error, refetch } = useQuery(ResearchDocumentQuery, { variables: { id }, fetchPolicy });
  const document = data?.document;
  usePrefetchNextRecord(document && document.id === id ? document : null, !readOnly);
  if (error) return <LoadError message={error.message} onRetry={() => void refetch().catch(() => undefined)} />;
  if (loading && !document) return <PageSpinner label="Loading the record" />;
  if (!document || document.id !== id) {
    return (
      <Text>
        Record {id} was not found.{' '}
        <Link asChild>
          <RouterLink to="/queue">Back to the queue</RouterLink>
        </Link>
      </Text>
    );
  }
  return (
    <ExistingRecord
      key={id}
      initial={document}
      collectionTitle={document.researchCollection?.collectionTitle ?? null}
      readOnly={readOnly}
      currentUser={currentUser}
      reload={async () => (await refetch()).data?.document ?? null}
    />
  );
}
