import type { ReactNode } from 'react';
import { keptAtText } from '../rules/unsavedDraft.ts';
import { NoticeBar } from './NoticeBar.tsx';

type ResearchNoticesProps = {
  /** Why this user may not change the record (a locked batch, another's batch), or null. */
  refusal: string | null;
  /** Unsaved edits from an earlier visit, to restore or discard. */
  unsaved: { savedAt: string; restore: () => void; discard: () => void } | null;
  /** The route's own notice (a conflicting save). */
  routeNotice?: ReactNode;
  /** Where the researcher's own values wait after a conflict, or null. */
  keptPlaces: string | null;
  onForgetKept: () => void;
  /** The biblio deleted last, while it can be put back. */
  deletedLabel: string | null;
  onUndoDelete: () => void;
};

/** The notices above the research form, in this order, each with its choices (docs/decisions/039, 044). */
export function ResearchNotices(props: ResearchNoticesProps) {
  const { refusal, unsaved, keptPlaces, deletedLabel } = props;
  return (
    <>
      {refusal !== null ? <NoticeBar status="warning" message={refusal} actions={[]} /> : null}
      {unsaved ? (
        <NoticeBar
          status="warning"
          message={`You have unsaved changes from ${keptAtText(unsaved.savedAt)}:`}
          actions={[
            { label: 'Restore', onClick: unsaved.restore },
            { label: 'Discard', onClick: unsaved.discard },
          ]}
        />
      ) : null}
      {props.routeNotice}
      {keptPlaces !== null ? (
        <NoticeBar
          status="info"
          message={`Their version is shown. Your own values are kept under the fields you had changed, to use again: ${keptPlaces}.`}
          actions={[{ label: 'Forget my values', onClick: props.onForgetKept }]}
        />
      ) : null}
      {deletedLabel !== null ? (
        <NoticeBar
          status="info"
          message={`${deletedLabel} deleted.`}
          actions={[{ label: 'Undo', onClick: props.onUndoDelete }]}
        />
      ) : null}
    </>
  );
}
