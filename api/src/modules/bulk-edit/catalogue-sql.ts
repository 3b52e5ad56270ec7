import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { bulkEditKey, findBulkEditField, type BulkEditField, type BulkEditResource, type BulkFilter } from '@rt/domain';

/**
 * The bulk-edit catalogue (domain/src/bulk-edit) as SQL: the only place a bulk query's table and
 * column names come from. A field is named in SQL by the catalogue's own entry, found by the
 * names a client sent; the client's text never reaches SQL other than as a bound value.
 */

/** Each resource's table, and the alias the record query gives it. */
export const BULK_EDIT_TABLES = {
  document_detail: { table: 'document_details', alias: 'd' },
  batch: { table: 'batches', alias: 'bt' },
  research_collection: { table: 'research_collections', alias: 'rc' },
  location: { table: 'locations', alias: 'l' },
  // A record's items: `alias` is the one item a row shows, `inner` the items a filter reads.
  biblio: { table: 'biblios', alias: 'bi', inner: 'b' },
  usage: { table: 'usages', alias: 'us', inner: 'u' },
} as const satisfies Record<BulkEditResource, { table: string; alias: string; inner?: string }>;

export type ItemResource = 'biblio' | 'usage';
export const ITEM_RESOURCES: readonly ItemResource[] = ['biblio', 'usage'];

/** Fields no column holds, as SQL over the record's row `alias`. */
const DERIVED = new Map<string, (alias: string) => RawBuilder<unknown>>([
  [
    'document_detail.total_copies',
    (alias) =>
      sql`(select coalesce(sum(tc.times_copied), 0) from usages tc where tc.document_detail_id = ${sql.ref(
        `${alias}.id`,
      )} and tc.active_flag)`,
  ],
]);

/** Is the field one no column holds (computed per record)? */
export const isDerived = (field: BulkEditField) => DERIVED.has(bulkEditKey(field));

/** The catalogue's entry for a resource and field a query holds (already read by the domain's reader). */
export function catalogueField(part: { resource: string; field: string }): BulkEditField {
  const field = findBulkEditField(part.resource, part.field);
  if (!field) throw new Error(`Not a field of the bulk-edit catalogue: ${part.resource}.${part.field}`);
  return field;
}

/** A field's value in SQL, read from the row of its table named `alias`. */
export function fieldSql(field: BulkEditField, alias: string): RawBuilder<unknown> {
  const derived = DERIVED.get(bulkEditKey(field));
  return derived ? derived(alias) : sql.ref(`${alias}.${field.field}`);
}

/** `\`, `%` and `_` match only themselves in a LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * A filter as a condition on `expr` (its field's value), the value bound. No value: equals is
 * empty, not_equals holds one. Text compares without regard to case, as the research rules do; a
 * negative operator (not_equals) matches only a field that holds a value, as the rules' do (ADR 012).
 */
export function filterSql(expr: RawBuilder<unknown>, filter: BulkFilter): RawBuilder<SqlBool> {
  const { op, value } = filter;
  if (value === null) return op === 'equals' ? sql<SqlBool>`${expr} is null` : sql<SqlBool>`${expr} is not null`;
  if (filter.type === 'string' && typeof value === 'string') {
    const lowered = sql`lower(${expr})`;
    const given = sql`lower(${value}::text)`;
    switch (op) {
      case 'begins_with':
        return sql<SqlBool>`${expr} ilike ${`${escapeLike(value)}%`}`;
      case 'ends_with':
        return sql<SqlBool>`${expr} ilike ${`%${escapeLike(value)}`}`;
      case 'contains':
        return sql<SqlBool>`${expr} ilike ${`%${escapeLike(value)}%`}`;
      default:
        return compare(lowered, op, given);
    }
  }
  return compare(expr, op, sql`${value}`);
}

function compare(left: RawBuilder<unknown>, op: BulkFilter['op'], right: RawBuilder<unknown>): RawBuilder<SqlBool> {
  switch (op) {
    case 'equals':
      return sql<SqlBool>`${left} = ${right}`;
    case 'not_equals':
      return sql<SqlBool>`${left} <> ${right}`;
    case 'greater_than':
      return sql<SqlBool>`${left} > ${right}`;
    case 'less_than':
      return sql<SqlBool>`${left} < ${right}`;
    case 'greater_or_equal':
      return sql<SqlBool>`${left} >= ${right}`;
    case 'less_or_equal':
      return sql<SqlBool>`${left} <= ${right}`;
    default:
      throw new Error(`Not a comparison: ${op}`);
  }
}

/** Conditions joined with and; true for none. */
export function allOf(conditions: readonly RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  return conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}
