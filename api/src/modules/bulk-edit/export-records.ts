import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { stringify } from 'csv-stringify';
import {
  BULK_EDIT_RESOURCE_LABELS,
  bulkEditCsvFileName,
  isoDate,
  type BulkEditField,
  type BulkQuery,
} from '@rt/domain';
import { postgresPool, type Db } from '../../db/connect.ts';
import { RECORD_PATH, recordsSql, SORT_VALUE, type RowSelect } from './query-records.ts';
import type { RecordScope } from './record-scope.ts';

/**
 * The CSV of a bulk query (docs/decisions/034): every matching record in the query's order, its
 * cells written as text by the select itself (the one place for the cells' rules). PostgreSQL
 * writes the CSV (`COPY (select) TO STDOUT`); on embedded PGlite the rows are read by keyset pages
 * and written by csv-stringify. The whole result is never held.
 */

/** Rows per keyset page (PGlite): enough that a read's round trip is small beside its rows, few enough to hold two pages. */
export const EXPORT_PAGE_SIZE = 5000;

export type RecordsExport = {
  /** The header row: the record's id, its address, then the chosen columns' labels in order. */
  header: string[];
  /** Records matching the query when the export began, counted while the rows are already being read. */
  total: Promise<number>;
  /**
   * Writes every row as CSV (CRLF line ends, no header) to `out` and ends it; resolves when all is
   * written, rejects (reading no further) when `out` fails or goes away.
   */
  writeRows: (out: Writable) => Promise<void>;
};

/** The headings: 'ID', 'URL', then each column's label, after its resource's name where another heading has that label ('Biblio ID'). */
function headings(columns: readonly BulkEditField[]): string[] {
  const plain = ['ID', 'URL', ...columns.map((c) => c.label)];
  const repeated = (label: string) => plain.filter((l) => l === label).length > 1;
  return [
    'ID',
    'URL',
    ...columns.map((c) => (repeated(c.label) ? `${BULK_EDIT_RESOURCE_LABELS[c.resource]} ${c.label}` : c.label)),
  ];
}

/**
 * First letters that make a spreadsheet run a cell as a formula (csv-stringify's `escape_formulas`,
 * with the full-width forms Apple Numbers reads the same): such a text is written after a `'`.
 */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];

/** A text with a formula's first letter written after a `'`. */
const escaped = (text: RawBuilder<unknown>) =>
  sql`case when left(${text}, 1) in (${sql.join(FORMULA_STARTS.map((c) => sql.lit(c)))}) then '''' || ${text} else ${text} end`;

/** A name from a list by its id, or the id when the list no longer holds it; an empty name is an empty cell. */
const nameOf = (table: string, name: string, id: RawBuilder<unknown>) =>
  sql`nullif(coalesce((select ${escaped(sql.ref(`n.${name}`))} from ${sql.table(table)} n where n.id = ${id}), (${id})::text), '')`;

/**
 * A column's stored value as the file writes it: a lookup's id as the lookup's value and a user's
 * id as the user's name (an id the list no longer holds as the id), a flag as Yes or No, numbers
 * as JavaScript writes them (no trailing zeros), dates as yyyy-MM-dd; nothing as an empty cell.
 * Numbers are never escaped as formulas (a negative amount stays a number).
 */
function cellSql(field: BulkEditField, value: RawBuilder<unknown>): RawBuilder<unknown> {
  const options = field.options;
  if (options?.kind === 'lookup') return nameOf(options.list, 'value', value);
  if (options?.kind === 'assignable-users') return nameOf('users', 'display_name', value);
  switch (field.type) {
    case 'boolean':
      return sql`case when ${value} then 'Yes' when not ${value} then 'No' end`;
    case 'number':
      return field.whole ? sql`(${value})::text` : sql`trim_scale(${value})::text`;
    case 'date':
      return sql`to_char(${value}, 'YYYY-MM-DD')`;
    default:
      return sql`nullif(${escaped(sql`(${value})::text`)}, '')`;
  }
}

/** The CSV's cells in order: the record's id, its address, each column's text; and for keyset pages, the sort value. */
const csvSelect =
  (columns: readonly BulkEditField[], keyset: boolean): RowSelect =>
  (value, sortValue) => [
    sql`d.id`.as('id'),
    sql`${sql.lit(RECORD_PATH)} || d.id`.as('document_url'),
    ...columns.map((field, i) => cellSql(field, value(field)).as(`c${i}`)),
    ...(keyset ? [sortValue.as(SORT_VALUE)] : []),
  ];

/** A compiled statement with its values written in as literals: COPY takes no parameters. */
function withValuesWritten({ sql: text, parameters }: { sql: string; parameters: readonly unknown[] }): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = parameters[Number(n) - 1];
    if (typeof value === 'string') return pg.escapeLiteral(value);
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'boolean') return String(value);
    if (value === null) return 'null';
    throw new Error(`A value COPY cannot take: ${typeof value}`);
  });
}

const LF = 0x0a;
const QUOTE = 0x22;
const CR = 0x0d;

/**
 * COPY ends each row in LF; the file's rows end in CRLF (RFC 4180, as csv-stringify writes them on
 * PGlite). A line break inside a quoted cell is the cell's own and is kept: a `"` opens or closes
 * a quoted stretch (a doubled `""` closes and opens again), across chunks.
 */
export function crlfRows(): Transform {
  let quoted = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      // At most one CR per byte; copied in stretches between the row ends.
      const out = Buffer.allocUnsafe(chunk.length * 2);
      let written = 0;
      let start = 0;
      let at = 0;
      let quote = chunk.indexOf(QUOTE, 0);
      while (at < chunk.length) {
        if (quoted) {
          if (quote < 0) break;
          quoted = false;
          at = quote + 1;
          quote = chunk.indexOf(QUOTE, at);
          continue;
        }
        const lf = chunk.indexOf(LF, at);
        if (quote >= 0 && (lf < 0 || quote < lf)) {
          quoted = true;
          at = quote + 1;
          quote = chunk.indexOf(QUOTE, at);
          continue;
        }
        if (lf < 0) break;
        written += chunk.copy(out, written, start, lf);
        out[written++] = CR;
        start = at = lf;
        at += 1;
      }
      if (written === 0) return done(null, chunk);
      written += chunk.copy(out, written, start);
      done(null, out.subarray(0, written));
    },
  });
}

/** The export's select as PostgreSQL's COPY runs it: cells as text, in the query's order, values written in. */
export function exportSelectSql(db: Db, query: BulkQuery, scope: RecordScope, { allItems = false } = {}): string {
  const { rowsAfter, columns } = recordsSql(db, query, scope);
  return withValuesWritten(
    rowsAfter(query.sort.direction, null, { select: csvSelect(columns, false), allItems }).compile(),
  );
}

/**
 * From this share of all records on, an export joins every record's first items in one pass
 * (query-records' `allItems`): below it, looking up each record's items reads less.
 */
const ALL_ITEMS_SHARE = 0.3;

type Estimate = { n: number };
type Plan = { 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> };

/**
 * The share of all records a query matches, as PostgreSQL's planner estimates both (no count, so
 * the rows are read while the count runs beside them; 0 before the table's first analysis).
 */
async function estimatedShare(db: Db, matching: ReturnType<typeof recordsSql>['matching']): Promise<number> {
  const all = sql<Estimate>`select reltuples::float8 as n from pg_class where oid = 'document_details'::regclass`;
  const plan = sql<Plan>`explain (format json) ${matching.select(sql`1`.as('one'))}`;
  const [records, planned] = await Promise.all([all.execute(db), plan.execute(db)]);
  const n = records.rows[0]?.n ?? 0;
  const rows = planned.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
  return n > 0 ? rows / n : 0;
}

/** A stalled download gives its connection back after this long (the session setting for a transaction left idle). */
const IDLE_TIMEOUT = '60s';

export async function exportRecords(
  db: Db,
  query: BulkQuery,
  scope: RecordScope,
  { pageSize = EXPORT_PAGE_SIZE }: { pageSize?: number } = {},
): Promise<RecordsExport> {
  const { matching, rowsAfter, columns } = recordsSql(db, query, scope);
  const direction = query.sort.direction;
  const pool = postgresPool(db);
  const total = matching
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
    .then((counted) => Number(counted.total));
  // Answered by whoever awaits it; until then its failure is not left unhandled.
  total.catch(() => undefined);
  const share = pool ? await estimatedShare(db, matching) : 0;

  /** PostgreSQL: COPY of the select in a read-only transaction, without JIT (its compiling took ~0.15 s of 3.5); a COPY stopped midway closes its connection. */
  async function copyRows(pool: pg.Pool, out: Writable): Promise<void> {
    const select = exportSelectSql(db, query, scope, { allItems: share >= ALL_ITEMS_SHARE });
    const client = await pool.connect();
    let failed: Error | undefined = new Error('export stopped');
    try {
      await client.query(
        // Without the statement timeout (DATABASE_STATEMENT_TIMEOUT_MS): the COPY lasts as long as the download does.
        `begin transaction read only; set local idle_in_transaction_session_timeout = '${IDLE_TIMEOUT}'; set local statement_timeout = 0; set local jit = off`,
      );
      await pipeline(client.query(copyTo(`copy (${select}) to stdout with (format csv)`)), crlfRows(), out);
      await client.query('rollback');
      failed = undefined;
    } finally {
      // A connection left inside a COPY cannot be reused: pg closes it, and the server ends the statement.
      client.release(failed);
    }
  }

  /** PGlite: keyset pages, each its own statement, so other callers are served between pages; the next read while this page is written out. */
  async function* keysetRows(): AsyncGenerator<Array<string | number | null>> {
    const select = csvSelect(columns, true);
    const cells = columns.map((_, i) => `c${i}`);
    type Row = Record<string, string | number | null> & { id: number };
    const read = (after: Row | null) =>
      rowsAfter(direction, after && { value: after[SORT_VALUE] as never, id: after.id }, { select })
        .limit(pageSize)
        .execute() as Promise<Row[]>;
    let page = await read(null);
    while (page.length > 0) {
      const next = page.length === pageSize ? read(page[page.length - 1]) : null;
      // Left unread when the client goes: its failure then has nobody to tell.
      next?.catch(() => undefined);
      for (const row of page) yield [row.id, row.document_url, ...cells.map((c) => row[c])];
      page = next ? await next : [];
    }
  }

  return {
    header: headings(columns),
    total,
    writeRows: (out) =>
      pool
        ? copyRows(pool, out)
        : pipeline(
            Readable.from(keysetRows()),
            stringify({ record_delimiter: 'windows', quote_record_delimiter: true }),
            out,
          ),
  };
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
