import {
  DOCUMENT_STATUSES,
  SAVE_ACTIONS,
  conflictMessage,
  saveMessage,
  type DocumentStatus,
  type RecordSaveAction,
} from '@rt/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { audit } from '../../db/audit.ts';
import { lockRow } from '../../db/rows.ts';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/types.ts';
import { ApiError, badRequest } from '../../http/api-error.ts';
import type { Caller } from '../../http/caller.ts';
import { choice, id, jsonBody, reader, refuse, requireSameId } from '../../http/input.ts';
import { nextDocumentId } from '../queue/next-document.ts';
import { refuseCompleteOnRuleErrors } from './complete-rules.ts';
import { loadFullRecord, type FullRecord } from './load-full-record.ts';
import { readRecordBody } from './record-body.ts';
import { requireRecordWrite } from './require-record-write.ts';
import { writeRecordItems } from './write-record-items.ts';
import { recordWebhookEvent } from '../webhooks/webhook-events.ts';

/** PUT and POST full_record answer the record as GET reads it, and after Complete the next record to open. */
export type SavedRecord = { record: FullRecord; next_document_id: number | null };

const STATUS_OF: Record<Exclude<RecordSaveAction, 'save'>, 'on_hold' | 'researched'> = {
  hold: 'on_hold',
  complete: 'researched',
};
/** The status a body may change, and the action that change is (spec 4: Hold, Complete). */
const ACTION_OF: Partial<Record<DocumentStatus, Exclude<RecordSaveAction, 'save'>>> = {
  on_hold: 'hold',
  researched: 'complete',
};

const VERSION_REQUIRED =
  'Version is required: send the version GET /api/document_detail/full_record/{id} answered, which guards against overwriting a newer save';

/**
 * The save's own fields; the biblios, usages and links stay as sent, for readRecordBody to read
 * after the version check (a form loaded from an older version hears that first).
 */
export const SAVE_BODY = jsonBody(
  {
    id: id('id'),
    version: reader((value) =>
      typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : refuse(VERSION_REQUIRED),
    ),
    action: choice(SAVE_ACTIONS, 'Action'),
    status: choice(DOCUMENT_STATUSES, 'Status'),
  },
  'keep',
);
export type SaveBody = z.output<typeof SAVE_BODY>;

/**
 * The save's action (docs/decisions/081): `action` as sent, or what the body's `status` changes
 * from the stored one (the full record as GET answers it, its status changed): on_hold is Hold,
 * researched is Complete. A status left as read says nothing; any other change, or one that
 * `action` contradicts, is a 400 naming `status`.
 */
function actionOf(fields: SaveBody, stored: string | null): RecordSaveAction {
  const { status } = fields;
  const action = fields.action ?? undefined;
  if (status === undefined || status === null || status === stored) return action ?? 'save';
  const byStatus = ACTION_OF[status];
  if (!byStatus)
    throw badRequest(
      `A save changes the status to on_hold (Hold) or researched (Complete) only, not to ${status}`,
      'status',
    );
  if (action !== undefined && action !== byStatus)
    throw badRequest(`Action ${action} and status ${status} disagree: send one of them`, 'status');
  return byStatus;
}

/** 409 naming who saved the record last and when, with the version the form should reload. */
async function staleVersion(trx: Db, row: Selectable<Database['document_details']>): Promise<ApiError> {
  const by =
    row.updated_by === null
      ? undefined
      : await trx
          .selectFrom('users')
          .select(['id', 'display_name'])
          .where('id', '=', row.updated_by)
          .executeTakeFirst();
  return new ApiError('CONFLICT', conflictMessage(by?.display_name, row.updated_at), {
    details: { version: row.version, updated_by: by ?? null, updated_at: row.updated_at },
  });
}

/**
 * The research form's Save, Hold and Complete (ADR 009), and a spec client's PUT of the record as
 * GET answers it (ADR 081: links by ids, Hold and Complete by a changed status): the whole record
 * in one transaction, against the version it was loaded at, by a caller who may change it
 * (requireRecordWrite). Save keeps the status stored now (read under the row lock), Hold puts the
 * record on hold, Complete marks it researched by the caller and answers the caller's next ready
 * record of the same batch, unless an error-type rule of the record's template fires (ADR 012),
 * which refuses it and writes nothing. One audit row holds the record before and after.
 */
export async function saveFullRecord(
  db: Db,
  caller: Caller,
  id: number,
  fields: SaveBody,
): Promise<{ message: string; data: SavedRecord }> {
  requireSameId(fields.id, id);
  const { version } = fields;
  let action: RecordSaveAction = fields.action ?? 'save';

  const data = await db.transaction().execute(async (trx) => {
    await requireRecordWrite(trx, caller, id);
    const row = await lockRow(trx, 'document_details', id, 'Document');
    if (row.version !== version) throw await staleVersion(trx, row);
    // Judged against the status stored at the version the caller read.
    action = actionOf(fields, row.status);
    // Read after the version check: a form loaded from an older version hears that first.
    const body = readRecordBody(fields);
    const before = (await loadFullRecord(trx, id))!;
    await writeRecordItems(trx, id, before, body);
    await trx
      .updateTable('document_details')
      .set({
        // The trigger of migration 001 moves the version on and sets updated_at.
        updated_by: caller.id,
        status: action === 'save' ? row.status : STATUS_OF[action],
        ...(action === 'complete' ? { researched_by: caller.id, researched_at: sql<string>`now()` } : {}),
        ...(body.notes === undefined ? {} : { notes: body.notes }),
        ...(body.other_information === undefined ? {} : { other_information: body.other_information }),
      })
      .where('id', '=', id)
      .execute();
    const record = (await loadFullRecord(trx, id))!;
    if (action === 'complete') await refuseCompleteOnRuleErrors(trx, record);
    await audit(trx, caller, { action: 'update', entity: 'document_detail', entityId: id, before, after: record });
    if (action === 'complete')
      await recordWebhookEvent(trx, 'DOCUMENT_COMPLETED', {
        documentId: id,
        batchId: row.batch_id,
        status: 'researched',
        researchedBy: caller.id,
      });
    const next =
      action === 'complete'
        ? await nextDocumentId(trx, { userId: caller.id, batchId: row.batch_id, status: 'ready_for_research' })
        : null;
    return { record, next_document_id: next };
  });
  return { message: saveMessage(action), data };
}
