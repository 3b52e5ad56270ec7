import type { RecordsApi } from '../../datasources/records-api.ts';
import type { ApiRecordIds, ApiRecordPage, ApiSavedQuery, QueryBody, SaveQueryBody } from './bulk-edit.mappers.ts';

/** Bulk edit's query and saved queries (spec section 7); the API reads every part of a query by the catalogue. */
export class BulkEditApi {
  constructor(private readonly api: RecordsApi) {}

  /** A read sent as a POST: a query may hold 50 filters, too long for an address. */
  records = async (body: QueryBody & { cursor: string | null }) =>
    (await this.api.send<ApiRecordPage>('post', 'partial_record/query', body)).data;

  recordIds = async (body: QueryBody) =>
    (await this.api.send<ApiRecordIds>('post', 'partial_record/record_ids', body)).data;

  savedQueries = () => this.api.get<ApiSavedQuery[]>('bulk_edit/load_query');

  savedQuery = (id: string) => this.api.find<ApiSavedQuery>('bulk_edit/load_query', { id });

  save = (body: SaveQueryBody) => this.api.send<ApiSavedQuery>('post', 'bulk_edit/save_query', body);

  delete = (id: number) => this.api.send<{ id: number }>('post', 'bulk_edit/delete_query', { id });
}
