import type { z } from 'zod';
import { badRequest } from '../../http/api-error.ts';
import { readQueryText, reader, refuse } from '../../http/input.ts';

/** The most a page holds (GitHub's and Shopify's limit); a page asked without a size holds the default. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;

/** A page size in the query: a whole number from 1 to MAX_PAGE_SIZE; absent is undefined. */
const pageSize = (name: string) =>
  reader((value): number | undefined => {
    const given = readQueryText(value, name, 20);
    if (given === undefined) return undefined;
    const size = /^\d+$/.test(given) ? Number(given) : NaN;
    if (!(size >= 1)) return refuse(`${name} must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
    if (size > MAX_PAGE_SIZE) return refuse(`${name} must be at most ${MAX_PAGE_SIZE} (asked for ${given})`);
    return size;
  });

/** A cursor in the query: opaque text; the list decodes it (keyset-cursor.ts). */
const cursorText = (name: string) => reader((value) => readQueryText(value, name, 500));

/** The Relay connection arguments as the query string carries them. */
export const PAGE_QUERY = {
  first: pageSize('first'),
  after: cursorText('after'),
  last: pageSize('last'),
  before: cursorText('before'),
};

export type PageQuery = z.output<z.ZodObject<typeof PAGE_QUERY>>;

/** Which way a page is read, how many rows, and between which cursors. */
export type PageRequest = {
  direction: 'forward' | 'backward';
  size: number;
  after?: string;
  before?: string;
};

/** `first` reads forward, `last` backward from the end (or from `before`); both at once is refused, as GitHub does. */
export function pageRequest(query: PageQuery): PageRequest {
  if (query.first !== undefined && query.last !== undefined) throw badRequest('Give first or last, not both', 'last');
  const backward = query.last !== undefined;
  return {
    direction: backward ? 'backward' : 'forward',
    size: (backward ? query.last : query.first) ?? DEFAULT_PAGE_SIZE,
    after: query.after,
    before: query.before,
  };
}

/** The Relay page info, in the API's snake_case. */
export type PageInfo = {
  has_next_page: boolean;
  has_previous_page: boolean;
  start_cursor: string | null;
  end_cursor: string | null;
};

/** One page of a list: each row with its cursor, in the list's order. */
export type Page<T> = { edges: { cursor: string; node: T }[]; page_info: PageInfo };

/**
 * The page from the rows read: `size + 1` rows asked in the reading direction, the extra one only
 * telling that more follow. `beyond` says whether rows exist on the other side of the cursor the
 * page started from (asked only when the page started from one).
 */
export async function assemblePage<R, T>(
  request: PageRequest,
  rows: R[],
  toEdge: (row: R) => { cursor: string; node: T },
  beyond: () => Promise<boolean>,
): Promise<Page<T>> {
  const more = rows.length > request.size;
  const read = rows.slice(0, request.size);
  if (request.direction === 'backward') read.reverse();
  const edges = read.map(toEdge);
  const startedFrom = request.direction === 'forward' ? request.after : request.before;
  const other = startedFrom !== undefined && (await beyond());
  return {
    edges,
    page_info: {
      has_next_page: request.direction === 'forward' ? more : other,
      has_previous_page: request.direction === 'forward' ? other : more,
      start_cursor: edges[0]?.cursor ?? null,
      end_cursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
