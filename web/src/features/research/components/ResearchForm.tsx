import { useQuery } from '@apollo/client/react';
import { Grid, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SaveAction } from '../../../__generated__/graphql.ts';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { BiblioForm } from '../forms/BiblioForm.tsx';
import { useDocumentViewerLink } from '../hooks/useDocumentViewerLink.ts';
import { focusFirstEmpty, keepFocus, restoreKeptFocus } from '../hooks/focusWork.ts';
import { holdTypedKeys } from '../hooks/typeAhead.ts';
import { isTextEntry, useResearchShortcuts, type ShortcutHandlers } from '../hooks/useResearchShortcuts.ts';
import { useTaggedPagesCheck } from '../hooks/useTaggedPagesCheck.ts';
import { useTypedProblems } from '../hooks/useTypedProblems.ts';
import { useRuleOutcome } from '../hooks/useRuleOutcome.ts';
import { useAuditorFields } from '../hooks/useAuditorFields.ts';
import { changeBiblio, isLinkedToWork } from '../rules/biblioChanges.ts';
import {
  biblioLinkCount,
  isLinked,
  usageLinkCount,
  type BiblioFields,
  type RecordDraft,
  type UsageFields as UsageValues,
} from '../rules/draft.ts';
import * as edits from '../rules/edits.ts';
import { parseSelectionHash, resolveSelection, selectionHash } from '../rules/selectionHash.ts';
import { keptEditsPlaces, reapply, type KeptEdit } from '../rules/keptEdits.ts';
import { problemsAlert, problemsIn } from '../rules/typedProblems.ts';
import { forgetUnsavedDraft, keepUnsavedDraft, keptAtText, readUnsavedDraft } from '../rules/unsavedDraft.ts';
import { ActionButtons } from './ActionButtons.tsx';
import { stickySidebar } from './denseForm.ts';
import { DocumentPanel } from './DocumentPanel.tsx';
import type { KeptEdits } from './KeptValue.tsx';
import { ItemCards, usageDetail } from './ItemCards.tsx';
import { NoticeBar } from './NoticeBar.tsx';
import type { RecordView } from './recordView.ts';
import { ResearchHeader } from './ResearchHeader.tsx';
import { ResearchLookupsQuery } from './researchDocument.ts';
import type { WorkSearchDialogProps } from '../work-search/WorkSearchDialog.tsx';
import { UsageFields } from './UsageFields.tsx';

/**
 * The record whose form has been painted last. Complete & Next waits until its record has been
 * painted: a second F12 must not complete one never seen. The same record's form after a save
 * (keyed by version) is the record seen already.
 */
let paintedRecord: string | null = null;

const DetailsDialog = lazy(() => import('./DetailsDialog.tsx').then((m) => ({ default: m.DetailsDialog })));
const loadWorkSearch = () => import('../work-search/WorkSearchDialog.tsx');
const WorkSearchDialog = lazy(() => loadWorkSearch().then((m) => ({ default: m.WorkSearchDialog })));
const KeysHelpDialog = lazy(() => import('./KeysHelpDialog.tsx').then((m) => ({ default: m.KeysHelpDialog })));

/** Where the focus goes once the screen shows an edit: the first empty field of a form, or Pages after a link. */
type FocusTarget = 'biblio' | 'usage' | 'pages';
/** A biblio deleted, to put back: Undo (docs/decisions/039). */
type DeletedBiblio = { removed: edits.RemovedBiblio; label: string };

export type ResearchFormProps = {
  record: RecordView;
  initialDraft: RecordDraft;
  /** The initial draft is the researcher's unsaved edits already (a Complete that failed): nothing to offer back. */
  showsUnsavedEdits?: boolean;
  /** External Auditors and users without a role: the read-only form (spec 6). */
  readOnly: boolean;
  currentUser: string | null;
  isNewRecord: boolean;
  busy: boolean;
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
  const alerts = useAlerts();
  const navigate = useNavigate();
  const location = useLocation();
  const lookups = useQuery(ResearchLookupsQuery);
  const lists = lookups.data;
  const [draft, setDraftState] = useState(props.initialDraft);
  const [offer, setOffer] = useState(() =>
    record.id && record.version !== null && !readOnly && !record.writeRefusal && !props.showsUnsavedEdits
      ? readUnsavedDraft(record.id, record.version)
      : null,
  );
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [workSearch, setWorkSearch] = useState<WorkSearchDialogProps['initial'] | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleted, setDeleted] = useState<DeletedBiblio | null>(null);
  const biblioArea = useRef<HTMLFieldSetElement>(null);
  const usageArea = useRef<HTMLFieldSetElement>(null);
  const pagesRef = useRef<HTMLInputElement>(null);
  /** The field the focus was in when the Work Search opened: it goes back there unless a work was linked. */
  const focusBeforeSearch = useRef<Element | null>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);

  const locked = record.locked;
  // The same answer the API gives a write (domain's recordWriteRefusal); auditors get the read-only form instead.
  const frozen = !readOnly && record.writeRefusal !== null;
  const editDisabled = readOnly || frozen;
  const rules = useRuleOutcome(record.templateId, draft, editDisabled ? null : setDraftState);
  const shownFields = useAuditorFields(record.templateId, record.licenceSchemeId, readOnly);
  const typed = useTypedProblems();
  const [kept, setKept] = useState<readonly KeptEdit[]>(props.keptEdits ?? []);
  const keptIn = (kind: KeptEdit['kind'], itemKey: string): KeptEdits => ({
    edit: (field) => kept.find((k) => k.kind === kind && k.itemKey === itemKey && k.field === field) ?? null,
    use: (edit) => {
      setDraft(reapply(draft, edit));
      setKept(kept.filter((k) => k !== edit));
    },
  });

  function focusWork(target: FocusTarget) {
    if (target === 'usage') focusFirstEmpty(usageArea.current);
    else focusFirstEmpty(biblioArea.current, target === 'pages' ? pagesRef.current : null);
  }
  /** Focuses `target` once the screen shows the edit under way. */
  const focusAfterRender = (target: FocusTarget) => {
    pendingFocus.current = target;
  };
  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    focusWork(target);
  });
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const form = root.current;
    return () => keepFocus(form, record.id);
  }, [record.id]);
  useEffect(() => {
    // The record opens with the focus where the work is (after a save, where it was), and the
    // Work Search's code on its way.
    if (!editDisabled) {
      if (!restoreKeptFocus(root.current, record.id)) focusWork('biblio');
      void loadWorkSearch();
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task after the next frame runs once that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => (paintedRecord = record.id));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    // Once per record: the form is keyed by record and version.
  }, []);

  // The active biblio and usage: state first (so a quick second key press sees the first's
  // choice), mirrored in the address hash, which also selects when it changes from outside.
  const [selected, setSelected] = useState(() => {
    const fromHash = parseSelectionHash(location.hash);
    return props.selectBiblio ? { ...fromHash, biblio: props.selectBiblio } : fromHash;
  });
  const [seenHash, setSeenHash] = useState(location.hash);
  const selection = resolveSelection(
    selected,
    draft.biblios.map((b) => b.key),
    draft.usages.map((u) => u.key),
  );
  const wantedHash = selectionHash(selection);
  if (location.hash !== seenHash) {
    setSeenHash(location.hash);
    if (location.hash !== wantedHash) setSelected(parseSelectionHash(location.hash));
  }
  // The hash follows the selection once there is one to follow (an address without a hash stays
  // as it is until the researcher picks an item).
  const hashFollows = useRef(location.hash !== '' || !!props.selectBiblio);
  useEffect(() => {
    if (hashFollows.current && window.location.hash !== wantedHash) {
      navigate(
        { pathname: window.location.pathname, search: window.location.search, hash: wantedHash },
        { replace: true },
      );
    }
  }, [wantedHash, navigate]);
  const biblio = draft.biblios.find((b) => b.key === selection.biblio) ?? null;
  const usage = draft.usages.find((u) => u.key === selection.usage) ?? null;
  const taggedPages = useTaggedPagesCheck(record, biblio);
  useDocumentViewerLink(record.id, record.documentView, biblio?.id ?? null, {
    onActiveBiblio: (biblioId) => {
      const picked = draft.biblios.find((b) => b.id === biblioId);
      if (picked) select({ biblio: picked.key });
    },
    onBiblioCreated: (biblioId, version) => props.onViewerBiblio?.(biblioId, version, draft),
    onTagsChanged: taggedPages.refetch,
  });

  function select(next: { biblio?: string | null; usage?: string | null }) {
    hashFollows.current = true;
    const picked = {
      biblio: next.biblio === undefined ? selection.biblio : next.biblio,
      usage: next.usage === undefined ? selection.usage : next.usage,
    };
    setSelected(picked);
    const hash = selectionHash(picked);
    if (window.location.hash !== hash) {
      navigate({ pathname: window.location.pathname, search: window.location.search, hash }, { replace: true });
    }
  }

  /** Every edit goes through here; unsaved edits survive a reload until they are saved or discarded. */
  function setDraft(next: RecordDraft, keep = true) {
    setDraftState(next);
    if (keep && record.id && record.version !== null) keepUnsavedDraft(record.id, record.version, next);
  }

  function apply(result: edits.EditResult, focus?: FocusTarget) {
    if (!result.ok) {
      alerts.danger(result.message);
      return;
    }
    setDraft(result.draft);
    if (focus) focusAfterRender(focus);
    const picked: { biblio?: string | null; usage?: string | null } = {};
    if (result.biblioKey !== undefined) picked.biblio = result.biblioKey;
    if (result.usageKey !== undefined) picked.usage = result.usageKey;
    if (Object.keys(picked).length > 0) select(picked);
  }

  function changeBiblioField<K extends keyof BiblioFields>(field: K, value: BiblioFields[K]) {
    if (!biblio) return;
    const changed = changeBiblio(biblio, field, value, {
      majorMaterialTypes: lists?.majorMaterialType ?? [],
      minorMaterialTypes: lists?.minorMaterialType ?? [],
    });
    setDraft({ ...draft, biblios: draft.biblios.map((b) => (b.key === biblio.key ? changed : b)) });
  }

  function changeUsageField<K extends keyof UsageValues>(field: K, value: UsageValues[K]) {
    if (usage) setDraft(edits.setUsageField(draft, usage.key, field, value));
  }

  const submit = (action: SaveAction) => {
    if (busy) return;
    if (record.writeRefusal) {
      alerts.danger(record.writeRefusal);
      return;
    }
    // A typed value that is none would be saved as the last good one: every such value is named at once.
    const wrong = problemsIn(typed.problems, draft);
    if (wrong.length > 0) {
      typed.revealAll();
      alerts.danger(problemsAlert(wrong));
      return;
    }
    // Save and Hold always go; Complete waits until no error-type rule fires (ADR 012).
    if (action === 'COMPLETE' && rules.completeRefusal) {
      alerts.danger(rules.completeRefusal);
      return;
    }
    props.onSubmit(action, draft);
  };
  const unlinkWork = () => biblio && setDraft(edits.unlinkWork(draft, biblio.key));
  const clearLinks = () => biblio && setDraft(edits.clearWork(draft, biblio.key));
  const addBiblio = () => apply(edits.addBiblio(draft, selection.usage), 'biblio');
  const addUsage = () => apply(edits.addUsage(draft, selection.biblio), 'usage');
  const cloneBiblio = () => apply(edits.cloneBiblio(draft, selection.biblio), 'biblio');
  const deleteUsage = (key = selection.usage) => apply(edits.deleteUsage(draft, key), 'usage');
  /** Deletes a biblio and offers it back (Undo) until the record is saved. */
  const deleteBiblio = (key = selection.biblio) => {
    const index = draft.biblios.findIndex((b) => b.key === key);
    const result = edits.deleteBiblio(draft, key);
    apply(result, 'biblio');
    if (result.ok && key) {
      setDeleted({ removed: edits.removedBiblio(draft, key), label: biblioCardTitle(index, draft.biblios[index]) });
    }
  };
  const undoDelete = () => {
    if (!deleted) return;
    setDraft(edits.restoreBiblio(draft, deleted.removed));
    select({ biblio: deleted.removed.biblio.key });
    setDeleted(null);
    focusAfterRender('biblio');
  };
  /** Shift+Delete: typing in a field, it may be a slip, so it asks first (a refusal needs no asking). */
  const deleteBiblioByKey = () =>
    isTextEntry(document.activeElement) && edits.deleteBiblio(draft, selection.biblio).ok
      ? setConfirmDelete(true)
      : deleteBiblio();
  /** Ctrl+Insert (spec 2, "save or add usage"): in a usage not saved yet it saves; elsewhere it adds one. */
  const saveOrAddUsage = () =>
    usage && !usage.id && usageArea.current?.contains(document.activeElement) ? submit('SAVE') : addUsage();
  /** Alt+arrows: the next or previous biblio or usage, with the focus in its form. */
  const step = (kind: 'biblio' | 'usage', by: 1 | -1) => {
    const keys = (kind === 'biblio' ? draft.biblios : draft.usages).map((item) => item.key);
    const next = keys[keys.indexOf((kind === 'biblio' ? selection.biblio : selection.usage) ?? '') + by];
    if (next === undefined) return;
    select({ [kind]: next });
    focusAfterRender(kind);
  };

  /**
   * F8 / Shift+F8 and the Search buttons: the Work Search by the active biblio's title or ISN,
   * searching at once when it has one. Keys typed while it opens are typed into it.
   */
  const openWorkSearch = (by: 'title' | 'isn' = 'title') => {
    if (!biblio || workSearch) return;
    const value = (by === 'title' ? biblio.majorTitle : biblio.isn) ?? '';
    focusBeforeSearch.current = document.activeElement;
    holdTypedKeys();
    setWorkSearch({ fields: { [by]: value }, searchNow: value.trim() !== '', focus: by });
  };
  const workLinkLookups = {
    edition: lists?.edition ?? [],
    majorMaterialType: lists?.majorMaterialType ?? [],
    workSubType: lists?.workSubType ?? [],
  };

  // While the Work Search is open its keys (arrows, Enter, Escape) are its own, and no F-key edits the form behind it.
  // A record this user may not change answers F10, F11 and F12 with the reason, and nothing else.
  const saving: ShortcutHandlers = {
    hold: () => submit('HOLD'),
    save: () => submit('SAVE'),
    complete: () => paintedRecord === record.id && submit('COMPLETE'),
  };
  const moving: ShortcutHandlers = {
    help: () => setHelpOpen(true),
    toBiblioForm: () => focusWork('biblio'),
    toUsageForm: () => focusWork('usage'),
    nextBiblio: () => step('biblio', 1),
    previousBiblio: () => step('biblio', -1),
    nextUsage: () => step('usage', 1),
    previousUsage: () => step('usage', -1),
  };
  const shortcuts: ShortcutHandlers =
    workSearch || helpOpen || confirmDelete
      ? {}
      : readOnly
        ? moving
        : frozen
          ? { ...moving, ...saving }
          : {
              ...moving,
              ...saving,
              unlinkWork,
              workSearch: () => openWorkSearch('title'),
              workSearchByIsn: () => openWorkSearch('isn'),
              addBiblio,
              addUsage: saveOrAddUsage,
              cloneBiblio,
              deleteBiblio: deleteBiblioByKey,
              deleteUsage: () => deleteUsage(),
            };
  useResearchShortcuts(shortcuts);

  const biblioCards = draft.biblios.map((b) => ({
    key: b.key,
    title: biblioTitle(b),
    detail: b.id ? `Id ${b.id}` : 'New',
    linkCount: biblioLinkCount(draft, b.key),
    linked: usage ? isLinked(draft, b.key, usage.key) : false,
  }));
  const usageCards = draft.usages.map((u) => ({
    key: u.key,
    title: lists?.copyType.find((c) => c.id === u.copyType)?.value ?? '(no copy type)',
    detail: usageDetail(u.eventDate, u.timesCopied),
    linkCount: usageLinkCount(draft, u.key),
    linked: biblio ? isLinked(draft, biblio.key, u.key) : false,
  }));

  return (
    <Stack
      ref={root}
      gap="2"
      data-testid="research-form"
      data-readonly={readOnly || undefined}
      data-locked={locked || undefined}
      data-frozen={frozen || undefined}
    >
      {frozen ? <NoticeBar status="warning" message={record.writeRefusal ?? ''} actions={[]} /> : null}
      {offer ? (
        <NoticeBar
          status="warning"
          message={`You have unsaved changes from ${keptAtText(offer.savedAt)}:`}
          actions={[
            {
              label: 'Restore',
              onClick: () => {
                setDraft(offer.draft, false);
                setOffer(null);
              },
            },
            {
              label: 'Discard',
              onClick: () => {
                if (record.id) forgetUnsavedDraft(record.id);
                setOffer(null);
              },
            },
          ]}
        />
      ) : null}
      {props.notice}
      {kept.length > 0 ? (
        <NoticeBar
          status="info"
          message={`Their version is shown. Your own values are kept under the fields you had changed, to use again: ${keptEditsPlaces(draft, kept)}.`}
          actions={[{ label: 'Forget my values', onClick: () => setKept([]) }]}
        />
      ) : null}
      {deleted ? (
        <NoticeBar
          status="info"
          message={`${deleted.label} deleted.`}
          actions={[{ label: 'Undo', onClick: undoDelete }]}
        />
      ) : null}
      <ResearchHeader
        recordId={record.externalReferenceId}
        biblioId={biblio?.id ?? null}
        readOnly={readOnly}
        locked={locked}
        frozen={frozen}
        newWorkRequest={biblio?.newWorkRequest ?? false}
        newWorkRequestFixed={!biblio || isLinkedToWork(biblio)}
        onNewWorkRequest={(value) =>
          biblio && setDraft(edits.setBiblioField(draft, biblio.key, 'newWorkRequest', value))
        }
        onDetails={() => setDetailsOpen(true)}
        onUnlinkWork={unlinkWork}
        onClearLinks={clearLinks}
      />
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="3" alignItems="start">
        <Stack gap="2">
          {biblio && taggedPages.mismatch && !editDisabled ? (
            <NoticeBar
              status="warning"
              message={taggedPages.mismatch.message}
              actions={[
                {
                  label: 'Fill page numbers from tags',
                  onClick: () => {
                    const { pageNumbers, unitsCopied } = taggedPages.mismatch!.fill;
                    setDraft({
                      ...draft,
                      biblios: draft.biblios.map((b) =>
                        b.key === biblio.key ? { ...b, pageNumbers, unitsCopied } : b,
                      ),
                    });
                  },
                },
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
              onChange={changeBiblioField}
              onWorkSearch={readOnly || frozen ? undefined : openWorkSearch}
              searchDisabled={frozen}
              rules={rules.outcome.biblios.get(biblio.key)}
              shown={shownFields?.biblio}
              typed={typed.slotsOf('biblio', biblio.key)}
              kept={keptIn('biblio', biblio.key)}
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
              onChange={changeUsageField}
              rules={rules.outcome.usages.get(usage.key)}
              shown={shownFields?.usage}
              typed={typed.slotsOf('usage', usage.key)}
              kept={keptIn('usage', usage.key)}
            />
          ) : null}
        </Stack>
        <Stack gap="2" as="aside" aria-label="Biblios and usages" {...stickySidebar}>
          <ItemCards
            kind="Biblio"
            items={biblioCards}
            activeKey={selection.biblio}
            onSelect={(key) => select({ biblio: key })}
            onToggleLink={readOnly ? undefined : (key) => apply(edits.toggleBiblioLink(draft, key, selection.usage))}
            linksDisabled={frozen}
            tools={
              readOnly
                ? undefined
                : { onAdd: addBiblio, onDelete: deleteBiblio, onClone: () => cloneBiblio(), disabled: frozen }
            }
          />
          <ItemCards
            kind="Usage"
            items={usageCards}
            activeKey={selection.usage}
            onSelect={(key) => select({ usage: key })}
            onToggleLink={readOnly ? undefined : (key) => apply(edits.toggleUsageLink(draft, key, selection.biblio))}
            linksDisabled={frozen}
            tools={readOnly ? undefined : { onAdd: addUsage, onDelete: deleteUsage, disabled: frozen }}
          />
          <DocumentPanel record={record} />
          {readOnly ? null : (
            <ActionButtons
              busy={busy}
              disabled={frozen}
              isNewRecord={isNewRecord}
              onAction={submit}
              onNew={() => props.onNew?.()}
            />
          )}
        </Stack>
      </Grid>
      {workSearch && biblio ? (
        <Suspense fallback={null}>
          <WorkSearchDialog
            initial={workSearch}
            recordId={record.id}
            onClose={() => {
              setWorkSearch(null);
              const before = focusBeforeSearch.current;
              // After a link the next field to fill is Pages; otherwise back where the researcher was.
              if (!pendingFocus.current) {
                // Once the dialog's focus trap has let go.
                if (before instanceof HTMLElement && before !== document.body) setTimeout(() => before.focus());
                else focusAfterRender('biblio');
              }
            }}
            onSelectWork={(work, matchedBy) => {
              setDraft(edits.linkWork(draft, biblio.key, work, workLinkLookups, matchedBy));
              focusAfterRender('pages');
            }}
            onSelectRecipient={(recipient) => {
              const result = edits.linkRecipient(draft, biblio.key, recipient);
              if (!result.ok) return result.message;
              setDraft(result.draft);
              return null;
            }}
          />
        </Suspense>
      ) : null}
      {helpOpen ? (
        <Suspense fallback={null}>
          <KeysHelpDialog onClose={() => setHelpOpen(false)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        title="Delete biblio?"
        confirmLabel="Delete"
        danger
        onConfirm={() => {
          setConfirmDelete(false);
          deleteBiblio();
        }}
        onCancel={() => setConfirmDelete(false)}
      >
        {biblio
          ? `${biblioCardTitle(draft.biblios.indexOf(biblio), biblio)} will be deleted; Undo brings it back.`
          : null}
      </ConfirmDialog>
      {detailsOpen ? (
        <Suspense fallback={null}>
          <DetailsDialog
            record={record}
            currentUser={props.currentUser}
            open={detailsOpen}
            onOpenChange={setDetailsOpen}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

const biblioTitle = (biblio: BiblioFields): string => biblio.majorTitle ?? '(no title)';
/** As its card names it: 'Biblio 2: Title'. */
const biblioCardTitle = (index: number, biblio: BiblioFields | undefined): string =>
  `Biblio ${index + 1}: ${biblio ? biblioTitle(biblio) : ''}`;
