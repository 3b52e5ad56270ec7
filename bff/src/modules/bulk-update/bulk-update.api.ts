import { recordId } from '../../datasources/record-id.ts';
import type { RecordsApi } from '../../datasources/records-api.ts';
import type { BulkChangeRecord, BulkUndoRecord, BulkUpdateJobRecord, BulkUpdateRecord } from './bulk-update.mappers.ts';

/** The body of POST /api/bulk_edit/update_records, as the API names it. */
export type UpdateRecordsBody = {
  selected_ids: unknown[];
  update_fields: { resource: string; field: string; value: unknown }[] | null;
  batch_id: unknown;
  dry_run: boolean;
  versions?: Record<string, number>;
  query?: unknown;
  link?: unknown;
};

/** The body of POST /api/bulk_edit/update_jobs: a real run's, with neither dry_run nor bulk_change_id. */
export type UpdateJobBody = Omit<UpdateRecordsBody, 'dry_run'>;

/** Bulk edit's update (spec section 7, docs/decisions/033); the API decides what may change. */
export class BulkUpdateApi {
  constructor(private readonly api: RecordsApi) {}

  updateRecords = (body: UpdateRecordsBody) =>
    this.api.send<BulkUpdateRecord>('post', 'bulk_edit/update_records', body);

  /** Today's bulk changes, newest first. */
  changesToday = () => this.api.get<BulkChangeRecord[]>('bulk_edit/changes');

  undo = (id: string) =>
    this.api.send<BulkUndoRecord>('post', 'bulk_edit/undo', { bulk_change_id: Number(recordId(id, 'id')) });

  /** The real run as a job of the API's queue (issue 29): it answers the job, queued. */
  startJob = (body: UpdateJobBody) => this.api.send<BulkUpdateJobRecord>('post', 'bulk_edit/update_jobs', body);

  /** One of the caller's jobs, or null when none of theirs has this id. */
  job = (id: string) => this.api.find<BulkUpdateJobRecord>(`bulk_edit/update_jobs/${recordId(id, 'id')}`);

  /** The caller's jobs still queued or running, or ended today, newest first. */
  myJobs = () => this.api.get<BulkUpdateJobRecord[]>('bulk_edit/update_jobs');

  /** Asks the job to stop between chunks: it answers the job as it stands. */
  cancelJob = (id: string) =>
    this.api.send<BulkUpdateJobRecord>('post', `bulk_edit/update_jobs/${recordId(id, 'id')}/cancel`);
}
