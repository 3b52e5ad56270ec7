import { recordWriteRefusal, statusLabel, type RecordWriteRefusalKind } from '@rt/domain';
import type {
  DocumentResolvers,
  QueryResolvers,
  RecordWriteRefusalReason,
  Resolvers,
} from '../../__generated__/resolvers-types.ts';
import type { RecordAfterDelete, SavedRecord } from '@rt/api/contract';
import { attemptWrite, toUserErrors, type Arguments } from '../../graphql/user-errors.ts';
import type { ResearchRecordsApi } from './research.api.ts';
import { activeLinkCounts, type FullRecord } from './research.mappers.ts';
import { createRecordBody, saveConflict, saveRecordBody } from './research.inputs.ts';
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
  record: FullRecord | null;
  nextRecordId: number | null;
  conflict: ReturnType<typeof saveConflict> | null;
  userErrors: UserError[];
};

/**
 * Save, Hold, Complete or create: the record as stored and the server's message; a stale version
 * as `conflict` (not an error, so the form keeps the researcher's edits); a refusal as userErrors.
 */
async function attemptSave(
  records: ResearchRecordsApi,
  send: () => Promise<{ message: string; data: SavedRecord }>,
): Promise<SaveOutcome> {
  const none = { message: null, record: null, nextRecordId: null, conflict: null, userErrors: [] };
  try {
    const { message, data } = await send();
    return { ...none, message, record: records.remember(data.record), nextRecordId: data.next_document_id };
  } catch (error) {
    const conflict = saveConflict(error);
    if (conflict) return { ...none, conflict };
    const userErrors = toUserErrors(error);
    if (userErrors) return { ...none, userErrors };
    throw error;
  }
}

/** A biblio or usage deleted: the record as it is now (remembered for the rest of the request), or the refusal. */
async function attemptDelete(
  records: ResearchRecordsApi,
  send: () => Promise<{ message: string; data: RecordAfterDelete }>,
  args: Arguments,
) {
  const { message, data, userErrors } = await attemptWrite(send, args);
  return { message, record: data && records.remember(data.record), userErrors };
}

/** A document's fields, under its name and its deprecated one (ResearchRecord). */
const documentFields: DocumentResolvers = {
  statusLabel: (r) => statusLabel(r.status),
  // The record embeds its batch (a required reference, so always present).
  batch: (r) => present(r.batch, `batch of record ${r.id}`),
  researchCollection: collectionOf,
  // The collection's row names its template (a required reference); the template's own
  // resolvers read its fields and rules.
  researchTemplate: (r) => {
    const collection = collectionOf(r);
    return { id: collection.research_template_id, template_name: collection.template_name };
  },
  location: (r) => r.location,
  // The record embeds these people, so reading them needs no right to the user list.
  assignedUser: (r) => r.assigned_user,
  researchedBy: (r) => r.researched_by_user,
  biblios: (r) => {
    const counts = activeLinkCounts(r.biblio_usage, 'biblio_id');
    return r.biblios.map((b) => ({ ...b, link_count: counts.get(b.id) ?? 0 }));
  },
  usages: (r) => {
    const counts = activeLinkCounts(r.biblio_usage, 'usage_id');
    return r.usages.map((u) => ({ ...u, link_count: counts.get(u.id) ?? 0 }));
  },
  links: (r) => r.biblio_usage,
  // The question the API asks on every write, asked for this caller so the screen disables what it would refuse.
  writeRefusal: async (r, _args, { caller }) => {
    const me = await caller();
    const batch = present(r.batch, `batch of record ${r.id}`);
    const refusal = recordWriteRefusal(
      { role: me.role?.value },
      { batchStatus: batch.status, assignedToWriter: batch.assigned_user_ids.includes(Number(me.id)) },
    );
    return refusal && { reason: WRITE_REFUSAL_REASONS[refusal.kind], message: refusal.message };
  },
};

const documentById: QueryResolvers['document'] = (_root, { id }, { dataSources }) =>
  dataSources.researchRecords.fullRecord.load(id);
const historyById: QueryResolvers['documentHistory'] = (_root, { id }, { dataSources }) =>
  dataSources.researchRecords.history(id);

export const researchResolvers: Resolvers = {
  Query: {
    document: documentById,
    documentHistory: historyById,
    // The deprecated names (until the next release) read the same.
    record: documentById,
    recordHistory: historyById,
    recentRecords: async (_root, _args, { dataSources, caller }) =>
      dataSources.researchRecords.recent((await caller()).id),
    findRecords: (_root, { search }, { dataSources }) => dataSources.researchRecords.find(search),
    findRecordsTotal: async (_root, { search }, { dataSources }) => {
      const { total, capped } = await dataSources.researchRecords.findTotal(search);
      return { count: total, capped };
    },
  },
  Mutation: {
    saveRecord: (_root, { input }, { dataSources: { researchRecords } }) =>
      attemptSave(researchRecords, () => researchRecords.save(input.id, saveRecordBody(input))),
    createRecord: (_root, { input }, { dataSources: { researchRecords } }) =>
      attemptSave(researchRecords, () => researchRecords.create(createRecordBody(input))),
    deleteBiblio: (_root, { recordId, biblioId }, { dataSources: { researchRecords } }) =>
      attemptDelete(researchRecords, () => researchRecords.deleteBiblio(biblioId, recordId), {
        argumentOf: { id: 'biblioId', document_id: 'recordId' },
      }),
    deleteUsage: (_root, { recordId, usageId, biblioId }, { dataSources: { researchRecords } }) =>
      attemptDelete(researchRecords, () => researchRecords.deleteUsage(usageId, recordId, biblioId), {
        argumentOf: { id: 'usageId', document_id: 'recordId', biblio_id: 'biblioId' },
      }),
  },
  RecordSummary: {
    batchPeriod: (r) => r.period,
    batchPeriodNumber: (r) => r.period_number,
    modifiedAt: (r) => r.updated_at,
  },
  Document: documentFields,
  ResearchRecord: documentFields,
  // A write's payload names the document under `document`, and under `record` until the next release.
  SaveRecordPayload: { document: (p) => p.record ?? null },
  DeleteItemPayload: { document: (p) => p.record ?? null },
  Biblio: {
    documentId: (b) => b.document_detail_id,
    recordId: (b) => b.document_detail_id,
  },
  Usage: {
    documentId: (u) => u.document_detail_id,
    recordId: (u) => u.document_detail_id,
  },
};

/** A record's collection, which its batch embeds (both required references). */
function collectionOf(r: FullRecord) {
  return present(present(r.batch, `batch of record ${r.id}`).research_collections, `collection of record ${r.id}`);
}
