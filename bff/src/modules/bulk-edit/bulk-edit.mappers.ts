import type { BulkColumn, BulkEditEnumOptions, BulkEditField as DomainField, BulkFilter, BulkSort } from '@rt/domain';
import { recordId } from '../../datasources/record-id.ts';
import type {
  BulkEditChoices,
  BulkEditField,
  BulkEditFieldType,
  BulkEditOperator,
  BulkEditQueryInput,
  BulkEditRecordPage,
  BulkEditResource,
  BulkEditSavedQuery,
  BulkEditScopeInput,
  BulkEditSort,
  LookupList,
} from '../../__generated__/resolvers-types.ts';

/** A query as the API's bulk-edit calls take it (`{ filters, columns, sort }`, names as the catalogue's). */
export type ApiQuery = {
  filters: Array<{ resource: string; field: string; op: string; value: unknown; type?: string }>;
  columns: Array<{ resource: string; field: string }>;
  sort?: { resource: string; field: string; direction: string };
};
export type QueryBody = { query: ApiQuery; batch_id: number[]; research_collection_id: number[] };
export type SaveQueryBody = QueryBody & { id: number | null; query_title: string };

/** POST /api/partial_record/query. */
export type ApiRecordPage = {
  records: Array<{ id: number; document_url: string } & Record<string, unknown>>;
  total: number;
  page_size: number;
  next_cursor: string | null;
  previous_cursor: string | null;
  columns: Array<DomainField & { key: string }>;
  sort: BulkSort;
};
/** POST /api/partial_record/record_ids. */
export type ApiRecordIds = { ids: number[]; total: number; cap: number; capped: boolean };
/** A saved query of GET /api/bulk_edit/load_query. */
export type ApiSavedQuery = {
  id: number;
  settings_name: string;
  query_title: string;
  query: {
    filters: BulkFilter[];
    columns: BulkColumn[];
    sort: BulkSort;
    batch_id?: number[];
    research_collection_id?: number[];
  };
  batch_id: number | null;
  created_by_username: string;
  created_at: string;
  updated_by_username: string | null;
  updated_at: string;
};

const upper = <T extends string>(value: string) => value.toUpperCase() as T;
const lower = (value: string) => value.toLowerCase();

/** The ids as the API's bodies take them; one that is no id is BAD_USER_INPUT naming its argument. */
const ids = (list: readonly string[] | null | undefined, argument: string) =>
  (list ?? []).map((id, i) => Number(recordId(id, `${argument}.${i}`)));

export function toQueryBody(query: BulkEditQueryInput, scope: BulkEditScopeInput): QueryBody {
  return {
    query: {
      filters: query.filters.map((f) => ({
        resource: lower(f.resource),
        field: f.field,
        op: lower(f.op),
        value: f.value ?? null,
        ...(f.type ? { type: lower(f.type) } : {}),
      })),
      columns: query.columns.map((c) => ({ resource: lower(c.resource), field: c.field })),
      ...(query.sort
        ? {
            sort: {
              resource: lower(query.sort.resource),
              field: query.sort.field,
              direction: lower(query.sort.direction),
            },
          }
        : {}),
    },
    batch_id: ids(scope.batchIds, 'scope.batchIds'),
    research_collection_id: ids(scope.researchCollectionIds, 'scope.researchCollectionIds'),
  };
}

const toSort = (sort: BulkSort): BulkEditSort => ({
  resource: upper<BulkEditResource>(sort.resource),
  field: sort.field,
  direction: upper<BulkEditSort['direction']>(sort.direction),
});

function toChoices(options: BulkEditEnumOptions | undefined): BulkEditChoices | null {
  if (!options) return null;
  switch (options.kind) {
    case 'values':
      return { kind: 'VALUES', values: [...options.values], lookupList: null };
    case 'lookup':
      return { kind: 'LOOKUP', values: null, lookupList: upper<LookupList>(options.list) };
    case 'assignable-users':
      return { kind: 'ASSIGNABLE_USERS', values: null, lookupList: null };
  }
}

export function toField(field: DomainField & { key: string }): BulkEditField {
  return {
    key: field.key,
    resource: upper<BulkEditResource>(field.resource),
    field: field.field,
    label: field.label,
    type: upper<BulkEditFieldType>(field.type),
    editable: field.editable,
    whole: field.whole === true,
    choices: toChoices(field.options),
  };
}

/** A page with each row's cells in the columns' order. */
export function toRecordPage(page: ApiRecordPage): BulkEditRecordPage {
  return {
    records: page.records.map((row) => ({
      id: String(row.id),
      recordUrl: row.document_url,
      cells: page.columns.map((c) => row[c.key] ?? null),
    })),
    total: page.total,
    pageSize: page.page_size,
    nextCursor: page.next_cursor,
    previousCursor: page.previous_cursor,
    columns: page.columns.map(toField),
    sort: toSort(page.sort),
  };
}

export function toSavedQuery(saved: ApiSavedQuery): BulkEditSavedQuery {
  const { query } = saved;
  return {
    id: String(saved.id),
    settingsName: saved.settings_name,
    queryTitle: saved.query_title,
    query: {
      filters: query.filters.map((f) => ({
        resource: upper<BulkEditResource>(f.resource),
        field: f.field,
        op: upper<BulkEditOperator>(f.op),
        value: f.value,
        type: upper<BulkEditFieldType>(f.type),
      })),
      columns: query.columns.map((c) => ({ resource: upper<BulkEditResource>(c.resource), field: c.field })),
      sort: toSort(query.sort),
    },
    batchIds: (query.batch_id ?? (saved.batch_id === null ? [] : [saved.batch_id])).map(String),
    researchCollectionIds: (query.research_collection_id ?? []).map(String),
    createdByUsername: saved.created_by_username,
    createdAt: saved.created_at,
    updatedByUsername: saved.updated_by_username,
    updatedAt: saved.updated_at,
  };
}
