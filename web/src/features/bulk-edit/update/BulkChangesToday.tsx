import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { BULK_EDIT_MESSAGES, toDisplayDateTime } from '@rt/domain';
import { useEffect, useState } from 'react';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { userErrorText } from '../../../components/userErrors.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { BulkChangesTodayQuery, UndoBulkChangeMutation } from './bulkUpdateDocuments.ts';
import type { ChoiceLists } from '../components/choices.ts';
import { fieldsText, records } from './bulkUpdate.ts';
import { RefusedRecords, type Refusal } from './RefusedRecords.tsx';

type BulkChangesTodayProps = {
  /** Changes when a bulk update was applied: the list is read again. */
  refreshKey: number;
  /** The screen re-runs its query after an undo put records back. */
  onUndone: () => void;
  lists: ChoiceLists;
};

type Undone = { id: string; restored: number; refused: Refusal[] };

const failureText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : BULK_EDIT_MESSAGES.undoFailed;

/**
 * Today's bulk changes (docs/decisions/035), newest first, each with 'Undo' while it stands; an
 * undo answers 'Bulk change undone.' and lists the records it could not put back.
 */
export function BulkChangesToday({ refreshKey, onUndone, lists }: BulkChangesTodayProps) {
  const alerts = useAlerts();
  const result = useQuery(BulkChangesTodayQuery, { fetchPolicy: 'cache-and-network' });
  const [undo] = useMutation(UndoBulkChangeMutation);
  const [undoing, setUndoing] = useState<string | null>(null);
  const [undone, setUndone] = useState<Undone | null>(null);
  const { refetch } = result;

  useEffect(() => {
    if (refreshKey > 0) void refetch();
  }, [refreshKey, refetch]);

  const runUndo = async (id: string) => {
    setUndoing(id);
    setUndone(null);
    try {
      const { data } = await undo({ variables: { id } });
      const payload = data?.undoBulkChange;
      if (payload?.userErrors.length) alerts.danger(userErrorText(payload.userErrors));
      else if (payload?.failure)
        alerts.danger(
          `${payload.failure.message}: ${records(payload.failure.applied)} were put back before it stopped` +
            `${payload.failure.failedFromId ? ` at record ${payload.failure.failedFromId}` : ''}.`,
        );
      else if (payload?.result) {
        alerts.success(payload.message ?? BULK_EDIT_MESSAGES.undone);
        setUndone({ id, restored: payload.result.restored, refused: payload.result.refused });
      }
      if (payload?.result || payload?.failure) onUndone();
    } catch (error) {
      alerts.danger(failureText(error));
    } finally {
      setUndoing(null);
      void refetch();
    }
  };

  const changes = result.data?.bulkChangesToday;
  return (
    <Stack as="section" aria-labelledby="bulk-changes-today-heading" gap="3">
      <Heading as="h3" size="md" id="bulk-changes-today-heading">
        Bulk changes today
      </Heading>
      {result.error && !changes ? (
        <LoadError message={failureText(result.error)} onRetry={() => void refetch()} />
      ) : !changes ? (
        <Spinner size="sm" aria-label="Loading today's bulk changes" />
      ) : changes.length === 0 ? (
        <Text color="fg.muted">No bulk changes today.</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label="Bulk changes today">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>When</Table.ColumnHeader>
                <Table.ColumnHeader>By</Table.ColumnHeader>
                <Table.ColumnHeader>Fields set</Table.ColumnHeader>
                <Table.ColumnHeader>Records</Table.ColumnHeader>
                <Table.ColumnHeader>Undo</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {changes.map((c) => (
                <Table.Row key={c.id}>
                  <Table.Cell>{toDisplayDateTime(c.createdAt)}</Table.Cell>
                  <Table.Cell>{c.username ?? '-'}</Table.Cell>
                  <Table.Cell>{fieldsText(c.fields, lists)}</Table.Cell>
                  <Table.Cell>{c.records.toLocaleString('en-AU')}</Table.Cell>
                  <Table.Cell>
                    {c.undoneAt ? (
                      <Text>Undone {toDisplayDateTime(c.undoneAt)}</Text>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => void runUndo(c.id)}
                        disabled={undoing !== null}
                        loading={undoing === c.id}
                        aria-label={`Undo the bulk change of ${toDisplayDateTime(c.createdAt)}: ${fieldsText(c.fields, lists)}`}
                      >
                        Undo
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {undone ? (
        <Stack gap="2">
          <Text role="status">
            {BULK_EDIT_MESSAGES.undone} {records(undone.restored)} put back.
          </Text>
          <RefusedRecords refused={undone.refused} title="Records not put back" />
        </Stack>
      ) : null}
    </Stack>
  );
}
