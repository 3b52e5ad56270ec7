import type {
  BulkChange,
  BulkRecordChange,
  BulkRefusal,
  BulkRuleSet,
  BulkUndoRefusal,
  BulkUndoResult,
  BulkUpdateJob,
  BulkUpdateResult,
} from '@rt/api/contract';
import type {
  BulkRefusalReason,
  BulkUndoRefusalReason,
  BulkUpdateJobStatus,
  BulkUpdateResource,
} from '../../__generated__/resolvers-types.ts';

/** POST /api/bulk_edit/update_records. */
export type BulkUpdateRecord = BulkUpdateResult;
/** A row of GET /api/bulk_edit/changes. */
export type BulkChangeRecord = BulkChange;
export type BulkChangeFieldRecord = BulkChange['fields'][number];
/** POST /api/bulk_edit/undo. */
export type BulkUndoRecord = BulkUndoResult;
export type BulkUndoRefusalRecord = BulkUndoRefusal;
export type BulkRecordChangeRecord = BulkRecordChange;
export type BulkRefusalRecord = BulkRefusal;
export type BulkRuleSetRecord = BulkRuleSet;
export type BulkFieldChangeRecord = BulkRecordChange['changes'][number];

/** A job of POST/GET /api/bulk_edit/update_jobs (docs/decisions/072): a bulk update's real run on the API's queue. */
export type BulkUpdateJobRecord = BulkUpdateJob;

const RESOURCES: Record<string, BulkUpdateResource> = {
  document_detail: 'DOCUMENT_DETAIL',
  // A rule's scope names the record 'document'.
  document: 'DOCUMENT_DETAIL',
  biblio: 'BIBLIO',
  usage: 'USAGE',
};

/** The API's resource name (or a rule's scope) as the schema's enum. */
export function toBulkUpdateResource(name: string): BulkUpdateResource {
  const resource = RESOURCES[name];
  if (!resource) throw new Error(`The records API answered an unknown bulk-update resource '${name}'`);
  return resource;
}

/** The schema's resource as the API names it. */
export const fromBulkUpdateResource = (resource: BulkUpdateResource): string => resource.toLowerCase();

const reasonEnum = (reason: string) => reason.toUpperCase().replace(/-/g, '_');
/** 'locked-batch' → LOCKED_BATCH. */
export const toRefusalReason = (reason: BulkRefusal['reason']) => reasonEnum(reason) as BulkRefusalReason;
/** 'running' → RUNNING. */
export const toJobStatus = (status: BulkUpdateJobRecord['status']) => reasonEnum(status) as BulkUpdateJobStatus;
/** 'changed-since' → CHANGED_SINCE. */
export const toUndoRefusalReason = (reason: BulkUndoRefusal['reason']) => reasonEnum(reason) as BulkUndoRefusalReason;
