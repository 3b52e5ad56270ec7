import { recordId } from '../../datasources/record-id.ts';
import type { RecordsApi } from '../../datasources/records-api.ts';
import type { BulkChangeRecord, BulkUndoRecord, BulkUpdateRecord } from './bulk-update.mappers.ts';

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

/** Bulk edit's update (spec section 7, docs/decisions/033); the API decides what may change. */
export class BulkUpdateApi {
  constructor(private readonly api: RecordsApi) {}

  updateRecords = (body: UpdateRecordsBody) =>
    this.api.send<BulkUpdateRecord>('post', 'bulk_edit/update_records', body);

  /** Today's bulk changes, newest first. */
  changesToday = () => this.api.get<BulkChangeRecord[]>('bulk_edit/changes');

  undo = (id: string) =>
    this.api.send<BulkUndoRecord>('post', 'bulk_edit/undo', { bulk_change_id: Number(recordId(id, 'id')) });
}
