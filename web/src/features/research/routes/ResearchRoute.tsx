import { useQuery } from '@apollo/client/react';
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
        <RecordLoader id={documentDetailId} readOnly={readOnly} currentUser={currentUser} />
      )}
    </Stack>
  );
}

function RecordLoader({ id, readOnly, currentUser }: { id: string; readOnly: boolean; currentUser: string | null }) {
  const { data, loading, error, refetch } = useQuery(ResearchDocumentQuery, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const document = data?.document;
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
