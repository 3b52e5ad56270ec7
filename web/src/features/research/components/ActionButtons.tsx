import { useBusy, type BusyFlag } from '../hooks/busyFlag.ts';
import { PlainButton } from '../../../components/PlainControls.tsx';
import { SCREEN_CLASS } from './screenStyles.ts';
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
    <section className={SCREEN_CLASS.actions} aria-label="Actions">
      <PlainButton look="sm-solid" palette="blue" loading={busy} disabled={disabled} onClick={() => onAction('SAVE')}>
        Save
      </PlainButton>
      <PlainButton look="sm-solid" palette="orange" disabled={busy || disabled} onClick={() => onAction('HOLD')}>
        Hold
      </PlainButton>
      <PlainButton look="sm-solid" palette="green" disabled={busy || disabled} onClick={() => onAction('COMPLETE')}>
        Complete &amp; Next
      </PlainButton>
      {isNewRecord ? (
        <PlainButton look="sm-outline" disabled={busy || disabled} onClick={onNew}>
          New
        </PlainButton>
      ) : null}
    </section>
  );
}
