import { BULK_EDIT_RESOURCE_LABELS, findBulkEditField } from './catalogue.ts';
import { BULK_EDIT_OPERATOR_LABELS } from './operators.ts';
import type { BulkFilter, BulkQuery } from './read-query.ts';

/** A filter's value by the name a person knows it by (a list's value for its id), when known. */
export type BulkValueName = (filter: BulkFilter) => string | undefined;

function valueWords(filter: BulkFilter, nameOf: BulkValueName): string {
  const named = nameOf(filter);
  if (named !== undefined) return `'${named}'`;
  if (typeof filter.value === 'boolean') return filter.value ? 'Yes' : 'No';
  return typeof filter.value === 'string' ? `'${filter.value}'` : String(filter.value);
}

/**
 * A bulk query's filters in words, as a record's history tells which query a bulk change ran:
 * "Record Status equals 'on_hold'; Biblio Publisher contains 'Acme'". Without filters, every record
 * of the batches and collections chosen.
 */
export function describeBulkQuery(query: Pick<BulkQuery, 'filters'>, nameOf: BulkValueName = () => undefined): string {
  if (query.filters.length === 0) return 'every record of the batches and collections chosen';
  return query.filters
    .map((filter) => {
      const field = `${BULK_EDIT_RESOURCE_LABELS[filter.resource]} ${findBulkEditField(filter.resource, filter.field)?.label ?? filter.field}`;
      if (filter.value === null) return `${field} ${filter.op === 'equals' ? 'is empty' : 'holds a value'}`;
      return `${field} ${BULK_EDIT_OPERATOR_LABELS[filter.op]} ${valueWords(filter, nameOf)}`;
    })
    .join('; ');
}
