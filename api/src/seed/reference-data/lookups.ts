import { LOOKUP_TABLES, type LookupTable } from '../../db/lookup-tables.ts';
import { DEMO_REFERENCE_DATA } from './demo-file.ts';
import type { NewRow } from '../factories.ts';

/**
 * The lookup lists (editions, exclusions, material types, copy types...) of the demo's reference
 * data. Ids are explicit, so research rules and generated records can name them.
 */
export const LOOKUP_ROWS = Object.fromEntries(
  LOOKUP_TABLES.map((table) => [
    table,
    DEMO_REFERENCE_DATA.lookups
      .filter((row) => row.list === table)
      .map(({ id, value, sort_order, active }) => ({ id, value, sort_order: sort_order ?? id, active })),
  ]),
) as Record<LookupTable, NewRow<LookupTable>[]>;

/** The id of a lookup value by its text; a typo stops the seed instead of storing a wrong id. */
export function lookupId(table: LookupTable, value: string): number {
  const found = LOOKUP_ROWS[table].find((row) => row.value === value);
  if (!found) throw new Error(`No ${table} value '${value}'`);
  return found.id;
}

/** The active values of a lookup list, in order. */
export function lookupValues(table: LookupTable): string[] {
  return LOOKUP_ROWS[table].filter((row) => row.active !== false).map((row) => row.value);
}
