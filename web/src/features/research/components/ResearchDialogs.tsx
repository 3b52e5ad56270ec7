import { lazy, Suspense } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { workSearchDialog } from '../work-search/lazyWorkSearchDialog.ts';
import type { WorkSearchDialogProps } from '../work-search/WorkSearchDialog.tsx';
import type { RecordView } from './recordView.ts';

const DetailsDialog = lazy(() => import('./DetailsDialog.tsx').then((m) => ({ default: m.DetailsDialog })));
const WorkSearchDialog = workSearchDialog.Component;
const KeysHelpDialog = lazy(() => import('./KeysHelpDialog.tsx').then((m) => ({ default: m.KeysHelpDialog })));

type ResearchDialogsProps = {
  record: RecordView;
  currentUser: string | null;
  /** The open Work Search, or null. */
  workSearch: Omit<WorkSearchDialogProps, 'recordId'> | null;
  helpOpen: boolean;
  onCloseHelp: () => void;
  /** 'Delete biblio?' after Shift+Delete in a field, and what it says of the active biblio. */
  confirmingDelete: boolean;
  deleteText: string | null;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  detailsOpen: boolean;
  onDetailsOpenChange: (open: boolean) => void;
};

/** The research form's dialogs; the Work Search, the keys and the details load on first use. */
export function ResearchDialogs({ record, workSearch, ...props }: ResearchDialogsProps) {
  return (
    <>
      {workSearch ? (
        <Suspense fallback={null}>
          <WorkSearchDialog {...workSearch} recordId={record.id} />
        </Suspense>
      ) : null}
      {props.helpOpen ? (
        <Suspense fallback={null}>
          <KeysHelpDialog onClose={props.onCloseHelp} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={props.confirmingDelete}
        title="Delete biblio?"
        confirmLabel="Delete"
        danger
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDelete}
      >
        {props.deleteText}
      </ConfirmDialog>
      {props.detailsOpen ? (
        <Suspense fallback={null}>
          <DetailsDialog
            record={record}
            currentUser={props.currentUser}
            open={props.detailsOpen}
            onOpenChange={props.onDetailsOpenChange}
          />
        </Suspense>
      ) : null}
    </>
  );
}
