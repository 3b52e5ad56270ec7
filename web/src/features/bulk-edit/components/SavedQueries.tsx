import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { BULK_EDIT_MESSAGES, toDisplayDateTime } from '@rt/domain';
import { useState, type FormEvent } from 'react';
import type { BulkEditSavedQuery_QueryFragment as SavedQuery } from '../../../__generated__/graphql.ts';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { userErrorText } from '../../../components/userErrors.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { FormField } from '../../../components/FormField.tsx';
import {
  BulkEditSavedQueriesQuery,
  DeleteBulkEditQueryMutation,
  SaveBulkEditQueryMutation,
} from '../bulkEditDocuments.ts';
import type { Run } from '../query/bulkQuery.ts';

export type { SavedQuery };

type SavedQueriesProps = {
  /** The query and scope as they stand now (what Save stores). */
  current: () => Run;
  /** The saved query last loaded or saved: Save under its title updates it. */
  loaded: { id: string; title: string } | null;
  onSaved: (saved: SavedQuery) => void;
  onLoad: (saved: SavedQuery) => void;
  onDeleted: (id: string) => void;
};

/** The server's message of a refused call, else the spec's fallback (spec section 8). */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * Saved queries (spec sections 2, 3 and 8): Save under a name (the one loaded is updated while its
 * title is kept; another title saves a new query), Load from the shared list with its
 * settings_name, who made it and when, and Delete after confirmation. The spec's texts as alerts.
 */
export function SavedQueries({ current, loaded, onSaved, onLoad, onDeleted }: SavedQueriesProps) {
  const alerts = useAlerts();
  const [title, setTitle] = useState(loaded?.title ?? '');
  const [titleError, setTitleError] = useState<string | undefined>();
  const [listOpen, setListOpen] = useState(false);
  const [toDelete, setToDelete] = useState<SavedQuery | null>(null);
  const [loadedId, setLoadedId] = useState(loaded?.id);
  if (loaded?.id !== loadedId) {
    setLoadedId(loaded?.id);
    setTitle(loaded?.title ?? '');
  }

  const list = useQuery(BulkEditSavedQueriesQuery, { skip: !listOpen, fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(SaveBulkEditQueryMutation, { refetchQueries: [BulkEditSavedQueriesQuery] });
  const [remove, removing] = useMutation(DeleteBulkEditQueryMutation, { refetchQueries: [BulkEditSavedQueriesQuery] });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const queryTitle = title.trim();
    if (!queryTitle) {
      setTitleError('Enter a name for the query.');
      return;
    }
    setTitleError(undefined);
    const { query, scope } = current();
    const sameTitle = loaded && loaded.title.toLowerCase() === queryTitle.toLowerCase();
    try {
      const { data } = await save({ variables: { id: sameTitle ? loaded.id : null, queryTitle, query, scope } });
      const payload = data?.saveBulkEditQuery;
      if (!payload) return;
      if (payload.userErrors.length > 0) {
        const message = userErrorText(payload.userErrors);
        alerts.danger(message);
        if (payload.userErrors.some((e) => e.field === 'queryTitle')) setTitleError(message);
        return;
      }
      alerts.success(payload.message ?? BULK_EDIT_MESSAGES.saved);
      if (payload.savedQuery) onSaved(payload.savedQuery);
    } catch (error) {
      alerts.danger(messageOf(error, BULK_EDIT_MESSAGES.saveFailed));
    }
  }

  async function confirmDelete(saved: SavedQuery) {
    try {
      const { data } = await remove({ variables: { id: saved.id } });
      const payload = data?.deleteBulkEditQuery;
      if (!payload) return;
      if (payload.userErrors.length > 0) alerts.danger(userErrorText(payload.userErrors));
      else {
        alerts.success(payload.message ?? BULK_EDIT_MESSAGES.deleted);
        onDeleted(saved.id);
      }
    } catch (error) {
      alerts.danger(messageOf(error, BULK_EDIT_MESSAGES.deleteFailed));
    } finally {
      setToDelete(null);
    }
  }

  const saved = list.data?.bulkEditSavedQueries ?? [];

  return (
    <Stack gap="3" as="section" aria-labelledby="bulk-saved-heading">
      <Heading as="h2" size="md" id="bulk-saved-heading">
        Saved queries
      </Heading>
      <HStack as="form" onSubmit={(e) => void submit(e)} align="end" gap="2" wrap="wrap" aria-label="Save query">
        <FormField label="Query name" error={titleError}>
          <Input size="sm" value={title} maxLength={200} onChange={(e) => setTitle(e.currentTarget.value)} />
        </FormField>
        <Button type="submit" size="sm" loading={saving.loading}>
          Save query
        </Button>
      </HStack>
      <HStack>
        <Button variant="outline" size="sm" aria-expanded={listOpen} onClick={() => setListOpen((open) => !open)}>
          {listOpen ? 'Hide saved queries' : 'Load query'}
        </Button>
      </HStack>
      {listOpen ? (
        list.error ? (
          <Text color="fg.error" role="alert">
            {messageOf(list.error, BULK_EDIT_MESSAGES.loadFailed)}
          </Text>
        ) : list.loading && saved.length === 0 ? (
          <Text color="fg.muted">Loading saved queries…</Text>
        ) : saved.length === 0 ? (
          <Text color="fg.muted">No query has been saved yet.</Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
            <Table.Root size="sm" aria-label="Saved queries">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Title</Table.ColumnHeader>
                  <Table.ColumnHeader>Settings name</Table.ColumnHeader>
                  <Table.ColumnHeader>Created by</Table.ColumnHeader>
                  <Table.ColumnHeader>Created at</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Text srOnly>Actions</Text>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {saved.map((q) => (
                  <Table.Row key={q.id} aria-current={q.id === loaded?.id ? 'true' : undefined}>
                    <Table.Cell fontWeight="medium">{q.queryTitle}</Table.Cell>
                    <Table.Cell>{q.settingsName}</Table.Cell>
                    <Table.Cell>{q.createdByUsername}</Table.Cell>
                    <Table.Cell>
                      <time dateTime={q.createdAt}>{toDisplayDateTime(q.createdAt)}</time>
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="2" justify="end">
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`Load ${q.queryTitle}`}
                          onClick={() => onLoad(q)}
                        >
                          Load
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={`Delete ${q.queryTitle}`}
                          onClick={() => setToDelete(q)}
                        >
                          Delete
                        </Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete query"
        confirmLabel="Delete"
        danger
        busy={removing.loading}
        onConfirm={() => toDelete && void confirmDelete(toDelete)}
        onCancel={() => setToDelete(null)}
      >
        Delete the saved query ‘{toDelete?.queryTitle}’? Everyone who bulk-edits shares the list.
      </ConfirmDialog>
      {saving.loading ? (
        <Text srOnly role="status">
          Saving…
        </Text>
      ) : null}
    </Stack>
  );
}
