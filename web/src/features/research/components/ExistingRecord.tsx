import { RESEARCH_MESSAGES, checkRecordLinks } from '@rt/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ResearchForm_DocumentFragment, SaveAction } from '../../../__generated__/graphql.ts';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { serverMessage, useRecordMutations, userErrorText } from '../hooks/useRecordMutations.ts';
import { linkShape, toDraft, toRecordInput, type RecordDraft } from '../rules/draft.ts';
import { forgetUnsavedDraft } from '../rules/unsavedDraft.ts';
import { NoticeBar } from './NoticeBar.tsx';
import { recordViewOf } from './recordView.ts';
import { ResearchForm } from './ResearchForm.tsx';

type ExistingRecordProps = {
  initial: ResearchForm_DocumentFragment;
  collectionTitle: string | null;
  readOnly: boolean;
  currentUser: string | null;
  reload: () => Promise<ResearchForm_DocumentFragment | null>;
};

/**
 * A stored record under research. The record shown is pinned here, not read live from the cache:
 * a refused save (someone else saved first) must leave the researcher's edits on screen until
 * they choose to reload the other version (ADR 009).
 */
export function ExistingRecord({ initial, collectionTitle, readOnly, currentUser, reload }: ExistingRecordProps) {
  const alerts = useAlerts();
  const navigate = useNavigate();
  const { save } = useRecordMutations();
  const [document, setDocument] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);

  async function onSubmit(action: SaveAction, draft: RecordDraft) {
    const breach = checkRecordLinks(linkShape(draft));
    if (breach) {
      alerts.danger(breach.message);
      return;
    }
    setBusy(true);
    try {
      const payload = await save({ id: document.id, version: document.version, action, ...toRecordInput(draft) });
      if (!payload) throw new Error('no answer');
      if (payload.conflict) {
        alerts.danger(payload.conflict.message);
        setConflict(payload.conflict.message);
        return;
      }
      if (payload.userErrors.length > 0) {
        alerts.danger(userErrorText(payload.userErrors));
        return;
      }
      forgetUnsavedDraft(document.id);
      setConflict(null);
      if (action === 'COMPLETE') {
        alerts.success(RESEARCH_MESSAGES.completed);
        // Rendered at once rather than as an interruptible transition: a cache update arriving
        // meanwhile (the header counters) would otherwise restart the next form's render.
        navigate(payload.nextDocumentId ? `/research/${payload.nextDocumentId}` : '/queue', { flushSync: true });
        return;
      }
      alerts.success(payload.message ?? RESEARCH_MESSAGES.updated);
      if (payload.document) setDocument(payload.document);
    } catch (error) {
      alerts.danger(serverMessage(error) ?? RESEARCH_MESSAGES.updateFailed);
    } finally {
      setBusy(false);
    }
  }

  async function reloadTheirs() {
    try {
      const fresh = await reload();
      if (!fresh) return;
      forgetUnsavedDraft(document.id);
      setConflict(null);
      setDocument(fresh);
    } catch (error) {
      alerts.danger(serverMessage(error) ?? 'Failed to fetch document');
    }
  }

  return (
    <ResearchForm
      key={`${document.id}:${document.version}`}
      record={recordViewOf(document, collectionTitle)}
      initialDraft={toDraft(document)}
      readOnly={readOnly}
      currentUser={currentUser}
      isNewRecord={false}
      busy={busy}
      onSubmit={(action, draft) => void onSubmit(action, draft)}
      notice={
        conflict ? (
          <NoticeBar status="error" message={conflict} actions={[{ label: 'Reload their version', onClick: () => void reloadTheirs() }]} />
        ) : null
      }
    />
  );
}
