import type { LookupTable } from '../../db/lookup-tables.ts';
import type { NewRow } from '../factories.ts';

/**
 * The lookup lists (editions, exclusions, material types, copy types...). Ids are explicit, so
 * research rules and generated records can name them.
 */

/** Lookup values in id order (id = position + 1); a value in brackets is stored inactive. */
// prettier-ignore
const LOOKUP_VALUES: Record<LookupTable, readonly string[]> = {
  edition: [
    '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th',
    'Revised', 'Australian edition', 'International edition', 'Anniversary edition',
  ],
  exclusion_condition: [
    'Public domain',
    'Creative Commons licence',
    'Open access publication',
    'Licensed directly by rightsholder',
    'Institution owns copyright',
    'Student work',
    'Examination paper',
    'Copied under fair dealing',
    'Advertising material',
    'Blank form or template',
    'Personal correspondence',
    'Unpublished work',
    'Overseas work not represented',
    'Government open licence',
    'Software manual',
    'Illegible copy',
    'Insubstantial portion - keep links',
    'Duplicate record',
  ],
  terms_conditions: [
    'Print only',
    'No digital reproduction',
    'Attribution required',
    'Excluded from schools licence',
    'Embargo 12 months',
    'Non-commercial use only',
  ],
  major_material_type: ['Book', 'Journal', 'Newspaper', 'Magazine', 'Website', 'Other', 'Music', 'Artistic Work'],
  minor_material_type: [
    'Text', 'Image', 'Score', 'Photograph', 'Illustration', 'Diagram', 'Map', 'Chart', 'Lyrics', 'Cartoon',
  ],
  work_sub_type: [
    'Textbook', 'Novel', 'Non-fiction', 'Anthology', 'Reference', 'Academic journal', 'Trade journal',
    'Newspaper article', 'Magazine article', 'Web page', 'Government report', 'Sheet music', 'Poetry', 'Play',
    "Children's book",
  ],
  copy_type: ['Photocopy', 'Scan', 'Print', 'Digital upload', 'Email attachment', 'Projection', '(Fax)'],
  copied_for: [
    'Student use', 'Staff use', 'Coursepack', 'Library reserve', 'Learning management system', 'Class set',
    'Examination', 'Internal distribution',
  ],
};

export const LOOKUP_ROWS = Object.fromEntries(
  Object.entries(LOOKUP_VALUES).map(([table, values]) => [
    table,
    values.map((raw, index) => {
      const inactive = raw.startsWith('(');
      return { id: index + 1, value: inactive ? raw.slice(1, -1) : raw, sort_order: index + 1, active: !inactive };
    }),
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
