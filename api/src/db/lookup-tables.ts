/** The simple id/value lookup lists of spec section 3; each is a table of the same shape. */
export const LOOKUP_TABLES = [
  'edition',
  'exclusion_condition',
  'terms_conditions',
  'major_material_type',
  'minor_material_type',
  'work_sub_type',
  'copy_type',
  'copied_for',
] as const;

export type LookupTable = (typeof LOOKUP_TABLES)[number];

export function isLookupTable(name: string): name is LookupTable {
  return (LOOKUP_TABLES as readonly string[]).includes(name);
}
