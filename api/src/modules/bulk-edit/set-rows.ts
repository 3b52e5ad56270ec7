import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

/** The tables whose rows a bulk update (or its undo) writes. */
export type BulkTable = 'document_details' | 'biblios' | 'usages';

/** One row's new values by column; the columns are the catalogue's, never the request's. */
export type RowValues = { id: number; values: Record<string, unknown> };

/** Each column some row names, set on the rows that name it and left as it is on the others. */
function eachRowsOwn(rows: readonly RowValues[]) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row.values)))];
  return columns.map(
    (column) =>
      sql`${sql.ref(column)} = case when s.vals ? ${column} then s.${sql.ref(column)} else t.${sql.ref(column)} end`,
  );
}

/**
 * Writes many rows of one table in one statement, each its own values. Rows that all take the same
 * values (a bulk update's) are one plain UPDATE over their ids; otherwise (an undo's) the rows
 * travel as one JSON list, PostgreSQL reads each row's values by the table's own column types
 * (`jsonb_populate_record`), and a column is set only on the rows that name it. `stamp` adds
 * columns set alike on every row (`updated_by`). A row of the record's table with no values is
 * still written, so its version moves on (the trigger of migration 001). Answers how many rows it
 * wrote.
 */
export async function setRows(
  trx: Db,
  table: BulkTable,
  rows: readonly RowValues[],
  stamp: Record<string, unknown> = {},
): Promise<number> {
  if (rows.length === 0) return 0;
  const stamps = Object.entries(stamp).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  if (stamps.length === 0 && rows.every((row) => Object.keys(row.values).length === 0))
    throw new Error(`setRows(${table}): nothing to set`);
  const same = rows.every((row) => JSON.stringify(row.values) === JSON.stringify(rows[0].values));
  // Every row the same values (a bulk update's): one plain UPDATE over the ids.
  const written = same
    ? await sql`
        update ${sql.table(table)} as t
        set ${sql.join([...Object.entries(rows[0].values).map(([column, value]) => sql`${sql.ref(column)} = ${value}`), ...stamps])}
        where t.id in (${sql.join(rows.map((row) => row.id))})`.execute(trx)
    : await sql`
        update ${sql.table(table)} as t
        set ${sql.join([...eachRowsOwn(rows), ...stamps])}
        from (
          select v.id as target_id, v.vals, p.*
          from jsonb_to_recordset(${JSON.stringify(rows.map((row) => ({ id: row.id, vals: row.values })))}::jsonb)
                 as v(id integer, vals jsonb),
               lateral jsonb_populate_record(null::${sql.table(table)}, v.vals) as p
        ) as s
        where t.id = s.target_id`.execute(trx);
  return Number(written.numAffectedRows ?? 0);
}
