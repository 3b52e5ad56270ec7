import type { Kysely, Selectable } from 'kysely';
import { badRequest, notFound, type Problem } from '../http/api-error.ts';
import type { Field } from '../http/input.ts';
import type { Db } from './connect.ts';
import type { Database } from './types.ts';

/** Tables keyed by an `id` column. */
export type TableWithId = { [T in keyof Database]: Database[T] extends { id: unknown } ? T : never }[keyof Database];

/** The same tables seen without column types, for one generic statement over any of them. */
const loose = (db: Db) => db as unknown as Kysely<Record<string, { id: number }>>;

/** The problem of an id that names no row of the table ('{label} {id} does not exist', on the form's field), or null. */
export async function knownIdProblem(db: Db, table: TableWithId, id: number, spec: Field): Promise<Problem | null> {
  const row = await loose(db).selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  return row ? null : { field: spec.field, message: `${spec.label} ${id} does not exist` };
}

/** Refuses an id that names no row of the table: '{label} {id} does not exist', on the form's field. */
export async function requireKnownId(db: Db, table: TableWithId, id: number, spec: Field): Promise<void> {
  const problem = await knownIdProblem(db, table, id, spec);
  if (problem) throw badRequest(problem.message, spec.field);
}

/**
 * The row a write is about, locked until its transaction ends (so a concurrent write waits rather
 * than works from a stale copy), or 404 '{what} {id} was not found'. Call it with the transaction.
 */
export async function lockRow<T extends TableWithId>(
  trx: Db,
  table: T,
  id: number,
  what: string,
): Promise<Selectable<Database[T]>> {
  const row = await loose(trx)
    .selectFrom(table as string)
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(what, id);
  return row as unknown as Selectable<Database[T]>;
}
