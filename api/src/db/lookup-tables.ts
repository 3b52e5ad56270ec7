import { LOOKUP_LISTS, type LookupListName } from '@rt/domain';

/** The simple id/value lookup lists of spec section 3; each is a table of the same shape, named as the list. */
export const LOOKUP_TABLES = LOOKUP_LISTS;

export type LookupTable = LookupListName;

export function isLookupTable(name: string): name is LookupTable {
  return (LOOKUP_TABLES as readonly string[]).includes(name);
}
