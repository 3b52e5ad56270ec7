import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';

export type FindRecordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The Find a Record modal (spec section 2). The search itself comes later; for now it is empty. */
export function FindRecordDialog({ open, onOpenChange }: FindRecordDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size="lg" placement="top">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Find a Record</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted">Record search is on its way.</Text>
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
