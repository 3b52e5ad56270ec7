import { useBusy, type BusyFlag } from '../hooks/busyFlag.ts';
import { Button, Stack } from '@chakra-ui/react';
import type { SaveAction } from '../../../__generated__/graphql.ts';

type ActionButtonsProps = {
  busy: BusyFlag;
  /** The record may not be changed by this user (a locked batch, another researcher's batch). */
  disabled: boolean;
  isNewRecord: boolean;
  onAction: (action: SaveAction) => void;
  onNew: () => void;
};

/** Save, Hold, Complete & Next, and New on the manual new record (spec 2). Hidden for auditors, disabled where the record may not change. */
export function ActionButtons({ busy: flag, disabled, isNewRecord, onAction, onNew }: ActionButtonsProps) {
  const busy = useBusy(flag);
  return (
    <Stack direction="row" gap="2" flexWrap="wrap" as="section" aria-label="Actions">
      <Button size="sm" colorPalette="blue" loading={busy} disabled={disabled} onClick={() => onAction('SAVE')}>
        Save
      </Button>
      <Button size="sm" colorPalette="orange" disabled={busy || disabled} onClick={() => onAction('HOLD')}>
        Hold
      </Button>
      <Button size="sm" colorPalette="green" disabled={busy || disabled} onClick={() => onAction('COMPLETE')}>
        Complete &amp; Next
      </Button>
      {isNewRecord ? (
        <Button size="sm" variant="outline" disabled={busy || disabled} onClick={onNew}>
          New
        </Button>
      ) : null}
    </Stack>
  );
}
