import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from './types.ts';

/** Stands in for the n-th argument while the statement is built. */
const SLOT = Symbol('argument');
type Slot = { [SLOT]: number };
const isSlot = (value: unknown): value is Slot => typeof value === 'object' && value !== null && SLOT in value;

/** A statement built once: its text, and its values for each call's arguments. */
export type FixedStatement<A extends unknown[]> = { sql: string; values: (...args: A) => unknown[] };

/**
 * Builds and compiles a statement whose text never varies, only its values: `build` sees stand-ins
 * for its arguments (`arity` of them, by default as many as it declares after `db`), so it must use
 * them as values only (never to choose what to build).
 */
export function fixedStatement<A extends unknown[], R>(
  db: Kysely<Database>,
  build: (db: Kysely<Database>, ...args: A) => Compilable<R>,
  arity = build.length - 1,
): FixedStatement<A> {
  const slots = Array.from({ length: arity }, (_, i): Slot => ({ [SLOT]: i }));
  const { sql, parameters } = build(db, ...(slots as A)).compile();
  return { sql, values: (...args) => parameters.map((value) => (isSlot(value) ? args[value[SLOT]] : value)) };
}

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
  let statement: FixedStatement<A> | undefined;
  return async (db, ...args) => {
    statement ??= fixedStatement(db, build, args.length);
    const { rows } = await db.executeQuery<R>(CompiledQuery.raw(statement.sql, statement.values(...args)));
    return rows;
  };
}
