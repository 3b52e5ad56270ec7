import { CloseButton, Dialog, Portal, Table } from '@chakra-ui/react';
import { RESEARCH_KEYS } from '../hooks/useResearchShortcuts.ts';

/** '?' on the research form: every key of the form and what it does. Loaded on first use. */
export function KeysHelpDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Keyboard shortcuts</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Table.Root size="sm" aria-label="Keyboard shortcuts">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Key</Table.ColumnHeader>
                    <Table.ColumnHeader>Action</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {RESEARCH_KEYS.map(({ keys, action }) => (
                    <Table.Row key={keys}>
                      <Table.Cell whiteSpace="nowrap">
                        <kbd>{keys}</kbd>
                      </Table.Cell>
                      <Table.Cell>{action}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
