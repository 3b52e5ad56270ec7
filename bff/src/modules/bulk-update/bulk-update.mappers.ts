import type { BulkRecordChange, BulkRefusal, BulkRuleSet, BulkUpdateResult } from '@rt/api/contract';
import type { BulkRefusalReason, BulkUpdateResource } from '../../__generated__/resolvers-types.ts';

/** POST /api/bulk_edit/update_records; bulk_change_id once the API records the change for its undo. */
export type BulkUpdateRecord = BulkUpdateResult & { bulk_change_id?: number | null };
export type BulkRecordChangeRecord = BulkRecordChange;
export type BulkRefusalRecord = BulkRefusal;
export type BulkRuleSetRecord = BulkRuleSet;
export type BulkFieldChangeRecord = BulkRecordChange['changes'][number];

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

/** 'locked-batch' → LOCKED_BATCH. */
export function toBulkRefusalReason(reason: string): BulkRefusalReason {
  return reason.toUpperCase().replace(/-/g, '_') as BulkRefusalReason;
}
