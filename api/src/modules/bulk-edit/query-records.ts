import { sql, type AliasedRawBuilder, type RawBuilder, type SqlBool } from 'kysely';
import {
  bulkEditKey,
  PAGE_SIZES,
  type BulkEditField,
  type BulkEditResource,
  type BulkFilter,
  type BulkQuery,
  type BulkSort,
} from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import {
  allOf,
  BULK_EDIT_TABLES,
  catalogueField,
  fieldSql,
  filterSql,
  ITEM_RESOURCES,
  type ItemResource,
} from './catalogue-sql.ts';
import type { RecordScope } from './record-scope.ts';
import { encodeCursor, type ResultCursor } from './result-cursor.ts';

/** A result row: the record's id, each chosen column by its key ('biblio.major_title'), and its address. */
export type BulkRecordRow = { id: number; document_url: string } & Record<string, unknown>;

export type BulkRecordPage = {
  records: BulkRecordRow[];
  /** Records matching the query, on every page. */
  total: number;
  page_size: number;
  /** The page after this one, or null on the last; the page before, or null on the first. */
  next_cursor: string | null;
  previous_cursor: string | null;
  /** The chosen columns as the catalogue describes them, with their keys in the rows. */
  columns: Array<BulkEditField & { key: string }>;
  sort: BulkSort;
};

/** A record's address, less its id. */
export const RECORD_PATH = '/research/';
export const documentUrl = (id: number) => `${RECORD_PATH}${id}`;

/** The record's id and its sort value, under names no catalogue key can take (keys hold a dot). */
export const SORT_VALUE = 'sort_value';

/** A row's select list, given each chosen column's value and the sort value. */
export type RowSelect = (
  value: (field: BulkEditField) => RawBuilder<unknown>,
  sortValue: RawBuilder<unknown>,
) => Array<AliasedRawBuilder<unknown, string>>;

export type RowsOptions = {
  /** The row's select list; by default the stored values. */
  select?: RowSelect;
  /** Join every record's first biblio and usage at once (a large share of all records) rather than record by record. */
  allItems?: boolean;
};

/**
 * A bulk query's SQL: `matching` is its records (for the count); `rowsAfter` reads them, in the
 * order (sort value, record id) `direction`, after the cursor's row or from the first. A row holds
 * the record's id, the sort value (as SORT_VALUE) and each chosen column by its key, or what
 * `select` makes of them. The query call reads one page of it, the CSV export every row.
 */
export function recordsSql(db: Db, query: BulkQuery, scope: RecordScope) {
  const columns = query.columns.map(catalogueField);
  const sortField = catalogueField(query.sort);
  const resources = new Set<BulkEditResource>([
    ...query.filters.map((f) => f.resource),
    ...columns.map((c) => c.resource),
    sortField.resource,
  ]);
  const itemFilters = (resource: ItemResource) => query.filters.filter((f) => f.resource === resource);
  /** Items whose columns a row shows (or whose field sorts the rows): read through a lateral join. */
  const shown = ITEM_RESOURCES.filter((r) => columns.some((c) => c.resource === r) || sortField.resource === r);

  const read = (field: BulkEditField) => fieldSql(field, BULK_EDIT_TABLES[field.resource].alias);
  const sortValue = read(sortField);
  const byId = sortField.resource === 'document_detail' && sortField.field === 'id';

  const matching = db
    .selectFrom('document_details as d')
    // Every record has its batch (not null, a foreign key): as a left join, PostgreSQL leaves it
    // out of a query that reads nothing of the batch.
    .leftJoin('batches as bt', 'bt.id', 'd.batch_id')
    .$if(resources.has('research_collection'), (q) =>
      q.innerJoin('research_collections as rc', 'rc.id', 'bt.research_collection_id'),
    )
    .$if(resources.has('location'), (q) => q.leftJoin('locations as l', 'l.id', 'd.location_id'))
    .where(scopeSql(scope))
    .where(recordFiltersSql(query.filters))
    .$if(itemFilters('biblio').length > 0, (q) => q.where(hasItemSql('biblio', itemFilters('biblio'))))
    .$if(itemFilters('usage').length > 0, (q) => q.where(hasItemSql('usage', itemFilters('usage'))));

  const storedValues: RowSelect = (value, sort) => [
    sql.ref('d.id').as('id'),
    sort.as(SORT_VALUE),
    ...columns.map((field) => value(field).as(bulkEditKey(field))),
  ];

  const rowsAfter = (
    direction: 'asc' | 'desc',
    cursor: Pick<ResultCursor, 'value' | 'id'> | null,
    { select = storedValues, allItems = false }: RowsOptions = {},
  ) => {
    let page = matching.select(select(read, sortValue));
    for (const resource of shown) {
      const { table, alias, inner } = BULK_EDIT_TABLES[resource];
      const filters = itemFilters(resource).map((f) => filterSql(fieldSql(catalogueField(f), inner), f));
      const ref = (column: string) => sql.ref(`${inner}.${column}`);
      if (allItems) {
        // Every record's first item in one ordered pass, merged with the records: for a large share
        // of the records, cheaper than looking up each record's first item (1 M records: ~0.6 s against ~1.6 s per resource).
        const fields = new Set([
          'document_detail_id',
          'id',
          ...[...columns, sortField].filter((f) => f.resource === resource).map((f) => f.field),
        ]);
        page = page.leftJoin(
          sql`(select distinct on (${ref('document_detail_id')}) ${sql.join([...fields].map(ref))} from ${sql.table(table)} ${sql.id(
            inner,
          )} where ${ref('active_flag')} and ${allOf(filters)} order by ${ref('document_detail_id')}, ${ref('id')})`.as(
            alias,
          ),
          (join) => join.onRef(`${alias}.document_detail_id` as never, '=', 'd.id'),
        );
        continue;
      }
      page = page.leftJoinLateral(
        sql`(select * from ${sql.table(table)} ${sql.id(inner)} where ${ref('document_detail_id')} = d.id and ${ref(
          'active_flag',
        )} and ${allOf(filters)} order by ${ref('id')} limit 1)`.as(alias),
        (join) => join.onTrue(),
      );
    }
    if (cursor) page = page.where(afterSql(sortValue, direction, cursor, byId));
    page = page.orderBy(sortValue, (ob) => (direction === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsFirst()));
    if (!byId) page = page.orderBy('d.id', direction);
    return page;
  };

  return { matching, rowsAfter, columns };
}

/**
 * Runs a bulk query over the records of `scope` (docs/decisions/032). One row per record: a
 * filter on biblios (usages) matches a record with an active biblio (usage) meeting all of that
 * resource's filters, and the row's biblio (usage) columns come from the first such item by id,
 * or from its first active item when no filter names them. A page is PAGE_SIZES.bulkEditResults
 * rows by keyset, (sort value, record id), never OFFSET: ascending sorts put empty values last,
 * descending first, and a record id settles ties, so the order is total and pages never overlap.
 */
export async function queryRecords(
  db: Db,
  query: BulkQuery,
  scope: RecordScope,
  cursor: ResultCursor | null,
): Promise<BulkRecordPage> {
  const pageSize = PAGE_SIZES.bulkEditResults;
  const { matching, rowsAfter, columns } = recordsSql(db, query, scope);
  // Backwards: the rows before the cursor are the rows after it in the opposite order, read and then turned round.
  const backwards = cursor?.direction === 'before';
  const direction = backwards ? flip(query.sort.direction) : query.sort.direction;

  const [rows, counted] = await Promise.all([
    rowsAfter(direction, cursor)
      .limit(pageSize + 1)
      .execute() as Promise<Array<Record<string, unknown> & { id: number }>>,
    matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);

  const more = rows.length > pageSize;
  const inOrder = rows.slice(0, pageSize);
  if (backwards) inOrder.reverse();
  const first = inOrder[0];
  const last = inOrder.at(-1);
  const cursorAt = (where: 'after' | 'before', row: Record<string, unknown> & { id: number }) =>
    encodeCursor(query.sort, where, row[SORT_VALUE], row.id);
  // Coming back from a later page, there is one; coming forward from an earlier page, there is one.
  const hasNext = backwards ? true : more;
  const hasPrevious = backwards ? more : cursor !== null;

  return {
    records: inOrder.map(({ [SORT_VALUE]: _sort, id, ...values }) => ({
      id,
      ...values,
      document_url: documentUrl(id),
    })),
    total: counted.total,
    page_size: pageSize,
    next_cursor: last && hasNext ? cursorAt('after', last) : null,
    previous_cursor: first && hasPrevious ? cursorAt('before', first) : null,
    columns: columns.map((field) => ({ ...field, key: bulkEditKey(field) })),
    sort: query.sort,
  };
}

const flip = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'desc' : 'asc');

function scopeSql(scope: RecordScope): RawBuilder<SqlBool> {
  const parts: RawBuilder<SqlBool>[] = [];
  if (scope.batchIds.length > 0) parts.push(sql<SqlBool>`d.batch_id in (${sql.join(scope.batchIds)})`);
  // The collections' batches, read once for the statement: a test of each record's batch id
  // against them costs less than a join to its batch.
  if (scope.collectionIds.length > 0)
    parts.push(
      sql<SqlBool>`d.batch_id = any(array(select sb.id from batches sb where sb.research_collection_id in (${sql.join(scope.collectionIds)})))`,
    );
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/** The filters on the record itself, its batch, collection and location. */
function recordFiltersSql(filters: readonly BulkFilter[]): RawBuilder<SqlBool> {
  return allOf(
    filters
      .filter((f) => !(ITEM_RESOURCES as readonly string[]).includes(f.resource))
      .map((f) => filterSql(fieldSql(catalogueField(f), BULK_EDIT_TABLES[f.resource].alias), f)),
  );
}

/** The record has an active item meeting every one of the filters on its resource. */
function hasItemSql(resource: ItemResource, filters: readonly BulkFilter[]): RawBuilder<SqlBool> {
  const { table, inner } = BULK_EDIT_TABLES[resource];
  const conditions = filters.map((f) => filterSql(fieldSql(catalogueField(f), inner), f));
  return sql<SqlBool>`exists (select 1 from ${sql.table(table)} ${sql.id(inner)} where ${sql.ref(
    `${inner}.document_detail_id`,
  )} = d.id and ${sql.ref(`${inner}.active_flag`)} and ${allOf(conditions)})`;
}

/**
 * The rows after the cursor's row in the order (sort value `direction`, record id `direction`),
 * empty sort values last when ascending and first when descending.
 */
function afterSql(
  value: RawBuilder<unknown>,
  direction: 'asc' | 'desc',
  cursor: Pick<ResultCursor, 'value' | 'id'>,
  byId: boolean,
): RawBuilder<SqlBool> {
  const id = sql.ref('d.id');
  if (byId) return direction === 'asc' ? sql<SqlBool>`${id} > ${cursor.id}` : sql<SqlBool>`${id} < ${cursor.id}`;
  const at = cursor.value;
  if (direction === 'asc') {
    if (at === null) return sql<SqlBool>`(${value} is null and ${id} > ${cursor.id})`;
    return sql<SqlBool>`(${value} > ${at} or (${value} = ${at} and ${id} > ${cursor.id}) or ${value} is null)`;
  }
  if (at === null) return sql<SqlBool>`((${value} is null and ${id} < ${cursor.id}) or ${value} is not null)`;
  return sql<SqlBool>`(${value} < ${at} or (${value} = ${at} and ${id} < ${cursor.id}))`;
}
