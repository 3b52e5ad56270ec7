import { CompiledQuery, sql } from 'kysely';
import { isoDate, bulkEditCsvFileName, type BulkEditField, type BulkQuery } from '@rt/domain';
import type { Db } from '../../db/connect.ts';
import { documentUrl, recordsSql, SORT_VALUE } from './query-records.ts';
import type { RecordScope } from './record-scope.ts';

/**
 * The CSV of a bulk query (docs/decisions/036): every matching record in the query's order, read
 * from the database a page at a time (keyset pages, or a cursor's reads), so the whole result is
 * never held.
 */

/** Rows per database read: enough that a read's round trip is small beside its rows, few enough to hold two reads. */
export const EXPORT_PAGE_SIZE = 5000;

export type RecordsExport = {
  /** The header row: the record's id, its address, then the chosen columns' labels in order. */
  header: string[];
  /** Records matching the query when the export began. */
  total: number;
  /** The rows, one array of cells per record, in the header's order. */
  rows: () => AsyncGenerator<Cell[]>;
};
type Cell = string | number | null;
type Row = Record<string, unknown> & { id: number };

const RESOURCE_LABELS: Record<BulkEditField['resource'], string> = {
  document_detail: 'Record',
  biblio: 'Biblio',
  usage: 'Usage',
  location: 'Location',
  research_collection: 'Research collection',
  batch: 'Batch',
};

/** The headings: 'ID', 'URL', then each column's label, after its resource's name where another heading has that label ('Biblio ID'). */
function headings(columns: readonly BulkEditField[]): string[] {
  const plain = ['ID', 'URL', ...columns.map((c) => c.label)];
  const repeated = (label: string) => plain.filter((l) => l === label).length > 1;
  return [
    'ID',
    'URL',
    ...columns.map((c) => (repeated(c.label) ? `${RESOURCE_LABELS[c.resource]} ${c.label}` : c.label)),
  ];
}

/** How a column's stored value is written: a lookup's or user's id as its name, a flag as Yes or No. */
async function cellWriters(db: Db, columns: readonly BulkEditField[]): Promise<Array<(value: unknown) => Cell>> {
  const names = new Map<string, Promise<Map<number, string>>>();
  const namesOf = (key: string, load: () => Promise<Array<{ id: number; name: string }>>) => {
    if (!names.has(key))
      names.set(
        key,
        load().then((rows) => new Map(rows.map((r) => [r.id, r.name]))),
      );
    return names.get(key)!;
  };
  return Promise.all(
    columns.map(async (column): Promise<(value: unknown) => Cell> => {
      const options = column.options;
      if (options?.kind === 'lookup' || options?.kind === 'assignable-users') {
        const byId = await (options.kind === 'lookup'
          ? namesOf(options.list, () => db.selectFrom(options.list).select(['id', 'value as name']).execute())
          : namesOf('users', () => db.selectFrom('users').select(['id', 'display_name as name']).execute()));
        // An id its list no longer holds is written as the id, never dropped.
        return (value) => (value === null || value === undefined ? null : (byId.get(value as number) ?? String(value)));
      }
      if (column.type === 'boolean')
        return (value) => (value === null || value === undefined ? null : value ? 'Yes' : 'No');
      return (value) => (value === null || value === undefined ? null : (value as Cell));
    }),
  );
}

export type ExportOptions = {
  /** Rows per read. */
  pageSize?: number;
  /**
   * Read through one server-side cursor (PostgreSQL) rather than keyset pages: the select is
   * planned once and each read carries on where the last stopped, which halves the database's
   * time for a whole table. Not on embedded PGlite, whose one connection the cursor's
   * transaction would hold from the first row to the last.
   */
  cursor?: boolean;
};

/** A stalled download gives its cursor's connection back after this long. */
const CURSOR_IDLE_TIMEOUT = '60s';

export async function exportRecords(
  db: Db,
  query: BulkQuery,
  scope: RecordScope,
  { pageSize = EXPORT_PAGE_SIZE, cursor = false }: ExportOptions = {},
): Promise<RecordsExport> {
  const { matching, rowsAfter, columns } = recordsSql(db, query, scope);
  const direction = query.sort.direction;
  const keys = columns.map((c) => `${c.resource}.${c.field}`);
  const [writers, counted] = await Promise.all([
    cellWriters(db, columns),
    matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const cells = (row: Row): Cell[] => [row.id, documentUrl(row.id), ...keys.map((key, i) => writers[i](row[key]))];

  /** Keyset pages, each its own statement: the next read while this page is written out, so at most two are held. */
  async function* byKeyset(): AsyncGenerator<Cell[]> {
    const read = (after: Row | null) =>
      rowsAfter(direction, after && { value: after[SORT_VALUE] as never, id: after.id })
        .limit(pageSize)
        .execute() as Promise<Row[]>;
    let page = await read(null);
    while (page.length > 0) {
      const next = page.length === pageSize ? read(page[page.length - 1]) : null;
      // Left unread when the client goes: its failure then has nobody to tell.
      next?.catch(() => undefined);
      for (const row of page) yield cells(row);
      page = next ? await next : [];
    }
  }

  /** One cursor in a read-only transaction, fetched a page ahead; rolled back however the export ends. */
  async function* byCursor(): AsyncGenerator<Cell[]> {
    const trx = await db.startTransaction().setAccessMode('read only').execute();
    try {
      await sql`select set_config('idle_in_transaction_session_timeout', ${CURSOR_IDLE_TIMEOUT}, true)`.execute(trx);
      const select = rowsAfter(direction, null).compile();
      await trx.executeQuery(
        CompiledQuery.raw(`declare bulk_export no scroll cursor for ${select.sql}`, [...select.parameters]),
      );
      const readNext = () =>
        trx.executeQuery<Row>(CompiledQuery.raw(`fetch ${pageSize} from bulk_export`)).then((r) => r.rows);
      let page = await readNext();
      while (page.length > 0) {
        const next = page.length === pageSize ? readNext() : null;
        next?.catch(() => undefined);
        for (const row of page) yield cells(row);
        page = next ? await next : [];
      }
    } finally {
      await trx.rollback().execute();
    }
  }

  return { header: headings(columns), total: counted.total, rows: cursor ? byCursor : byKeyset };
}

/**
 * The file's name (spec: `{batch title}_{yyyy/MM/dd}`, domain's bulkEditCsvFileName): the first
 * batch chosen, or when none is, the first research collection, on today's date (UTC).
 */
export async function exportFileName(
  db: Db,
  batchIds: readonly number[],
  collectionIds: readonly number[],
  today = new Date(),
): Promise<string> {
  const title =
    batchIds.length > 0
      ? (await db.selectFrom('batches').select('title').where('id', '=', batchIds[0]).executeTakeFirst())?.title
      : (
          await db
            .selectFrom('research_collections')
            .select('collection_title')
            .where('id', '=', collectionIds[0])
            .executeTakeFirst()
        )?.collection_title;
  return bulkEditCsvFileName(title, isoDate(today));
}
