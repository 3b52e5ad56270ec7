import { RECORD_WRITE_MESSAGES, statusLabel } from '@rt/domain';
import type { ResearchForm_RecordFragment } from '../../../__generated__/graphql.ts';
import type { NewRecordStart } from '../../manual-entry/newRecordStart.ts';
import { sourceFileHref } from '../rules/display.ts';

/** What the research form shows about the record around its biblios and usages. */
export type RecordView = {
  /** Null for a manual new record not yet created. */
  id: string | null;
  version: number | null;
  externalReferenceId: string | null;
  statusLabel: string;
  researchedBy: string | null;
  assignedTo: string | null;
  collectionTitle: string | null;
  batchLabel: string | null;
  locked: boolean;
  /** Why the signed-in user may not change this record (locked batch, not their batch), or null. */
  writeRefusal: string | null;
  sourceFileName: string | null;
  sourceFileHref: string | null;
  documentHref: string | null;
  /** The record's pages are in the document viewer, which opens beside the form (spec 2). */
  documentView: boolean;
  /** The research template whose rules the form applies (ADR 012). */
  templateId: number | null;
  /** The collection's licence scheme: an External Auditor's fields depend on it (ADR 043). */
  licenceSchemeId: number | null;
};

export function recordViewOf(record: ResearchForm_RecordFragment, collectionTitle: string | null): RecordView {
  return {
    id: record.id,
    version: record.version,
    externalReferenceId: record.externalReferenceId,
    statusLabel: record.statusLabel,
    researchedBy: record.researchedBy?.displayName ?? null,
    assignedTo: record.assignedUser?.displayName ?? null,
    collectionTitle,
    batchLabel: record.batch.title,
    locked: record.batch.status === 'LOCKED',
    writeRefusal: record.writeRefusal?.message ?? null,
    sourceFileName: record.sourceFileName ?? null,
    sourceFileHref: sourceFileHref(record.id, record.sourceFileName),
    documentHref: `/document-view/${record.id}`,
    documentView: record.documentView ?? false,
    templateId: record.researchCollection?.researchTemplateId ?? null,
    licenceSchemeId: record.researchCollection?.licenceSchemeId ?? null,
  };
}

/** A manual new record before its first save: what Manual data entry chose. */
export function newRecordView(start: NewRecordStart): RecordView {
  return {
    id: null,
    version: null,
    externalReferenceId: null,
    statusLabel: statusLabel('ready_for_research'),
    researchedBy: null,
    assignedTo: null,
    collectionTitle: start.batch.researchCollection.collectionTitle,
    batchLabel: start.batch.title,
    locked: start.batch.status === 'locked',
    writeRefusal: start.batch.status === 'locked' ? RECORD_WRITE_MESSAGES['locked-batch'] : null,
    sourceFileName: start.sourceFile?.fileName ?? null,
    sourceFileHref: null,
    documentHref: null,
    documentView: false,
    templateId: start.batch.researchCollection.researchTemplateId,
    licenceSchemeId: start.batch.researchCollection.licenceSchemeId,
  };
}
