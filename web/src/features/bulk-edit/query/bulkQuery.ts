import {
  BULK_EDIT_CATALOGUE,
  BULK_EDIT_OPERATORS_BY_TYPE,
  bulkEditKey,
  DEFAULT_BULK_SORT,
  findBulkEditField,
  type BulkEditField,
  type BulkEditOperator,
  type BulkEditResource,
} from '@rt/domain';
import type {
  BulkEditFieldType as FieldTypeEnum,
  BulkEditOperator as OperatorEnum,
  BulkEditQueryInput,
  BulkEditResource as ResourceEnum,
  BulkEditScopeInput,
  BulkEditSortDirection,
} from '../../../__generated__/graphql.ts';

/**
 * The Bulk Edit screen's query as the user builds it (spec section 2): the chosen collections and
 * their ticked batches, filter rows, columns and sort; and what a Run sends. Pure, for tests.
 */

export type FilterRow = {
  /** Stable React key of the row. */
  key: number;
  resource: BulkEditResource;
  field: string;
  op: BulkEditOperator;
  /** As typed or chosen: converted to the field's type when the query runs. */
  value: string;
};

export type ScopeCollection = { id: string; title: string };

export type Sort = { key: string; direction: 'asc' | 'desc' };

export type Draft = {
  collections: ScopeCollection[];
  /** Ticked batches of the chosen collections: a collection with ticked batches reads only those. */
  batchIds: string[];
  filters: FilterRow[];
  /** Catalogue keys ('biblio.major_title'), in the order chosen. */
  columns: string[];
  sort: Sort | null;
};

/** What a new screen shows: the record's reference, status and the first biblio's title. */
export const DEFAULT_COLUMNS = [
  'document_detail.external_reference_id',
  'document_detail.status',
  'biblio.major_title',
];

export const emptyDraft = (): Draft => ({
  collections: [],
  batchIds: [],
  filters: [],
  columns: [...DEFAULT_COLUMNS],
  sort: null,
});

export const fieldOfKey = (key: string): BulkEditField | undefined => {
  const dot = key.indexOf('.');
  return dot < 0 ? undefined : findBulkEditField(key.slice(0, dot), key.slice(dot + 1));
};

export const operatorsOf = (field: BulkEditField): readonly BulkEditOperator[] =>
  BULK_EDIT_OPERATORS_BY_TYPE[field.type];

/** A new filter row on the resource's first field with its first operator. */
export function newFilter(key: number, resource: BulkEditResource = 'document_detail'): FilterRow {
  const field = BULK_EDIT_CATALOGUE[resource][0];
  return { key, resource, field: field.field, op: operatorsOf(field)[0], value: '' };
}

/** Another resource or field keeps the operator when the new field's type allows it, and the value when the type is the same. */
export function changeFilter(row: FilterRow, change: Partial<Pick<FilterRow, 'resource' | 'field' | 'op' | 'value'>>) {
  const resource = change.resource ?? row.resource;
  const fieldName =
    change.resource && change.resource !== row.resource
      ? BULK_EDIT_CATALOGUE[resource][0].field
      : (change.field ?? row.field);
  const field = findBulkEditField(resource, fieldName)!;
  const before = findBulkEditField(row.resource, row.field);
  const op = change.op ?? row.op;
  const sameType = before?.type === field.type && before.options?.kind === field.options?.kind;
  return {
    ...row,
    resource,
    field: field.field,
    op: operatorsOf(field).includes(op) ? op : operatorsOf(field)[0],
    value: change.value ?? (sameType ? row.value : ''),
  };
}

/** The value as the field's type takes it: '' is no value; a number or id as typed when it is not one, for the server to refuse. */
export function filterValue(field: BulkEditField, text: string): unknown {
  const value = field.type === 'string' ? text : text.trim();
  if (value.trim() === '') return null;
  switch (field.type) {
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : value;
    case 'number': {
      const n = Number(value);
      return Number.isFinite(n) ? n : value;
    }
    case 'enum': {
      if (field.options?.kind === 'values') return value;
      const n = Number(value);
      return Number.isInteger(n) ? n : value;
    }
    default:
      return value;
  }
}

/** A filter's saved value as the row's text. */
export const filterText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

const upper = <T extends string>(value: string) => value.toUpperCase() as T;

/** The scope as sent: every chosen collection, and the ticked batches (which narrow their own collection). */
export function scopeInput(draft: Pick<Draft, 'collections' | 'batchIds'>): BulkEditScopeInput {
  return { researchCollectionIds: draft.collections.map((c) => c.id), batchIds: [...draft.batchIds] };
}

export const hasScope = (draft: Pick<Draft, 'collections' | 'batchIds'>) =>
  draft.collections.length > 0 || draft.batchIds.length > 0;

export function queryInput(draft: Pick<Draft, 'filters' | 'columns' | 'sort'>): BulkEditQueryInput {
  const sortField = draft.sort ? fieldOfKey(draft.sort.key) : undefined;
  return {
    filters: draft.filters.map((row) => {
      const field = findBulkEditField(row.resource, row.field)!;
      return {
        resource: upper<ResourceEnum>(row.resource),
        field: row.field,
        op: upper<OperatorEnum>(row.op),
        value: filterValue(field, row.value),
        type: upper<FieldTypeEnum>(field.type),
      };
    }),
    columns: draft.columns.flatMap((key) => {
      const field = fieldOfKey(key);
      return field ? [{ resource: upper<ResourceEnum>(field.resource), field: field.field }] : [];
    }),
    sort:
      draft.sort && sortField
        ? {
            resource: upper<ResourceEnum>(sortField.resource),
            field: sortField.field,
            direction: upper<BulkEditSortDirection>(draft.sort.direction),
          }
        : null,
  };
}

/** A run: what is sent, and its fingerprint, which the screen compares with the draft's (clean or not). */
export type Run = { query: BulkEditQueryInput; scope: BulkEditScopeInput; fingerprint: string };

export function runOf(draft: Draft): Run {
  const query = queryInput(draft);
  const scope = scopeInput(draft);
  return { query, scope, fingerprint: JSON.stringify({ query, scope }) };
}

/** The query is clean while it is what last ran; any change makes it not clean (spec section 2). */
export const isClean = (draft: Draft, ran: Run | null) => ran !== null && runOf(draft).fingerprint === ran.fingerprint;

/** The query as the API names it, kept with a bulk change (lower-case names, scope as lists of ids). */
export function apiQuery(run: Run) {
  const lower = (value: string) => value.toLowerCase();
  const sort = run.query.sort ?? { ...DEFAULT_BULK_SORT, direction: 'asc' };
  return {
    filters: run.query.filters.map((f) => ({
      resource: lower(f.resource),
      field: f.field,
      op: lower(f.op),
      value: f.value ?? null,
      type: f.type ? lower(f.type) : undefined,
    })),
    columns: run.query.columns.map((c) => ({ resource: lower(c.resource), field: c.field })),
    sort: { resource: lower(sort.resource), field: sort.field, direction: lower(sort.direction) },
    batch_id: (run.scope.batchIds ?? []).map(Number),
    research_collection_id: (run.scope.researchCollectionIds ?? []).map(Number),
  };
}

/** A saved query (its enums in GraphQL's case) as the screen's draft; collections are named once loaded. */
export function draftOfSaved(
  saved: {
    batchIds: readonly string[];
    researchCollectionIds: readonly string[];
    query: {
      filters: readonly { resource: string; field: string; op: string; value?: unknown }[];
      columns: readonly { resource: string; field: string }[];
      sort: { resource: string; field: string; direction: string };
    };
  },
  collections: ScopeCollection[],
  nextKey: () => number,
): Draft {
  const lower = (value: string) => value.toLowerCase();
  const sortKey = bulkEditKey({ resource: lower(saved.query.sort.resource), field: saved.query.sort.field });
  const isDefaultSort =
    sortKey === bulkEditKey(DEFAULT_BULK_SORT) && lower(saved.query.sort.direction) === DEFAULT_BULK_SORT.direction;
  return {
    collections,
    batchIds: [...saved.batchIds],
    filters: saved.query.filters.map((f) => ({
      key: nextKey(),
      resource: lower(f.resource) as BulkEditResource,
      field: f.field,
      op: lower(f.op) as BulkEditOperator,
      value: filterText(f.value),
    })),
    columns: saved.query.columns.map((c) => bulkEditKey({ resource: lower(c.resource), field: c.field })),
    sort: isDefaultSort ? null : { key: sortKey, direction: lower(saved.query.sort.direction) as 'asc' | 'desc' },
  };
}

/** The next sort of a column heading: ascending first, then descending, then ascending again. */
export function nextSort(current: Sort | null, key: string): Sort {
  return { key, direction: current?.key === key && current.direction === 'asc' ? 'desc' : 'asc' };
}
