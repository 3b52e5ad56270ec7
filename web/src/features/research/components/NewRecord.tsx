import { Link, Text } from '@chakra-ui/react';
import { RESEARCH_MESSAGES, checkRecordLinks } from '@rt/domain';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { ResearchForm_RecordFragment, SaveAction } from '../../../__generated__/graphql.ts';
import { useAlerts } from '../../../components/alerts/useAlerts.ts';
import { userErrorText } from '../../../components/userErrors.ts';
import { readNewRecordStart } from '../../manual-entry/newRecordStart.ts';
import { createBusyFlag } from '../hooks/busyFlag.ts';
import { serverMessage, useRecordMutations } from '../hooks/useRecordMutations.ts';
import { linkShape, newRecordDraft, toDraft, toRecordInput, type RecordDraft } from '../rules/draft.ts';
import { newRecordView, recordViewOf } from './recordView.ts';
import { ResearchForm } from './ResearchForm.tsx';

/**
 * '/research/new-record' (spec 4): the first save creates the record in the batch Manual data
 * entry chose; the next marks it researched and starts a fresh new record. Hold on a created
 * record puts it on hold and stays. New starts a fresh record at once.
 */
export function NewRecord({ readOnly, currentUser }: { readOnly: boolean; currentUser: string | null }) {
  const alerts = useAlerts();
  const navigate = useNavigate();
  const { save, create } = useRecordMutations();
  const [start] = useState(() => readNewRecordStart());
  const [created, setCreated] = useState<ResearchForm_RecordFragment | null>(null);
  const [round, setRound] = useState(0);
  const [busy] = useState(createBusyFlag);

  if (!start) {
    return (
      <Text>
        No batch was chosen for a new record.{' '}
        <Link asChild>
          <RouterLink to="/manual-data-entry">Go to Manual Data Entry</RouterLink>
        </Link>
      </Text>
    );
  }
  const batch = start.batch;

  function startFresh() {
    setCreated(null);
    setRound((r) => r + 1);
    navigate({ hash: '' }, { replace: true });
  }

  async function onSubmit(action: SaveAction, draft: RecordDraft) {
    const breach = checkRecordLinks(linkShape(draft));
    if (breach) {
      alerts.danger(breach.message);
      return;
    }
    busy.set(true);
    try {
      if (!created) {
        const payload = await create({
          batchId: batch.id,
          sourceFilePath: start?.sourceFile?.filePath ?? null,
          sourceFileName: start?.sourceFile?.fileName ?? null,
          ...toRecordInput(draft),
        });
        if (!payload) throw new Error('no answer');
        if (payload.userErrors.length > 0) return alerts.danger(userErrorText(payload.userErrors));
        alerts.success(payload.message ?? RESEARCH_MESSAGES.created);
        if (payload.document) setCreated(payload.document);
        navigate({ hash: '' }, { replace: true });
        return;
      }
      const next = action === 'HOLD' ? 'HOLD' : 'COMPLETE';
      const payload = await save({ id: created.id, version: created.version, action: next, ...toRecordInput(draft) });
      if (!payload) throw new Error('no answer');
      if (payload.conflict) return alerts.danger(payload.conflict.message);
      if (payload.userErrors.length > 0) return alerts.danger(userErrorText(payload.userErrors));
      if (next === 'HOLD') {
        alerts.success(payload.message ?? RESEARCH_MESSAGES.updated);
        if (payload.document) setCreated(payload.document);
        return;
      }
      alerts.success(RESEARCH_MESSAGES.researched);
      startFresh();
    } catch (error) {
      alerts.danger(
        serverMessage(error) ?? (created ? RESEARCH_MESSAGES.updateFailed : RESEARCH_MESSAGES.createFailed),
      );
    } finally {
      // Keys pressed meanwhile are not kept here: the form stays the same one.
      busy.takeRequest();
      busy.set(false);
    }
  }

  return (
    <ResearchForm
      key={created ? `${created.id}:${created.version}` : `new:${round}`}
      record={created ? recordViewOf(created, batch.researchCollection.collectionTitle) : newRecordView(start)}
      initialDraft={created ? toDraft(created) : newRecordDraft()}
      readOnly={readOnly}
      currentUser={currentUser}
      isNewRecord
      busy={busy}
      onSubmit={(action, draft) => void onSubmit(action, draft)}
      onNew={startFresh}
    />
  );
}
