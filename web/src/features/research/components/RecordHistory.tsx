import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { RECORD_HISTORY_LIMIT, toDisplayDateTime } from '@rt/domain';
import { LoadError } from '../../../components/LoadError.tsx';
import { RecordHistoryQuery } from './recordHistoryQuery.ts';

/**
 * The record's changes, newest first: who, when and what. Read from the server each time the
 * Details modal opens, so a save just made is there; a record not created yet has none.
 */
export function RecordHistory({ recordId }: { recordId: string | null }) {
  return (
    <Stack as="section" aria-label="History" gap="2" mt="5">
      <Heading as="h3" size="sm">
        History
      </Heading>
      {recordId ? <StoredHistory recordId={recordId} /> : <NoChanges />}
    </Stack>
  );
}

const NoChanges = () => (
  <Text fontSize="sm" color="fg.muted">
    No changes recorded yet
  </Text>
);

function StoredHistory({ recordId }: { recordId: string }) {
  const { data, loading, error } = useQuery(RecordHistoryQuery, {
    variables: { id: recordId },
    fetchPolicy: 'network-only',
  });
  if (error) return <LoadError message={error.message} />;
  if (loading || !data)
    return (
      <Text fontSize="sm" color="fg.muted" role="status">
        Loading history…
      </Text>
    );
  const entries = data.documentHistory;
  if (entries.length === 0) return <NoChanges />;
  return (
    <>
      <Stack as="ol" listStyleType="none" gap="3" aria-label="Changes">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Text fontSize="sm">
              <Text as="span" fontWeight="semibold">
                {entry.who}
              </Text>{' '}
              <Text asChild color="fg.muted">
                <time dateTime={entry.at}>{toDisplayDateTime(entry.at)}</time>
              </Text>
            </Text>
            <Stack as="ul" listStyleType="disc" ps="5" gap="0" fontSize="sm">
              {entry.changes.map((change, i) => (
                <li key={i}>{change}</li>
              ))}
            </Stack>
          </li>
        ))}
      </Stack>
      {entries.length === RECORD_HISTORY_LIMIT ? (
        <Text fontSize="xs" color="fg.muted">
          The last {RECORD_HISTORY_LIMIT} changes are shown.
        </Text>
      ) : null}
    </>
  );
}
