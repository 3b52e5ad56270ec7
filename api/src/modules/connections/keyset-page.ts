import { sql, type RawBuilder } from 'kysely';
import { decodeCursor, encodeCursor, type SortKey } from './keyset-cursor.ts';
import { assemblePage, type Page, type PageRequest } from './page-args.ts';

/** One column of a sort key: its SQL, the JSON kind its cursor holds, and the cast back from the cursor's value. */
export type KeyPart = { column: RawBuilder<unknown>; kind: 'number' | 'string'; cast?: 'timestamptz' };

/**
 * A list's order, named in its cursors: rows are compared as a row value, `(updated_at, id) > (…, …)`.
 * A descending list (newest first) reads its first page from the greatest key.
 */
export type Ordering = { name: string; parts: readonly KeyPart[]; descending?: boolean };

type Comparison = '>' | '<' | '>=' | '<=';
const FLIPPED: Record<Comparison, Comparison> = { '>': '<', '<': '>', '>=': '<=', '<=': '>=' };

/** `key op cursor` as one row comparison, which PostgreSQL answers from a b-tree index on the key's columns. */
function compare(ordering: Ordering, op: Comparison, key: SortKey): RawBuilder<boolean> {
  const columns = ordering.parts.map((p) => p.column);
  const values = ordering.parts.map((p, i) => (p.cast ? sql`${key[i]}::${sql.raw(p.cast)}` : sql`${key[i]}`));
  return sql<boolean>`(${sql.join(columns)}) ${sql.raw(op)} (${sql.join(values)})`;
}

/** How a list reads its rows: within these bounds, in this direction of its order, at most `limit`. */
export type ReadRows<R> = (bounds: RawBuilder<boolean>[], direction: 'asc' | 'desc', limit: number) => Promise<R[]>;

/**
 * One page of a list by its sort key, never by OFFSET: `after` and `before` become row comparisons,
 * so a page costs the same at the millionth row as at the first, and a row saved meanwhile neither
 * repeats nor skips another (unless its key moves, which only `updated_at` does).
 */
export async function readKeysetPage<R, T>(options: {
  request: PageRequest;
  ordering: Ordering;
  read: ReadRows<R>;
  /** Whether any row of the list passes this bound (the other side of the cursor a page started from). */
  exists: (bound: RawBuilder<boolean>) => Promise<boolean>;
  keyOf: (row: R) => SortKey;
  node: (row: R) => T;
}): Promise<Page<T>> {
  const { request, ordering } = options;
  const kinds = ordering.parts.map((p) => p.kind);
  const after = request.after === undefined ? undefined : decodeCursor(request.after, ordering.name, kinds, 'after');
  const before =
    request.before === undefined ? undefined : decodeCursor(request.before, ordering.name, kinds, 'before');
  // Written for an ascending list; a descending one compares the other way round.
  const op = (comparison: Comparison) => (ordering.descending ? FLIPPED[comparison] : comparison);
  const bounds = [
    ...(after ? [compare(ordering, op('>'), after)] : []),
    ...(before ? [compare(ordering, op('<'), before)] : []),
  ];
  const forward = request.direction === 'forward';
  const ascending = forward !== Boolean(ordering.descending);
  const rows = await options.read(bounds, ascending ? 'asc' : 'desc', request.size + 1);
  return assemblePage(
    request,
    rows,
    (row) => ({ cursor: encodeCursor(ordering.name, options.keyOf(row)), node: options.node(row) }),
    () => {
      const from = forward ? after : before;
      return from ? options.exists(compare(ordering, op(forward ? '<=' : '>='), from)) : Promise.resolve(false);
    },
  );
}

/** Orders a query by every part of the key, in one direction. */
export const orderColumns = (ordering: Ordering) => ordering.parts.map((p) => p.column);
