import { recordWriteRefusal, statusLabel, type RecordWriteRefusalKind } from '@rt/domain';
import type { RecordWriteRefusalReason, Resolvers } from '../../__generated__/resolvers-types.ts';
import type { RecordAfterDelete, SavedRecord } from '@rt/api/contract';
import { attemptWrite, toUserError, type Arguments } from '../../graphql/user-errors.ts';
import type { DocumentsApi } from './research.api.ts';
import { activeLinkCounts, type DocumentRecord } from './research.mappers.ts';
import { createDocumentBody, saveConflict, saveDocumentBody } from './research.inputs.ts';
import type { UserError } from '../../__generated__/resolvers-types.ts';

const WRITE_REFUSAL_REASONS: Record<RecordWriteRefusalKind, RecordWriteRefusalReason> = {
  'read-only-role': 'READ_ONLY_ROLE',
  'locked-batch': 'LOCKED_BATCH',
  'not-assigned': 'NOT_ASSIGNED',
};

function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`The records API answered without the ${what}`);
  return value;
}

type SaveOutcome = {
  message: string | null;
  document: DocumentRecord | null;
  nextDocumentId: number | null;
  conflict: ReturnType<typeof saveConflict> | null;
  userErrors: UserError[];
};

/**
 * Save, Hold, Complete or create: the record as stored and the server's message; a stale version
 * as `conflict` (not an error, so the form keeps the researcher's edits); a refusal as userErrors.
 */
async function attemptSave(
  documents: DocumentsApi,
  send: () => Promise<{ message: string; data: SavedRecord }>,
): Promise<SaveOutcome> {
  const none = { message: null, document: null, nextDocumentId: null, conflict: null, userErrors: [] };
  try {
    const { message, data } = await send();
    return { ...none, message, document: documents.remember(data.record), nextDocumentId: data.next_document_id };
  } catch (error) {
    const conflict = saveConflict(error);
    if (conflict) return { ...none, conflict };
    const userError = toUserError(error);
    if (userError) return { ...none, userErrors: [userError] };
    throw error;
  }
}

/** A biblio or usage deleted: the record as it is now (remembered for the rest of the request), or the refusal. */
async function attemptDelete(
  documents: DocumentsApi,
  send: () => Promise<{ message: string; data: RecordAfterDelete }>,
  args: Arguments,
) {
  const { message, data, userErrors } = await attemptWrite(send, args);
  return { message, document: data && documents.remember(data.record), userErrors };
}

export const researchResolvers: Resolvers = {
  Query: {
    document: (_root, { id }, { dataSources }) => dataSources.documents.fullRecord.load(id),
    documentHistory: (_root, { id }, { dataSources }) => dataSources.documents.history(id),
    recentRecords: async (_root, _args, { dataSources, caller }) => dataSources.documents.recent((await caller()).id),
    findRecords: (_root, { search }, { dataSources }) => dataSources.documents.find(search),
    findRecordsTotal: async (_root, { search }, { dataSources }) => {
      const { total, capped } = await dataSources.documents.findTotal(search);
      return { count: total, capped };
    },
  },
  Mutation: {
    saveDocument: (_root, { input }, { dataSources: { documents } }) =>
      attemptSave(documents, () => documents.save(input.id, saveDocumentBody(input))),
    createDocument: (_root, { input }, { dataSources: { documents } }) =>
      attemptSave(documents, () => documents.create(createDocumentBody(input))),
    deleteBiblio: (_root, { documentId, biblioId }, { dataSources: { documents } }) =>
      attemptDelete(documents, () => documents.deleteBiblio(biblioId, documentId), {
        argumentOf: { id: 'biblioId', document_id: 'documentId' },
      }),
    deleteUsage: (_root, { documentId, usageId, biblioId }, { dataSources: { documents } }) =>
      attemptDelete(documents, () => documents.deleteUsage(usageId, documentId, biblioId), {
        argumentOf: { id: 'usageId', document_id: 'documentId', biblio_id: 'biblioId' },
      }),
  },
  RecordSummary: {
    batchPeriod: (r) => r.period,
    batchPeriodNumber: (r) => r.period_number,
    modifiedAt: (r) => r.updated_at,
  },
  Document: {
    statusLabel: (d) => statusLabel(d.status),
    // The record embeds its batch (a required reference, so always present).
    batch: (d) => present(d.batch, `batch of record ${d.id}`),
    researchCollection: (d) =>
      present(present(d.batch, `batch of record ${d.id}`).research_collections, `collection of record ${d.id}`),
    location: (d) => d.location,
    // The record embeds these people, so reading them needs no right to the user list.
    assignedUser: (d) => d.assigned_user,
    researchedBy: (d) => d.researched_by_user,
    biblios: (d) => {
      const counts = activeLinkCounts(d.biblio_usage, 'biblio_id');
      return d.biblios.map((b) => ({ ...b, link_count: counts.get(b.id) ?? 0 }));
    },
    usages: (d) => {
      const counts = activeLinkCounts(d.biblio_usage, 'usage_id');
      return d.usages.map((u) => ({ ...u, link_count: counts.get(u.id) ?? 0 }));
    },
    links: (d) => d.biblio_usage,
    // The question the API asks on every write, asked for this caller so the screen disables what it would refuse.
    writeRefusal: async (d, _args, { caller }) => {
      const me = await caller();
      const batch = present(d.batch, `batch of record ${d.id}`);
      const refusal = recordWriteRefusal(
        { role: me.role?.value },
        { batchStatus: batch.status, assignedToWriter: batch.assigned_user_ids.includes(Number(me.id)) },
      );
      return refusal && { reason: WRITE_REFUSAL_REASONS[refusal.kind], message: refusal.message };
    },
  },
  Biblio: {
    documentId: (b) => b.document_detail_id,
  },
  Usage: {
    documentId: (u) => u.document_detail_id,
  },
};
