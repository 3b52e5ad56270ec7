import { badRequest } from '../../http/api-error.ts';

/**
 * A cursor is opaque to its caller: base64url of the JSON array [order, ...sort key]. The order's
 * name inside refuses a cursor of another ordering (an `updated_since` cursor given to the plain
 * listing) instead of silently paging from the wrong place.
 */
export type SortKey = readonly (string | number)[];

export function encodeCursor(order: string, key: SortKey): string {
  return Buffer.from(JSON.stringify([order, ...key])).toString('base64url');
}

/** The sort key of `cursor`, which must be of `order` with values of the given kinds; else a 400 naming `field`. */
export function decodeCursor(
  cursor: string,
  order: string,
  kinds: readonly ('number' | 'string')[],
  field: string,
): SortKey {
  const refused = () => badRequest(`${field} is not a cursor of this list (take one from a page's cursors)`, field);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refused();
  }
  if (!Array.isArray(parsed) || parsed[0] !== order || parsed.length !== kinds.length + 1) throw refused();
  const key = parsed.slice(1) as unknown[];
  if (!key.every((value, i) => typeof value === kinds[i])) throw refused();
  return key as SortKey;
}
