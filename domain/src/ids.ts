/** The largest value of PostgreSQL's integer: every id (and stored count) the product reads must fit it. */
export const PG_INT_MAX = 2_147_483_647;

/**
 * An id written as text (in an address, a query string, a GraphQL ID): plain digits from 1 to
 * PG_INT_MAX, or null. No sign, space, '0x1F', '１' or '1?x=1'.
 */
export function idFromText(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= PG_INT_MAX ? id : null;
}
