import { PG_INT_MAX } from '../ids.ts';
import {
  BULK_EDIT_RESOURCES,
  bulkEditKey,
  findBulkEditField,
  isBulkEditResource,
  type BulkEditField,
  type BulkEditFieldType,
  type BulkEditResource,
} from './catalogue.ts';
import {
  BULK_EDIT_OPERATOR_LABELS,
  BULK_EDIT_OPERATORS,
  BULK_EDIT_OPERATORS_BY_TYPE,
  BULK_EDIT_TEXT_OPERATORS,
  isBulkEditOperator,
  type BulkEditOperator,
} from './operators.ts';

/**
 * Reads a bulk query as a client sends it (`{ filters, columns, sort }`) into one the API can
 * compile: every resource, field and operator one of the catalogue's, every value of its field's
 * type. Anything else is refused with a message naming the filter's field and where it is in the
 * input ('filters.2.op'). A value is only ever a value: text that looks like SQL is text.
 */

export type BulkFilterValue = string | number | boolean | null;

/** A filter as the saved query's filter_settings hold it (spec section 3). */
export type BulkFilter = {
  resource: BulkEditResource;
  field: string;
  op: BulkEditOperator;
  /** null with equals / not_equals: the field is empty / holds a value. */
  value: BulkFilterValue;
  type: BulkEditFieldType;
};
export type BulkColumn = { resource: BulkEditResource; field: string };
export type BulkSortDirection = 'asc' | 'desc';
export type BulkSort = BulkColumn & { direction: BulkSortDirection };
export type BulkQuery = { filters: BulkFilter[]; columns: BulkColumn[]; sort: BulkSort };

/** A refusal: the message a person reads, and where the wrong part is ('filters.0.field'). */
export type BulkQueryRefusal = { ok: false; message: string; field: string };
export type BulkQueryRead<T> = { ok: true; value: T } | BulkQueryRefusal;

/** Results come in the record's order unless a column is chosen to sort by. */
export const DEFAULT_BULK_SORT: BulkSort = { resource: 'document_detail', field: 'id', direction: 'asc' };
export const MAX_BULK_FILTERS = 50;
/** The longest text a filter looks for. */
export const MAX_BULK_FILTER_TEXT = 500;

class Refusal {
  constructor(
    readonly message: string,
    readonly field: string,
  ) {}
}
const refuse = (message: string, field: string): never => {
  throw new Refusal(message, field);
};
function reading<T>(read: () => T): BulkQueryRead<T> {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, message: error.message, field: error.field };
    throw error;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only a plain name is repeated back in a message; anything else is described, never echoed. */
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const named = (value: unknown): string | null => (typeof value === 'string' && NAME.test(value) ? value : null);

const orList = (items: readonly string[]) =>
  items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

const TYPE_WORDS: Record<BulkEditFieldType, string> = {
  boolean: 'a boolean',
  string: 'a text',
  enum: 'an enum',
  number: 'a number',
  date: 'a date',
};

/**
 * The catalogue's field that `part` (a filter, a column, the sort) names; `what` is 'Filter 2'.
 * `at` is where the part is in the input.
 */
function readField(part: Record<string, unknown>, what: string, at: string): BulkEditField {
  const { resource, field } = part;
  if (resource === undefined || resource === null || resource === '')
    return refuse(`${what} needs a resource`, `${at}.resource`);
  if (!isBulkEditResource(resource)) {
    const name = named(resource);
    return refuse(
      name
        ? `'${name}' is not a resource of the bulk-edit catalogue: use ${orList(BULK_EDIT_RESOURCES)}`
        : `${what} names a resource that is not in the bulk-edit catalogue`,
      `${at}.resource`,
    );
  }
  if (field === undefined || field === null || field === '') return refuse(`${what} needs a field`, `${at}.field`);
  const found = findBulkEditField(resource, field);
  if (found) return found;
  const name = named(field);
  return refuse(
    name
      ? `'${resource}.${name}' is not a field of the bulk-edit catalogue`
      : `${what} names a field of ${resource} that is not in the bulk-edit catalogue`,
    `${at}.field`,
  );
}

/** '2026-06-30', or the first 10 characters of '2026-06-30T00:00:00' (spec section 5), when a real date. */
function readDay(value: string): string | null {
  const day = value.slice(0, 10);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match || (value.length > 10 && value[10] !== 'T')) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day ? day : null;
}

/**
 * A value of the field's type as a JSON value: true or false; text; one of an enum's values, or
 * the id a lookup or user enum holds; a number (whole for an integer column, each within what the
 * column can hold); a date 'yyyy-MM-dd'. null is no value. The message names the field. A value
 * read back from a stored row (a page's cursor) may be longer text than a filter looks for.
 */
export function readBulkValue(
  field: BulkEditField,
  value: unknown,
  maxText = MAX_BULK_FILTER_TEXT,
): BulkQueryRead<BulkFilterValue> {
  return reading(() => readValue(field, value, 'value', maxText));
}

function readValue(field: BulkEditField, value: unknown, at: string, maxText = MAX_BULK_FILTER_TEXT): BulkFilterValue {
  if (value === null) return null;
  const key = bulkEditKey(field);
  switch (field.type) {
    case 'boolean':
      return typeof value === 'boolean' ? value : refuse(`${key} takes true or false`, at);
    case 'string':
      if (typeof value !== 'string') return refuse(`${key} takes text`, at);
      if (value.includes('\u0000')) return refuse(`${key} must not contain NUL characters`, at);
      if (value.length > maxText) return refuse(`${key} takes at most ${maxText} characters`, at);
      return value;
    case 'enum': {
      const options = field.options;
      if (options?.kind === 'values') {
        return typeof value === 'string' && options.values.includes(value)
          ? value
          : refuse(`${key} takes one of ${orList(options.values)}`, at);
      }
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= PG_INT_MAX
        ? value
        : refuse(`${key} takes the id of one of its choices`, at);
    }
    case 'number':
      if (field.whole)
        return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= PG_INT_MAX
          ? value
          : refuse(`${key} takes a whole number`, at);
      return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e12
        ? value
        : refuse(`${key} takes a number`, at);
    case 'date':
      return (typeof value === 'string' ? readDay(value) : null) ?? refuse(`${key} takes a date (yyyy-MM-dd)`, at);
  }
}

function readFilter(input: unknown, index: number): BulkFilter {
  const what = `Filter ${index + 1}`;
  const at = `filters.${index}`;
  if (!isObject(input)) return refuse(`${what} must be an object with resource, field, op and value`, at);
  const field = readField(input, what, at);
  const key = bulkEditKey(field);

  // The client's type is a check on its own idea of the field; the catalogue's type is the one used.
  const given = input.type;
  if (given !== undefined && given !== null && given !== field.type) {
    const name = named(given);
    return refuse(`${key} is ${TYPE_WORDS[field.type]} field${name ? `, not ${name}` : ''}`, `${at}.type`);
  }

  const op = input.op;
  const allowed = BULK_EDIT_OPERATORS_BY_TYPE[field.type];
  if (op === undefined || op === null || op === '') return refuse(`${what} needs an operator`, `${at}.op`);
  if (!isBulkEditOperator(op)) {
    const name = named(op);
    return refuse(
      name
        ? `'${name}' is not a filter operator: use ${orList(BULK_EDIT_OPERATORS)}`
        : `${what} names an operator that is not a filter operator`,
      `${at}.op`,
    );
  }
  if (!allowed.includes(op))
    return refuse(
      `${key} is ${TYPE_WORDS[field.type]} field and cannot be compared with '${BULK_EDIT_OPERATOR_LABELS[op]}': use ${orList(
        allowed.map((o) => BULK_EDIT_OPERATOR_LABELS[o]),
      )}`,
      `${at}.op`,
    );

  let value = readValue(field, input.value === undefined ? null : input.value, `${at}.value`);
  // Stored text is trimmed and never empty (an empty entry is stored as null); so is the text looked for.
  if (typeof value === 'string' && field.type === 'string') value = value.trim() === '' ? null : value.trim();
  if (value === null) {
    if (field.type === 'boolean') return refuse(`${key} takes true or false`, `${at}.value`);
    if (op !== 'equals' && op !== 'not_equals')
      return refuse(
        BULK_EDIT_TEXT_OPERATORS.includes(op)
          ? `${key} ${BULK_EDIT_OPERATOR_LABELS[op]} needs some text to look for`
          : `${key} ${BULK_EDIT_OPERATOR_LABELS[op]} needs a value`,
        `${at}.value`,
      );
  }
  return { resource: field.resource, field: field.field, op, value, type: field.type };
}

/** A filter list: at most MAX_BULK_FILTERS filters, all of which a record must match. */
export function readBulkFilters(input: unknown): BulkQueryRead<BulkFilter[]> {
  return reading(() => readFilterList(input));
}

function readFilterList(input: unknown): BulkFilter[] {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input)) return refuse('Filters must be a list', 'filters');
  if (input.length > MAX_BULK_FILTERS) return refuse(`A query takes at most ${MAX_BULK_FILTERS} filters`, 'filters');
  return input.map(readFilter);
}

/** The chosen columns, each once, in the order chosen. */
function readColumnList(input: unknown): BulkColumn[] {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input)) return refuse('Columns must be a list', 'columns');
  const seen = new Set<string>();
  const columns: BulkColumn[] = [];
  input.forEach((column, index) => {
    const at = `columns.${index}`;
    if (!isObject(column)) return refuse(`Column ${index + 1} must be an object with resource and field`, at);
    const field = readField(column, `Column ${index + 1}`, at);
    if (seen.has(bulkEditKey(field))) return;
    seen.add(bulkEditKey(field));
    columns.push({ resource: field.resource, field: field.field });
  });
  return columns;
}

/** The sort: one of the chosen columns (or the record's id), ascending unless 'desc'. */
function readSort(input: unknown, columns: readonly BulkColumn[]): BulkSort {
  if (input === undefined || input === null) return DEFAULT_BULK_SORT;
  if (!isObject(input)) return refuse('The sort must be an object with resource, field and direction', 'sort');
  const field = readField(input, 'The sort', 'sort');
  const direction = input.direction ?? 'asc';
  if (direction !== 'asc' && direction !== 'desc')
    return refuse("The sort's direction is asc or desc", 'sort.direction');
  const key = bulkEditKey(field);
  if (key !== bulkEditKey(DEFAULT_BULK_SORT) && !columns.some((c) => bulkEditKey(c) === key))
    return refuse(`Sort by one of the chosen columns: ${key} is not one of them`, 'sort.field');
  return { resource: field.resource, field: field.field, direction };
}

/** A whole query `{ filters, columns, sort }`; the fields named in a refusal are within it ('filters.0.op'). */
export function readBulkQuery(input: unknown): BulkQueryRead<BulkQuery> {
  return reading(() => {
    if (!isObject(input)) return refuse('The query must be an object with filters and columns', '');
    const filters = readFilterList(input.filters);
    const columns = readColumnList(input.columns);
    return { filters, columns, sort: readSort(input.sort, columns) };
  });
}
