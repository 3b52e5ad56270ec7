import { Button, NativeSelect, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { graphql } from '../../../__generated__/gql.ts';

export const AssignmentTableAssignmentFragment = graphql(`
  fragment AssignmentTable_assignment on BatchAssignment {
    id
    batchId
    batchTitle
    userId
    displayName
    assignedRecords
  }
`);

export type SavedAssignment = {
  id: string;
  batchId: string;
  batchTitle: string;
  userId: string;
  displayName: string;
  assignedRecords: number;
};

/** A row added with '+ Add a user' and not saved yet: it has no id. */
export type PendingAssignment = { key: number; userId: string };

export type AssignableUser = { id: string; displayName: string };

type AssignmentTableProps = {
  saved: readonly SavedAssignment[];
  pending: readonly PendingAssignment[];
  users: readonly AssignableUser[];
  /** The selected batches' titles: a pending row is for each of them. */
  selectedBatchTitles: readonly string[];
  onPendingUserChange: (key: number, userId: string) => void;
  onDeletePending: (key: number) => void;
  onDeleteSaved: (row: SavedAssignment) => void;
  /** What to say when there is no row at all. */
  emptyText: string;
};

/** Step 2 of Assign Records: Batch, Assigned Records, Name and a delete button per row (spec section 2). */
export function AssignmentTable({
  saved,
  pending,
  users,
  selectedBatchTitles,
  onPendingUserChange,
  onDeletePending,
  onDeleteSaved,
  emptyText,
}: AssignmentTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
      <Table.Root size="sm" aria-label="Assignments">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Batch</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Assigned Records</Table.ColumnHeader>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader width="1%">
              <VisuallyHidden>Delete</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {saved.length === 0 && pending.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={4}>
                <Text color="fg.muted">{emptyText}</Text>
              </Table.Cell>
            </Table.Row>
          ) : null}
          {saved.map((row) => (
            <Table.Row key={row.id} data-testid="assignment-row">
              <Table.Cell>{row.batchTitle}</Table.Cell>
              <Table.Cell textAlign="end">{row.assignedRecords}</Table.Cell>
              <Table.Cell>{row.displayName}</Table.Cell>
              <Table.Cell>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Delete ${row.displayName} from ${row.batchTitle}`}
                  onClick={() => onDeleteSaved(row)}
                >
                  Delete
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
          {pending.map((row, i) => (
            <Table.Row key={`pending-${row.key}`} data-testid="pending-row" bg="blue.subtle">
              <Table.Cell>{selectedBatchTitles.length > 0 ? selectedBatchTitles.join(', ') : '-'}</Table.Cell>
              <Table.Cell textAlign="end">-</Table.Cell>
              <Table.Cell>
                <NativeSelect.Root size="sm" minWidth="14rem">
                  <NativeSelect.Field
                    aria-label={`New user ${i + 1}`}
                    placeholder="Select a user"
                    value={row.userId}
                    onChange={(event) => onPendingUserChange(row.key, event.currentTarget.value)}
                  >
                    {users.map((u) => (
                      <option key={u.id} value={u.id}>
                        {u.displayName}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Table.Cell>
              <Table.Cell>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Delete new user ${i + 1}`}
                  onClick={() => onDeletePending(row.key)}
                >
                  Delete
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
