import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { graphql } from '../../../__generated__/gql.ts';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { alertPayload } from '../../../components/userErrors.ts';
import { confirmedDelete, evictDeleted } from '../../../components/confirmedDelete.ts';
import { CollectionCombobox, type PickedCollection } from '../../../components/CollectionCombobox.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { AssignableUsersQuery } from '../assignRecordsLoader.ts';
import { selectedInOrder } from '../batchSelection.ts';
import { AssignmentTable, type PendingAssignment, type SavedAssignment } from '../components/AssignmentTable.tsx';
import { BatchChecklist, type ChecklistBatch } from '../components/BatchChecklist.tsx';

export const AssignRecordsCollectionQuery = graphql(`
  query AssignRecordsCollection($id: ID!) {
    researchCollection(id: $id) {
      id
      collectionTitle
      batches {
        ...BatchChecklist_batch
      }
    }
  }
`);

export const BatchAssignmentsQuery = graphql(`
  query BatchAssignments($batchIds: [ID!]!) {
    batchAssignments(batchIds: $batchIds) {
      ...AssignmentTable_assignment
    }
  }
`);

export const AssignUsersToBatchesMutation = graphql(`
  mutation AssignUsersToBatches($batchIds: [ID!]!, $userIds: [ID!]!) {
    assignUsersToBatches(batchIds: $batchIds, userIds: $userIds) {
      message
      assignments {
        ...AssignmentTable_assignment
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const RemoveBatchAssignmentMutation = graphql(`
  mutation RemoveBatchAssignment($id: ID!) {
    removeBatchAssignment(id: $id) {
      message
      removedId
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

/** Spec section 8: assignment failures show the server's message only. */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * '/assign-records' (spec section 2). Step 1: a collection picked by typing its title, then its
 * batches as checkboxes. Step 2: who is assigned to the selected batches, '+ Add a user' rows
 * (pending until 'Save changes'), Cancel to drop them. Only users with role id 2 or 5 are offered.
 */
export function AssignRecordsRoute() {
  const alerts = useAlerts();
  const [collection, setCollection] = useState<PickedCollection | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<PendingAssignment[]>([]);
  const [toRemove, setToRemove] = useState<SavedAssignment | null>(null);
  const nextKey = useRef(1);

  const collectionResult = useQuery(
    AssignRecordsCollectionQuery,
    collection ? { variables: { id: collection.id }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const batches = useMemo(() => collectionResult.data?.researchCollection?.batches ?? [], [collectionResult.data]);
  const batchIds = useMemo(() => selectedInOrder(batches, selected), [batches, selected]);
  const selectedBatchTitles = batches.filter((b) => batchIds.includes(b.id)).map((b) => b.title);

  const usersResult = useQuery(AssignableUsersQuery);
  const assignmentsResult = useQuery(
    BatchAssignmentsQuery,
    batchIds.length > 0 ? { variables: { batchIds }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const saved = batchIds.length > 0 ? (assignmentsResult.data?.batchAssignments ?? []) : [];

  const [assign, assigning] = useMutation(AssignUsersToBatchesMutation);
  const [remove, removing] = useMutation(RemoveBatchAssignmentMutation);

  function chooseCollection(next: PickedCollection | null) {
    setCollection(next);
    // Spec section 2: selecting a different collection resets the batch selection.
    setSelected(new Set());
  }

  function addUser() {
    setPending((rows) => [...rows, { key: nextKey.current++, userId: '' }]);
  }

  async function saveChanges() {
    const userIds = pending.map((row) => row.userId).filter((id) => id !== '');
    try {
      const { data } = await assign({
        variables: { batchIds, userIds },
        update(cache, { data: answer }) {
          const payload = answer?.assignUsersToBatches;
          if (!payload || payload.userErrors.length > 0) return;
          cache.writeQuery({
            query: BatchAssignmentsQuery,
            variables: { batchIds },
            data: { batchAssignments: payload.assignments },
          });
        },
      });
      const payload = data?.assignUsersToBatches;
      if (payload && alertPayload(alerts, payload)) setPending([]);
    } catch (error) {
      alerts.danger(messageOf(error));
    }
  }

  async function removeSaved(row: SavedAssignment) {
    const run = async () =>
      (
        await remove({
          variables: { id: row.id },
          update(cache, { data: answer }) {
            if (answer?.removeBatchAssignment.removedId) evictDeleted(cache, 'BatchAssignment', row.id);
          },
        })
      ).data?.removeBatchAssignment;
    await confirmedDelete(alerts, run, messageOf, () => setToRemove(null));
  }

  const emptyText = !collection
    ? 'Choose a research collection and its batches to see who is assigned.'
    : batchIds.length === 0
      ? 'Select one or more batches to see who is assigned.'
      : assignmentsResult.loading
        ? 'Loading assignments…'
        : 'Nobody is assigned to the selected batches yet.';

  return (
    <Stack gap="8">
      <PageTitle title="Assign Records" />
      <Heading as="h1" size="2xl">
        Assign Records
      </Heading>

      <Stack as="section" gap="4" aria-labelledby="assign-step-1">
        <Heading as="h2" size="lg" id="assign-step-1">
          Step 1: Research collection and batches
        </Heading>
        <CollectionCombobox label="Research collection" onChange={chooseCollection} />
        {collection ? (
          <CollectionBatches
            batches={collectionResult.data?.researchCollection?.batches}
            loading={collectionResult.loading}
            error={collectionResult.error}
            onRetry={() => void collectionResult.refetch()}
            selected={selected}
            onChange={setSelected}
          />
        ) : null}
      </Stack>

      <Stack as="section" gap="4" aria-labelledby="assign-step-2">
        <HStack gap="3">
          <Heading as="h2" size="lg" id="assign-step-2">
            Step 2: Users
          </Heading>
          {assignmentsResult.loading && batchIds.length > 0 ? (
            <Spinner size="sm" aria-label="Loading assignments" />
          ) : null}
        </HStack>
        {assignmentsResult.error && batchIds.length > 0 ? (
          <LoadError message={assignmentsResult.error.message} onRetry={() => void assignmentsResult.refetch()} />
        ) : null}
        {usersResult.error ? (
          <LoadError message={usersResult.error.message} onRetry={() => void usersResult.refetch()} />
        ) : null}
        <AssignmentTable
          saved={saved}
          pending={pending}
          users={usersResult.data?.assignableUsers ?? []}
          selectedBatchTitles={selectedBatchTitles}
          onPendingUserChange={(key, userId) =>
            setPending((rows) => rows.map((row) => (row.key === key ? { ...row, userId } : row)))
          }
          // Spec section 5: a pending row without an id is only removed here; a saved one needs confirmation.
          onDeletePending={(key) => setPending((rows) => rows.filter((row) => row.key !== key))}
          onDeleteSaved={setToRemove}
          emptyText={emptyText}
        />
        <HStack gap="3" flexWrap="wrap">
          <Button variant="outline" onClick={addUser}>
            + Add a user
          </Button>
          <Button variant="outline" onClick={() => setPending([])} disabled={pending.length === 0 || assigning.loading}>
            Cancel
          </Button>
          <Button colorPalette="blue" onClick={saveChanges} loading={assigning.loading} loadingText="Saving">
            Save changes
          </Button>
        </HStack>
      </Stack>

      {/* Spec section 5: a saved row is removed only after confirmation. */}
      <ConfirmDialog
        open={toRemove !== null}
        title="Remove this assignment?"
        confirmLabel="Remove"
        danger
        busy={removing.loading}
        onConfirm={() => {
          if (toRemove) void removeSaved(toRemove);
        }}
        onCancel={() => setToRemove(null)}
      >
        {toRemove ? (
          <Text>
            {toRemove.displayName} will no longer be assigned to {toRemove.batchTitle}. Their records of this batch that
            are not yet researched go back to nobody, to be dealt out at the next save.
          </Text>
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
}

/** The chosen collection's batches: loading, failure, or the checklist. */
function CollectionBatches({
  batches,
  loading,
  error,
  onRetry,
  selected,
  onChange,
}: {
  batches: readonly ChecklistBatch[] | undefined;
  loading: boolean;
  error: Error | undefined;
  onRetry: () => void;
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
}) {
  if (error) return <LoadError message={error.message} onRetry={onRetry} />;
  if (!batches) return loading ? <PageSpinner label="Loading the batches" /> : null;
  return <BatchChecklist batches={batches} selected={selected} onChange={onChange} />;
}
