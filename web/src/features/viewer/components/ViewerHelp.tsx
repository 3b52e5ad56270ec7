import { Button, Dialog, Portal, Table } from '@chakra-ui/react';
import { VIEWER_KEYS } from '../viewerKeys.ts';

/** '?': every key of the viewer, in a dialog. */
export function ViewerHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Document viewer keys</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Key</Table.ColumnHeader>
                    <Table.ColumnHeader>Does</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {VIEWER_KEYS.map((row) => (
                    <Table.Row key={row.keys}>
                      <Table.Cell fontWeight="semibold">{row.keys}</Table.Cell>
                      <Table.Cell>{row.does}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>Close</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
