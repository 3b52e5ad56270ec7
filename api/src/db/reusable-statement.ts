import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from './types.ts';

/** Stands in for the n-th argument while the statement is built. */
const SLOT = Symbol('argument');
type Slot = { [SLOT]: number };
const isSlot = (value: unknown): value is Slot => typeof value === 'object' && value !== null && SLOT in value;

/**
 * A hot statement whose text never varies, only its values (mark it with keepPlan too): built and
 * compiled by Kysely on its first call only, then sent with each call's values. Building a statement
 * of many subqueries costs more than the database's work on an indexed record, on every call.
 * `build` must use its arguments as values only (never to choose what to build), since it sees
 * stand-ins for them.
 */
export function reusableStatement<A extends unknown[], R>(
  build: (db: Kysely<Database>, ...args: A) => Compilable<R>,
): (db: Kysely<Database>, ...args: A) => Promise<R[]> {
  let compiled: CompiledQuery | undefined;
  return async (db, ...args) => {
    compiled ??= build(db, ...(args.map((_, i): Slot => ({ [SLOT]: i })) as A)).compile();
    const values = compiled.parameters.map((value) => (isSlot(value) ? args[value[SLOT]] : value));
    const { rows } = await db.executeQuery<R>(CompiledQuery.raw(compiled.sql, values));
    return rows;
  };
}
