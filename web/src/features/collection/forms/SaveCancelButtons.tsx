import { Button, HStack } from '@chakra-ui/react';

type SaveCancelButtonsProps = {
  /** While the form is saving: Save shows 'Saving' and Cancel is disabled. */
  submitting: boolean;
  onCancel: () => void;
};

/** A form's Save (submit) and Cancel buttons. */
export function SaveCancelButtons({ submitting, onCancel }: SaveCancelButtonsProps) {
  return (
    <HStack gap="3">
      <Button type="submit" colorPalette="blue" loading={submitting} loadingText="Saving">
        Save
      </Button>
      <Button variant="outline" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
    </HStack>
  );
}
