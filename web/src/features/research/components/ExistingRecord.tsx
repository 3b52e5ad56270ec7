import { RESEARCH_MESSAGES, VIEWER_MESSAGES, checkRecordLinks } from '@rt/domain';
import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import type { ResearchForm_RecordFragment, SaveAction } from '../../../__generated__/graphql.ts';
import { afterNextPaint } from '../../../components/afterNextPaint.ts';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { userErrorText } from '../../../components/userErrors.ts';
import {
  completesUnderway,
  forgetInterruptedComplete,
  interruptedComplete,
  rememberInterruptedComplete,
  trackComplete,
} from '../hooks/completeAhead.ts';
import { leaving } from '../hooks/paintedRecord.ts';
import { holdTypedKeys, releaseTypedKeys } from '../hooks/typeAhead.ts';
import { readAheadAfter } from '../hooks/usePrefetchNextRecord.ts';
import { createBusyFlag } from '../hooks/busyFlag.ts';
import { serverMessage, useRecordMutations } from '../hooks/useRecordMutations.ts';
import { linkShape, toDraft, toRecordInput, type RecordDraft } from '../rules/draft.ts';
import { keptEdits, type KeptEdit } from '../rules/keptEdits.ts';
import { forgetUnsavedDraft, keepUnsavedDraft, readUnsavedDraft } from '../rules/unsavedDraft.ts';
import { withViewerBiblios } from '../rules/viewerBiblios.ts';
import { NoticeBar } from './NoticeBar.tsx';
import { recordViewOf } from './recordView.ts';
import { ResearchForm } from './ResearchForm.tsx';

type ExistingRecordProps = {
  initial: ResearchForm_RecordFragment;
  collectionTitle: string | null;
  readOnly: boolean;
  currentUser: string | null;
  reload: () => Promise<ResearchForm_RecordFragment | null>;
};

type SavePayload = NonNullable<Awaited<ReturnType<ReturnType<typeof useRecordMutations>['save']>>>;
type SaveOutcome = { ok: true; payload: SavePayload } | { ok: false; message: string; conflict: boolean };

/**
 * A stored record under research. The record shown is pinned here, not read live from the cache:
 * a refused save (someone else saved first) must leave the researcher's edits on screen until
 * they choose to reload the other version (ADR 009). Complete & Next moves on to the record read
 * ahead at once and finishes the save behind it; a Complete that then fails brings this record
 * back as it was left, with the reason (ADR 019).
 */
export function ExistingRecord({ initial, collectionTitle, readOnly, currentUser, reload }: ExistingRecordProps) {
  const alerts = useAlerts();
  const navigate = useNavigate();
  const { save } = useRecordMutations();
  const [resumed] = useState(() => interruptedComplete(initial.id));
  const [record, setRecord] = useState(resumed?.record ?? initial);
  const [editsShown, setEditsShown] = useState<RecordDraft | null>(resumed?.draft ?? null);
  const [busy] = useState(createBusyFlag);
  const [conflict, setConflict] = useState<string | null>(resumed?.conflict ?? null);
  /** The draft a refused save sent: the researcher's edits, should they reload the other version unchanged since. */
  const [refusedDraft, setRefusedDraft] = useState<RecordDraft | null>(resumed?.conflict ? resumed.draft : null);
  const [kept, setKept] = useState<readonly KeptEdit[]>([]);
  /** A biblio to show selected when the form comes back: the one the document viewer just made. */
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => {
    if (resumed) forgetInterruptedComplete(resumed.record.id);
  }, [resumed]);
  // The saved record is on screen: the form may be written again (its own effects then do what
  // was asked meanwhile, useSaveActions). Its version, not the object: a cache update that hands
  // the same version over anew (the header counters' refetch) must not free a Complete pressed
  // meanwhile to go out on the version being replaced.
  useLayoutEffect(() => busy.set(false), [busy, record.id, record.version]);

  async function store(action: SaveAction, draft: RecordDraft): Promise<SaveOutcome> {
    try {
      const payload = await save({ id: record.id, version: record.version, action, ...toRecordInput(draft) });
      if (!payload) throw new Error('no answer');
      if (payload.conflict) return { ok: false, message: payload.conflict.message, conflict: true };
      if (payload.userErrors.length > 0)
        return { ok: false, message: userErrorText(payload.userErrors), conflict: false };
      forgetUnsavedDraft(record.id);
      return { ok: true, payload };
    } catch (error) {
      return { ok: false, message: serverMessage(error) ?? RESEARCH_MESSAGES.updateFailed, conflict: false };
    }
  }

  async function onSubmit(action: SaveAction, draft: RecordDraft) {
    const breach = checkRecordLinks(linkShape(draft));
    if (breach) {
      alerts.danger(breach.message);
      return;
    }
    // What is typed from here on belongs to the next record: it waits for its first field.
    if (action === 'COMPLETE') holdTypedKeys();
    const left = action === 'COMPLETE' ? leaving(record.id) : null;
    const ahead = action === 'COMPLETE' ? readAheadAfter(record.id) : null;
    if (ahead) return completeAhead(draft, ahead);
    busy.set(true);
    // The server answers Complete's next record in the save's transaction: an earlier Complete
    // still underway would be answered as next, so it goes first.
    if (action === 'COMPLETE') await completesUnderway();
    const outcome = await store(action, draft);
    // A saved record's alert first, on its own: the form's render with the saved record takes longer.
    // The form stays busy until it shows the saved record (the layout effect below).
    if (outcome.ok && action !== 'COMPLETE')
      flushSync(() => alerts.success(outcome.payload.message ?? RESEARCH_MESSAGES.updated));
    else {
      busy.takeRequest();
      busy.set(false);
    }
    if (!outcome.ok) {
      releaseTypedKeys();
      left?.stillShown();
      alerts.danger(outcome.message);
      if (outcome.conflict) {
        setConflict(outcome.message);
        setRefusedDraft(draft);
      }
      return;
    }
    const saved = () => {
      setConflict(null);
      setEditsShown(null);
      setKept([]);
    };
    if (action === 'COMPLETE') {
      saved();
      alerts.success(RESEARCH_MESSAGES.completed);
      // Rendered at once rather than as an interruptible transition: a cache update arriving
      // meanwhile (the header counters) would otherwise restart the next form's render.
      const next = outcome.payload.nextRecordId;
      navigate(next ? `/research/${next}` : '/queue', { flushSync: true });
      if (!next) releaseTypedKeys();
      return;
    }
    // As a transition, which lets the alert be painted before the form's long render with the saved record.
    startTransition(() => {
      saved();
      if (outcome.payload.document) setRecord(outcome.payload.document);
      else busy.set(false);
    });
  }

  /**
   * Complete & Next when the next record was read ahead: it is shown at once and this record's
   * save finishes behind it. The edits stay in local storage until the save is stored; a refusal
   * or failure brings this record back with them and the reason.
   */
  async function completeAhead(draft: RecordDraft, next: string) {
    const left = record;
    // Sent once the next record is painted: its render holds the main thread, and where the
    // server shares the machine (one workstation, the bench) the save's work would slow it.
    const saving = trackComplete(afterNextPaint().then(() => store('COMPLETE', draft)));
    navigate(`/research/${next}`, { flushSync: true });
    const outcome = await saving;
    if (outcome.ok) {
      alerts.success(RESEARCH_MESSAGES.completed);
      return;
    }
    rememberInterruptedComplete(left.id, {
      record: left,
      draft,
      conflict: outcome.conflict ? outcome.message : null,
    });
    alerts.danger(outcome.message);
    navigate(`/research/${left.id}`);
  }

  /** Their version, with the researcher's own edits kept beside it to use again field by field. */
  async function reloadTheirs() {
    try {
      const fresh = await reload();
      if (!fresh) return;
      const mine = readUnsavedDraft(record.id, record.version)?.draft ?? refusedDraft;
      forgetUnsavedDraft(record.id);
      setConflict(null);
      setEditsShown(null);
      setRefusedDraft(null);
      setKept(mine ? keptEdits(toDraft(record), mine, toDraft(fresh)) : []);
      setRecord(fresh);
    } catch (error) {
      alerts.danger(serverMessage(error) ?? VIEWER_MESSAGES.documentFetchFailed);
    }
  }

  /**
   * The document viewer stored a new biblio on this record (one version on): the form shows it,
   * selected, beside the researcher's unsaved edits. Were there other changes too, the researcher
   * reloads as after a conflict.
   */
  async function takeViewerBiblio(biblioId: string, version: number | null, draft: RecordDraft) {
    if (version !== null && version !== record.version + 1) {
      setConflict(VIEWER_MESSAGES.biblioAddedAfterChange);
      return;
    }
    try {
      const fresh = await reload();
      if (!fresh) return;
      if (fresh.version !== record.version + 1) {
        setConflict(VIEWER_MESSAGES.biblioAddedAfterChange);
        return;
      }
      const before = toDraft(record);
      const edited = JSON.stringify(draft) !== JSON.stringify(before);
      const merged = withViewerBiblios(draft, before, toDraft(fresh));
      forgetUnsavedDraft(record.id);
      if (edited) keepUnsavedDraft(fresh.id, fresh.version, merged);
      setPicked(biblioId);
      setEditsShown(edited ? merged : null);
      setRecord(fresh);
    } catch (error) {
      alerts.danger(serverMessage(error) ?? VIEWER_MESSAGES.documentFetchFailed);
    }
  }

  return (
    <ResearchForm
      selectBiblio={picked}
      keptEdits={kept}
      onViewerBiblio={(biblioId, version, draft) => void takeViewerBiblio(biblioId, version, draft)}
      key={`${record.id}:${record.version}`}
      record={recordViewOf(record, collectionTitle)}
      initialDraft={editsShown ?? toDraft(record)}
      showsUnsavedEdits={editsShown !== null}
      readOnly={readOnly}
      currentUser={currentUser}
      isNewRecord={false}
      busy={busy}
      onSubmit={(action, draft) => void onSubmit(action, draft)}
      notice={
        conflict ? (
          <NoticeBar
            status="error"
            message={conflict}
            actions={[{ label: 'Reload their version', onClick: () => void reloadTheirs() }]}
          />
        ) : null
      }
    />
  );
}
