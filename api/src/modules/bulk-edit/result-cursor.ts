import { bulkEditKey, PG_INT_MAX, readBulkValue, type BulkFilterValue, type BulkSort } from '@rt/domain';
import { badRequest } from '../../http/api-error.ts';
import { catalogueField } from './catalogue-sql.ts';

/**
 * A page's place in the results (keyset paging): the sort value and record id of the row the next
 * page starts after, or the previous page ends before. Opaque to the client: base64url of JSON,
 * bound to the sort it was made for. Its value is checked like a filter's and only ever bound.
 */
export type CursorDirection = 'after' | 'before';
export type ResultCursor = { direction: CursorDirection; value: BulkFilterValue; id: number };

/** Longer than any cursor this API makes: a sort value is at most a stored text (notes: 10,000 characters). */
export const MAX_CURSOR_LENGTH = 20_000;
const MAX_SORT_TEXT = 10_000;

const sortKey = (sort: BulkSort) => `${bulkEditKey(sort)}:${sort.direction}`;

export function encodeCursor(sort: BulkSort, direction: CursorDirection, value: unknown, id: number): string {
  return Buffer.from(JSON.stringify([sortKey(sort), direction, value, id]), 'utf8').toString('base64url');
}

const unreadable = () => badRequest('The cursor is not one this query gave: run the query again', 'cursor');

export function decodeCursor(text: string, sort: BulkSort): ResultCursor {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw unreadable();
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch (error) {
    if (error instanceof SyntaxError) throw unreadable();
    throw error;
  }
  if (!Array.isArray(parts) || parts.length !== 4) throw unreadable();
  const [key, direction, value, id] = parts as unknown[];
  if (typeof key === 'string' && key !== sortKey(sort) && /^[a-z_]+\.[a-z_]+:(asc|desc)$/.test(key))
    throw badRequest('The cursor is of another order of the results: run the query again', 'cursor');
  if (key !== sortKey(sort)) throw unreadable();
  if (direction !== 'after' && direction !== 'before') throw unreadable();
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > PG_INT_MAX) throw unreadable();
  const read = readBulkValue(catalogueField(sort), value, MAX_SORT_TEXT);
  if (!read.ok) throw unreadable();
  return { direction, value: read.value, id };
}
