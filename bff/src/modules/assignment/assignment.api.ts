import type { RecordsApi } from '../../datasources/records-api.ts';
import { jsonNumber, recordId } from '../../datasources/record-id.ts';
import type { BatchAssignmentRecord, RemovedAssignmentRecord, SourceFileRecord } from './assignment.mappers.ts';

/** Assign Records (who works which batch) and manual data entry's source-file check. */
export class AssignmentsApi {
  constructor(private readonly api: RecordsApi) {}

  list = (batchIds: readonly string[]) =>
    batchIds.length === 0
      ? Promise.resolve([])
      : this.api.get<BatchAssignmentRecord[]>('batch_user', { batch_ids: batchIds.join(',') });

  assign = (batchIds: readonly string[], userIds: readonly string[]) =>
    this.api.send<BatchAssignmentRecord[]>('post', 'batch_user', {
      batch_ids: batchIds.map(jsonNumber),
      batch_user_roles: userIds.map((id) => ({ user_id: jsonNumber(id) })),
    });

  remove = (id: string) => this.api.send<RemovedAssignmentRecord>('delete', `batch_user/${recordId(id)}`);

  checkSourceFile = (link: string) =>
    this.api.send<SourceFileRecord>('post', 'document_detail/checkSourceFileLink', {
      params: { source_file_link: link },
    });
}
