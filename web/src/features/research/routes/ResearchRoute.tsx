import { useQuery } from '@apollo/client/react';
import { memo, useState, type ComponentProps } from 'react';
import { Link, Text } from '@chakra-ui/react';
import { isExternalAuditor, normalizeRole } from '@rt/domain';
import { Link as RouterLink, useParams, type ShouldRevalidateFunction } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useCurrentUser } from '../../user/currentUser.ts';
import { ExistingRecord } from '../components/ExistingRecord.tsx';
import { NewRecord } from '../components/NewRecord.tsx';
import { ResearchRecordQuery } from '../components/researchRecord.ts';
import { SCREEN_CLASS } from '../components/screenStyles.ts';
import { wasReadAhead, usePrefetchNextRecord } from '../hooks/usePrefetchNextRecord.ts';
import { wasPrefetched } from '../researchPrefetch.ts';

/**
 * The route's loader (researchLoader.ts) starts a record's reads and waits for them, unless the
 * record is in the cache or a link began them; for Complete & Next's record, read ahead, it is not
 * run at all: a navigation with no loader to run commits in the same task (flushSync), where one
 * with a loader commits as a transition that any other update meanwhile (the header counters, the
 * alert) would restart (docs/decisions/019).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ nextParams, defaultShouldRevalidate }) =>
  defaultShouldRevalidate && !(nextParams.recordId !== undefined && wasReadAhead(nextParams.recordId));

/** '/research/:recordId': the research form for one record ('new-record' for a manual one). */
export function ResearchRoute() {
  const { recordId = '' } = useParams();
  const currentUserQuery = useCurrentUser();
  const me = currentUserQuery.data?.me ?? null;
  const role = me?.role?.value;
  // Spec 6: External Auditors and users whose role is empty get the read-only form.
  const readOnly = normalizeRole(role) === null || isExternalAuditor(role);
  const currentUser = me?.displayName ?? null;

  return (
    <div className={SCREEN_CLASS.route}>
      <PageTitle title="Research" />
      <h1 className={SCREEN_CLASS.title}>Research</h1>
      {!currentUserQuery.data ? (
        // Who is asking decides the form (read-only or not): wait for it.
        <PageSpinner label="Loading the record" />
      ) : recordId === 'new-record' ? (
        <NewRecord readOnly={readOnly} currentUser={currentUser} />
      ) : (
        // Keyed: each record decides afresh whether it was read ahead.
        <RecordLoader key={recordId} id={recordId} readOnly={readOnly} currentUser={currentUser} />
      )}
    </div>
  );
}

/**
 * ExistingRecord reads `initial` once and pins the record it shows (ADR 009), so a newer copy in
 * the cache (a save's answer, a reload) needs no render of the whole form from here: it would
 * only delay the save's own update of the form.
 */
const PinnedRecord = memo(
  ExistingRecord,
  (before: ComponentProps<typeof ExistingRecord>, after: ComponentProps<typeof ExistingRecord>) =>
    before.initial.id === after.initial.id &&
    before.readOnly === after.readOnly &&
    before.currentUser === after.currentUser &&
    before.collectionTitle === after.collectionTitle,
);

function RecordLoader({ id, readOnly, currentUser }: { id: string; readOnly: boolean; currentUser: string | null }) {
  // A record read ahead for Complete & Next, or whose read began moments ago (the route or a link
  // to it started it), is taken from the cache or the request in flight; any other is read afresh.
  const [fetchPolicy] = useState<'cache-first' | 'network-only'>(() =>
    wasReadAhead(id) || wasPrefetched(id) ? 'cache-first' : 'network-only',
  );
  const { data, loading, error, refetch } = useQuery(ResearchRecordQuery, { variables: { id }, fetchPolicy });
  const record = data?.document;
  usePrefetchNextRecord(record && record.id === id ? record : null, !readOnly);
  if (error) return <LoadError message={error.message} onRetry={() => void refetch().catch(() => undefined)} />;
  if (loading && !record) return <PageSpinner label="Loading the record" />;
  if (!record || record.id !== id) {
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
    <PinnedRecord
      key={id}
      initial={record}
      collectionTitle={record.researchCollection?.collectionTitle ?? null}
      readOnly={readOnly}
      currentUser={currentUser}
      reload={async () => (await refetch()).data?.document ?? null}
    />
  );
}
