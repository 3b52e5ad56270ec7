import { PlainButton } from '../../../components/PlainControls.tsx';
import { SCREEN_CLASS } from './screenStyles.ts';

type ResearchHeaderProps = {
  recordId: string | null;
  biblioId: string | null;
  readOnly: boolean;
  locked: boolean;
  /** The record may not be changed by this user: the toggle and the link buttons are disabled. */
  frozen: boolean;
  newWorkRequest: boolean;
  /** A biblio linked to a work or recipient keeps its new work request (spec 4). */
  newWorkRequestFixed: boolean;
  onNewWorkRequest: (value: boolean) => void;
  onDetails: () => void;
  onUnlinkWork: () => void;
  onClearLinks: () => void;
};

/** Record ID, Details, 'New work request?', the Biblio id, 'Unlink works (F4)' and 'Clear links' (spec 2). */
export function ResearchHeader(props: ResearchHeaderProps) {
  const { recordId, biblioId, readOnly, locked, frozen, newWorkRequest, newWorkRequestFixed } = props;
  return (
    <div className={SCREEN_CLASS.header}>
      <h2 className={SCREEN_CLASS.headerTitle}>
        Record ID: <span data-testid="record-id">{recordId ?? 'New record'}</span>
      </h2>
      <PlainButton look="sm-outline" onClick={props.onDetails} disabled={locked}>
        Details
      </PlainButton>
      {readOnly ? null : (
        <div className={SCREEN_CLASS.row} role="group" aria-label="New work request?">
          <p className={SCREEN_CLASS.textSm}>New work request?</p>
          <div className={SCREEN_CLASS.toggle}>
            <PlainButton
              look={newWorkRequest ? 'xs-solid' : 'xs-outline'}
              aria-pressed={newWorkRequest}
              disabled={frozen || newWorkRequestFixed}
              onClick={() => props.onNewWorkRequest(true)}
            >
              Yes
            </PlainButton>
            <PlainButton
              look={!newWorkRequest ? 'xs-solid' : 'xs-outline'}
              aria-pressed={!newWorkRequest}
              disabled={frozen || newWorkRequestFixed}
              onClick={() => props.onNewWorkRequest(false)}
            >
              No
            </PlainButton>
          </div>
        </div>
      )}
      <p className={SCREEN_CLASS.textSm}>
        Biblio id: <span data-testid="biblio-id">{biblioId ?? 'New'}</span>
      </p>
      {readOnly ? null : (
        <div className={SCREEN_CLASS.rowEnd}>
          <PlainButton look="sm-outline" disabled={frozen} onClick={props.onUnlinkWork}>
            Unlink works (F4)
          </PlainButton>
          <PlainButton look="sm-outline" disabled={frozen} onClick={props.onClearLinks}>
            Clear links
          </PlainButton>
        </div>
      )}
    </div>
  );
}
