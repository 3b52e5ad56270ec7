import { Button, Stack } from '@chakra-ui/react';
import type { SaveAction } from '../../../__generated__/graphql.ts';

type ActionButtonsProps = {
  busy: boolean;
  isNewRecord: boolean;
  onAction: (action: SaveAction) => void;
  onNew: () => void;
};

/** Save, Hold, Complete & Next, and New on the manual new record (spec 2). Hidden for auditors. */
export function ActionButtons({ busy, isNewRecord, onAction, onNew }: ActionButtonsProps) {
  return (
    <Stack direction="row" gap="2" flexWrap="wrap" as="section" aria-label="Actions">
      <Button size="sm" colorPalette="blue" loading={busy} onClick={() => onAction('SAVE')}>
        Save
      </Button>
      <Button size="sm" colorPalette="orange" disabled={busy} onClick={() => onAction('HOLD')}>
        Hold
      </Button>
      <Button size="sm" colorPalette="green" disabled={busy} onClick={() => onAction('COMPLETE')}>
        Complete &amp; Next
      </Button>
      {isNewRecord ? (
        <Button size="sm" variant="outline" disabled={busy} onClick={onNew}>
          New
        </Button>
      ) : null}
    </Stack>
  );
}
