import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import type { BusyFlag } from '../hooks/busyFlag.ts';
import type { SaveAction } from '../../../__generated__/graphql.ts';
import { BiblioForm } from '../forms/BiblioForm.tsx';
import { useMarkPainted } from '../hooks/paintedRecord.ts';
import { useAuditorFields } from '../hooks/useAuditorFields.ts';
import { useDocumentViewerLink } from '../hooks/useDocumentViewerLink.ts';
import { useItemEdits } from '../hooks/useItemEdits.ts';
import { useItemSelection } from '../hooks/useItemSelection.ts';
import { useResearchDraft } from '../hooks/useResearchDraft.ts';
import { useResearchShortcuts, type ShortcutHandlers } from '../hooks/useResearchShortcuts.ts';
import { useRuleOutcome } from '../hooks/useRuleOutcome.ts';
import { useSaveActions } from '../hooks/useSaveActions.ts';
import { useTaggedPagesCheck } from '../hooks/useTaggedPagesCheck.ts';
import { useTypedProblems } from '../hooks/useTypedProblems.ts';
import { useWorkFocus } from '../hooks/useWorkFocus.ts';
import { useWorkSearchLink } from '../hooks/useWorkSearchLink.ts';
import { isLinkedToWork } from '../rules/biblioChanges.ts';
import { biblioCardTitle } from '../rules/display.ts';
import type { RecordDraft } from '../rules/draft.ts';
import type { KeptEdit } from '../rules/keptEdits.ts';
import { NoticeBar } from './NoticeBar.tsx';
import type { RecordView } from './recordView.ts';
import { ResearchDialogs } from './ResearchDialogs.tsx';
import { ResearchHeader } from './ResearchHeader.tsx';
import { ResearchLookupsQuery } from './researchRecord.ts';
import { ResearchNotices } from './ResearchNotices.tsx';
import { ResearchSidebar } from './ResearchSidebar.tsx';
import { SCREEN_CLASS } from './screenStyles.ts';
import { UsageFields } from './UsageFields.tsx';

export type ResearchFormProps = {
  record: RecordView;
  initialDraft: RecordDraft;
  /** The initial draft is the researcher's unsaved edits already (a Complete that failed): nothing to offer back. */
  showsUnsavedEdits?: boolean;
  /** External Auditors and users without a role: the read-only form (spec 6). */
  readOnly: boolean;
  currentUser: string | null;
  isNewRecord: boolean;
  busy: BusyFlag;
  /** A notice from the route (a conflicting save). */
  notice?: ReactNode;
  onSubmit: (action: SaveAction, draft: RecordDraft) => void;
  onNew?: () => void;
  /** The document viewer made a biblio on this record, which is now at `version`; `draft` is the form's. */
  onViewerBiblio?: (biblioId: string, version: number | null, draft: RecordDraft) => void;
  /** The biblio (by key) to select at first, over the address's hash. */
  selectBiblio?: string | null;
  /** After a conflict and a reload of the other user's version: the researcher's own edits, to use again field by field. */
  keptEdits?: readonly KeptEdit[];
};

/**
 * The research form (spec 2): the record's biblios and usages as one working copy, saved whole.
 * A record this user may not change (a locked batch, spec 4; a Researcher's batch not assigned to
 * them) shows why and disables every input, button and toggle but Find a Record and Details; the
 * read-only form hides what an auditor may not use (spec 6).
 */
export function ResearchForm(props: ResearchFormProps) {
  const { record, readOnly, isNewRecord, busy } = props;
  const lists = useQuery(ResearchLookupsQuery).data;
  // The same answer the API gives a write (domain's recordWriteRefusal); auditors get the read-only form instead.
  const frozen = !readOnly && record.writeRefusal !== null;
  const editDisabled = readOnly || frozen;
  const { draft, setDraft, replaceDraft, unsaved, kept } = useResearchDraft(record, {
    initialDraft: props.initialDraft,
    offerUnsaved: !readOnly && !record.writeRefusal && !props.showsUnsavedEdits,
    keptEdits: props.keptEdits,
  });
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const rules = useRuleOutcome(record.templateId, draft, editDisabled ? null : replaceDraft);
  const shownFields = useAuditorFields(record.templateId, record.licenceSchemeId, readOnly);
  const typed = useTypedProblems();
  const { root, biblioArea, usageArea, pagesRef, ...focus } = useWorkFocus(record.id, !editDisabled);
  useMarkPainted(record.id);
  const { selection, biblio, usage, select } = useItemSelection(draft, props.selectBiblio);
  const workSearch = useWorkSearchLink({ editable: !editDisabled, draft, setDraft, biblio, lists, focus });
  const taggedPages = useTaggedPagesCheck(record, biblio);
  useDocumentViewerLink(record.id, record.documentView, biblio?.id ?? null, {
    onActiveBiblio: (biblioId) => {
      const picked = draft.biblios.find((b) => b.id === biblioId);
      if (picked) select({ biblio: picked.key });
    },
    onBiblioCreated: (biblioId, version) => props.onViewerBiblio?.(biblioId, version, draft),
    onTagsChanged: taggedPages.refetch,
  });
  const edits = useItemEdits({ draft, setDraft, selection, biblio, usage, select, lists, ...focus });
  const saving = useSaveActions({ record, draft, busy, rules, typed, onSubmit: props.onSubmit });

  /** Ctrl+Insert (spec 2, "save or add usage"): in a usage not saved yet it saves; elsewhere it adds one. */
  const saveOrAddUsage = () =>
    usage && !usage.id && usageArea.current?.contains(document.activeElement)
      ? saving.submit('SAVE')
      : edits.addUsage();
  const moving: ShortcutHandlers = {
    help: () => setHelpOpen(true),
    toBiblioForm: () => focus.focusWork('biblio'),
    toUsageForm: () => focus.focusWork('usage'),
    nextBiblio: () => edits.step('biblio', 1),
    previousBiblio: () => edits.step('biblio', -1),
    nextUsage: () => edits.step('usage', 1),
    previousUsage: () => edits.step('usage', -1),
  };
  // While the Work Search is open its keys (arrows, Enter, Escape) are its own, and no F-key edits the form behind it.
  // A record this user may not change answers F10, F11 and F12 with the reason, and nothing else.
  useResearchShortcuts(
    workSearch.initial || helpOpen || edits.confirmingDelete
      ? {}
      : readOnly
        ? moving
        : frozen
          ? { ...moving, ...saving.keys }
          : {
              ...moving,
              ...saving.keys,
              unlinkWork: edits.unlinkWork,
              workSearch: () => workSearch.open('title'),
              workSearchByIsn: () => workSearch.open('isn'),
              addBiblio: edits.addBiblio,
              addUsage: saveOrAddUsage,
              cloneBiblio: edits.cloneBiblio,
              deleteBiblio: edits.deleteBiblioByKey,
              deleteUsage: () => edits.deleteUsage(),
            },
  );

  return (
    <div
      ref={root}
      className={SCREEN_CLASS.form}
      data-testid="research-form"
      data-readonly={readOnly || undefined}
      data-locked={record.locked || undefined}
      data-frozen={frozen || undefined}
    >
      <ResearchNotices
        refusal={frozen ? record.writeRefusal : null}
        unsaved={unsaved}
        routeNotice={props.notice}
        keptPlaces={kept.places}
        onForgetKept={kept.forget}
        deletedLabel={edits.deletedLabel}
        onUndoDelete={edits.undoDelete}
      />
      <ResearchHeader
        recordId={record.externalReferenceId}
        biblioId={biblio?.id ?? null}
        readOnly={readOnly}
        locked={record.locked}
        frozen={frozen}
        newWorkRequest={biblio?.newWorkRequest ?? false}
        newWorkRequestFixed={!biblio || isLinkedToWork(biblio)}
        onNewWorkRequest={edits.setNewWorkRequest}
        onDetails={() => setDetailsOpen(true)}
        onUnlinkWork={edits.unlinkWork}
        onClearLinks={edits.clearLinks}
      />
      <div className={SCREEN_CLASS.columns}>
        <div className={SCREEN_CLASS.column}>
          {biblio && taggedPages.mismatch && !editDisabled ? (
            <NoticeBar
              status="warning"
              message={taggedPages.mismatch.message}
              actions={[
                { label: 'Fill page numbers from tags', onClick: () => edits.fillFromTags(taggedPages.mismatch!.fill) },
              ]}
            />
          ) : null}
          {biblio ? (
            <BiblioForm
              sectionRef={biblioArea}
              pagesRef={pagesRef}
              biblio={biblio}
              lists={lists}
              disabled={editDisabled}
              onChange={edits.changeBiblioField}
              onWorkSearch={readOnly || frozen ? undefined : workSearch.open}
              searchDisabled={frozen}
              rules={rules.outcome.biblios.get(biblio.key)}
              shown={shownFields?.biblio}
              typed={typed.slotsOf('biblio', biblio.key)}
              kept={kept.of('biblio', biblio.key)}
            />
          ) : null}
          {usage ? (
            <UsageFields
              sectionRef={usageArea}
              usage={usage}
              copyTypes={lists?.copyType ?? []}
              copiedFor={lists?.copiedFor ?? []}
              showPaymentAmount={isNewRecord}
              disabled={editDisabled}
              onChange={edits.changeUsageField}
              rules={rules.outcome.usages.get(usage.key)}
              shown={shownFields?.usage}
              typed={typed.slotsOf('usage', usage.key)}
              kept={kept.of('usage', usage.key)}
            />
          ) : null}
        </div>
        <ResearchSidebar
          record={record}
          draft={draft}
          selection={selection}
          biblio={biblio}
          usage={usage}
          copyTypes={lists?.copyType ?? []}
          readOnly={readOnly}
          frozen={frozen}
          busy={busy}
          isNewRecord={isNewRecord}
          onSelect={select}
          edits={edits}
          onAction={saving.submit}
          onNew={() => props.onNew?.()}
        />
      </div>
      <ResearchDialogs
        record={record}
        currentUser={props.currentUser}
        workSearch={
          workSearch.initial && biblio
            ? {
                initial: workSearch.initial,
                onClose: workSearch.close,
                onSelectWork: workSearch.linkWork,
                onSelectRecipient: workSearch.linkRecipient,
              }
            : null
        }
        helpOpen={helpOpen}
        onCloseHelp={() => setHelpOpen(false)}
        confirmingDelete={edits.confirmingDelete}
        deleteText={
          biblio
            ? `${biblioCardTitle(draft.biblios.indexOf(biblio), biblio)} will be deleted; Undo brings it back.`
            : null
        }
        onConfirmDelete={edits.confirmDelete}
        onCancelDelete={edits.cancelDelete}
        detailsOpen={detailsOpen}
        onDetailsOpenChange={setDetailsOpen}
      />
    </div>
  );
}
