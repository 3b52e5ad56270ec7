/**
 * The shapes the records API answers with (`data` of `{ message, data }`), for its clients to
 * type against: derived from the queries themselves, so the contract cannot drift from the code.
 */
import type { Selectable } from 'kysely';
import type { Database } from './db/types.ts';
import type { findBatches } from './modules/collection/find-batches.ts';
import type { loadWorkDetail } from './modules/rights/load-work-detail.ts';
import type { toRecipient } from './modules/rights/rights-shapes.ts';
import type { UserView } from './modules/user/user-view.ts';
import type { removeAssignment } from './modules/assignment/remove-assignment.ts';
import type { recentRecords } from './modules/research/recent-records.ts';
import type { workDocuments } from './modules/research/work-documents.ts';

export type { UserView };
export type { CollectionRow } from './modules/collection/find-collections.ts';
export type { FullRecord } from './modules/research/load-full-record.ts';
export type { Work } from './modules/rights/rights-shapes.ts';
export type { WorkMatch } from './modules/rights/research-lookup.ts';
/** The document viewer's tags (GET and POST /api/biblio_tag/...). */
export type { BiblioTag as BiblioTagRow, GroupTag as GroupTagRow } from './modules/tags/list-tags.ts';
export type { SavedTag } from './modules/tags/save-tag.ts';
/** GET and POST /api/batch_user. */
export type { BatchUserRow } from './modules/assignment/list-batch-users.ts';
/** GET, POST and PUT /api/integrator (User Access). */
export type { IntegratorView } from './modules/integrators/integrator-view.ts';
/** POST /api/document_detail/checkSourceFileLink. */
export type { StoredFile as SourceFileLink } from './files/file-store.ts';

export type BatchRow = Awaited<ReturnType<typeof findBatches>>[number] & { locations?: LocationRow[] };
export type LocationRow = Selectable<Database['locations']>;
type WorkDetail = NonNullable<Awaited<ReturnType<typeof loadWorkDetail>>>;
/** GET /api/wrs/work_detail, in the rights system's envelope. */
export type WorkDetailResponse = {
  work_details: { result: WorkDetail['work'] };
  shares: { results: WorkDetail['shares'] };
  terms: { results: WorkDetail['terms'] };
  contributors: { results: WorkDetail['contributors'] };
};
export type RecipientResult = ReturnType<typeof toRecipient>;
/** GET /api/document_detail/documents/{workId}: a work's example document links. */
export type WorkDocument = Awaited<ReturnType<typeof workDocuments>>[number];

/** DELETE /api/batch_user/{id}: the ended assignment and how many of its records went back to nobody. */
export type AssignmentRemoved = Awaited<ReturnType<typeof removeAssignment>>;
/** DELETE /api/research_collection/{id} and /api/batch/{id}: the id of what was deleted. */
export type Deleted = { id: number };

/** POST /api/login: the new session's id (the cookie value) and who signed in. */
export type LoginResponse = { session: string; user: UserView };
/** POST /api/logout: the ended session's ID token, for the provider's end-session call. */
export type LogoutResponse = { id_token: string | null };

/** PUT /api/document_detail/full_record/{id} and POST …/full_record/null: the record as stored, and Complete's next record. */
export type { SavedRecord } from './modules/research/save-full-record.ts';
/** DELETE /api/biblio/delete_biblio/{id} and /api/usage/delete_usage/{id}: the record afterwards. */
export type { RecordAfterDelete } from './modules/research/delete-record-item.ts';
/** GET /api/document_detail/page, /api/research_collection/page and /api/batch/page: a keyset page (docs/decisions/075). */
export type { Page as KeysetPage } from './modules/connections/page-args.ts';
/** GET /api/document_detail/history/{id}: the record's changes, newest first. */
export type { RecordHistoryEntry } from './modules/research/record-history.ts';
/** GET /api/document_detail/recent_records/{userId}. */
export type RecentRecordRow = Awaited<ReturnType<typeof recentRecords>>[number];
/** POST /api/document_detail/find_records: a recent-records row plus the biblio and usage a search narrowed to. */
export type { RecordSummaryRow } from './modules/research/find-records.ts';

/** GET /api/statistics/process_overview, individual_process and processed_records_summary (docs/decisions/030). */
export type { ProcessOverview } from './modules/statistics/process-overview.ts';
export type { IndividualProcess } from './modules/statistics/individual-process.ts';
export type { ProcessedRecordsRow } from './modules/statistics/processed-records-summary.ts';

/** POST /api/bulk_edit/update_records: the dry run's or the update's changes and refusals (docs/decisions/033). */
export type {
  BulkUpdateResult,
  BulkRecordChange,
  BulkRefusal,
  BulkRuleSet,
} from './modules/bulk-edit/update-records.ts';
/** POST /api/bulk_edit/update_jobs and GET /api/bulk_edit/update_jobs/:id (docs/decisions/072). */
export type { BulkUpdateJob } from './modules/bulk-edit/update-jobs.ts';
/** GET and POST /api/webhooks (docs/decisions/078); the secret only in POST's answer. */
export type { Webhook, CreatedWebhook } from './modules/webhooks/webhooks.ts';
/** GET /api/bulk_edit/changes and POST /api/bulk_edit/undo (docs/decisions/035). */
export type { BulkChange } from './modules/bulk-edit/bulk-changes.ts';
export type { BulkUndoResult, BulkUndoRefusal } from './modules/bulk-edit/undo-bulk-change.ts';
