import type { RecordAfterDelete, SavedRecord } from '@rt/api/contract';
import { byKey, type Loader, type RecordsApi } from '../../datasources/records-api.ts';
import { recordId } from '../../datasources/record-id.ts';
import type { FullRecord, RecordHistoryRecord, RecordSummaryRecord } from './research.mappers.ts';

type Body = Record<string, unknown>;

/** Records (document details): the research form's reads and writes, Find a Record, recent records. */
export class ResearchRecordsApi {
  constructor(private readonly api: RecordsApi) {}

  #fullRecord?: Loader<FullRecord | null>;
  /** The whole record by id, read once per request. */
  get fullRecord() {
    return (this.#fullRecord ??= byKey((id) => this.api.find<FullRecord>(`document_detail/full_record/${id}`)));
  }

  /** The record a write answered is the one this request reads from now on. */
  remember(record: FullRecord): FullRecord {
    this.fullRecord.clear(record.id).prime(record.id, record);
    return record;
  }

  /** A record's changes, newest first (docs/decisions/018); only the Details modal asks, once per opening. */
  history = (id: string) => this.api.get<RecordHistoryRecord[]>(`document_detail/history/${recordId(id)}`);
  recent = (userId: number) =>
    this.api.get<RecordSummaryRecord[]>(`document_detail/recent_records/${recordId(userId)}`);
  find = async (criteria: string) =>
    (await this.api.send<RecordSummaryRecord[]>('post', 'document_detail/find_records', { criteria })).data;
  findTotal = async (criteria: string) =>
    (
      await this.api.send<{ total: number; capped: boolean }>('post', 'document_detail/find_records/count', {
        criteria,
      })
    ).data;

  save = (id: string, body: Body) =>
    this.api.send<SavedRecord>('put', `document_detail/full_record/${recordId(id)}`, body);
  /** Manual data entry's new record: the spec's address says 'null' for the id it does not have yet. */
  create = (body: Body) => this.api.send<SavedRecord>('post', 'document_detail/full_record/null', body);

  /** `inRecord`, the record the form has open: an item of another record is then not found. */
  deleteBiblio = (biblioId: string, inRecord: string) =>
    this.api.send<RecordAfterDelete>(
      'delete',
      `biblio/delete_biblio/${recordId(biblioId, 'biblioId')}?${query({ document_id: recordId(inRecord, 'recordId') })}`,
    );

  /** With `biblioId`, the usage is taken off that biblio only. */
  deleteUsage = (usageId: string, inRecord: string, biblioId?: string | null) =>
    this.api.send<RecordAfterDelete>(
      'delete',
      `usage/delete_usage/${recordId(usageId, 'usageId')}?${query({
        document_id: recordId(inRecord, 'recordId'),
        biblio_id: biblioId == null ? undefined : recordId(biblioId, 'biblioId'),
      })}`,
    );
}

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)).toString();
