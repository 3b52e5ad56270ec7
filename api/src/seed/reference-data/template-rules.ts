import type { RuleInput } from '../factories.ts';
import type { LookupTable } from '../../db/lookup-tables.ts';
import { lookupId } from './lookups.ts';

/** The research rules of the templates: those every template shares, and each kind of survey's own. */

const ids = (table: LookupTable, ...values: string[]) => values.map((v) => lookupId(table, v));
const idList = (table: LookupTable, ...values: string[]) => ids(table, ...values).join(',');

const MAJOR = (value: string) => String(lookupId('major_material_type', value));
const warn = (field: string, message: string) => ({
  field,
  type: 'warn' as const,
  value: null,
  options: null,
  message,
});
const error = (field: string, message: string) => ({
  field,
  type: 'error' as const,
  value: null,
  options: null,
  message,
});
const set = (field: string, value: string, type: 'set' | 'set_disable' = 'set') => ({
  field,
  type,
  value,
  options: null,
  message: null,
});
const restrict = (field: string, options: number[]) => ({
  field,
  type: 'restrict' as const,
  value: null,
  options,
  message: null,
});
const disable = (field: string) => ({ field, type: 'disable' as const, value: null, options: null, message: null });
const when = (field: string, operator: RuleInput['conditions'][number]['operator'], value: string | null) => ({
  field,
  operator,
  value,
});

/** Rules every template shares: material-type defaults and the checks on ISNs, chapters and years. */
export const COMMON_RULES: readonly RuleInput[] = [
  {
    name: 'Websites are internet copies',
    conditions: [when('major_material_type', 'equals', MAJOR('Website'))],
    actions: [
      set('internet', 'true', 'set_disable'),
      set('minor_material_type', String(lookupId('minor_material_type', 'Text'))),
    ],
  },
  {
    name: 'Printed material defaults to text',
    conditions: [
      when(
        'major_material_type',
        'in',
        idList('major_material_type', 'Book', 'Journal', 'Newspaper', 'Magazine', 'Other'),
      ),
    ],
    actions: [set('minor_material_type', String(lookupId('minor_material_type', 'Text')))],
  },
  {
    name: 'Check ISMN',
    conditions: [when('isn', 'begins_with', '979')],
    actions: [warn('isn', 'Check ISMN: numbers starting 979 are usually printed music, not books.')],
  },
  {
    name: 'ISBN-10 entered',
    conditions: [when('isn', 'regex', '^[0-9]{9}[0-9Xx]$')],
    actions: [warn('isn', 'ISBN-10 entered: it will be converted to an ISBN-13 when you leave the field.')],
  },
  {
    name: 'Too many chapters from one book',
    conditions: [when('major_material_type', 'in', MAJOR('Book')), when('units_copied', 'greater_than', '10')],
    actions: [
      error('units_copied', 'More than 10 chapters copied from one book: check the record against the copying limit.'),
    ],
  },
  {
    name: 'Music uses score types',
    conditions: [when('major_material_type', 'equals', MAJOR('Music'))],
    actions: [restrict('minor_material_type', ids('minor_material_type', 'Score', 'Lyrics', 'Text'))],
  },
  {
    name: 'Artistic works',
    conditions: [when('major_material_type', 'equals', MAJOR('Artistic Work'))],
    actions: [
      set('artistic_works', 'true', 'set_disable'),
      restrict(
        'minor_material_type',
        ids('minor_material_type', 'Image', 'Photograph', 'Illustration', 'Cartoon', 'Map'),
      ),
    ],
  },
  {
    name: 'Serials have no edition',
    conditions: [when('major_material_type', 'in', idList('major_material_type', 'Journal', 'Newspaper', 'Magazine'))],
    actions: [disable('edition')],
  },
  {
    name: 'Old publication',
    conditions: [when('publication_year', 'less_than', '1955'), when('publication_year', 'is_not_empty', null)],
    actions: [warn('publication_year', 'Published before 1955: check whether the work is still in copyright.')],
  },
  {
    name: 'Insubstantial portion keeps links',
    conditions: [when('exclusion_condition', 'equals', '17')],
    actions: [warn('exclusion_condition', 'Insubstantial portion: the linked work and recipient are kept.')],
  },
];

export const UNIVERSITY_RULES: readonly RuleInput[] = [
  {
    name: 'Coursepack copy types',
    conditions: [when('copied_for', 'equals', String(lookupId('copied_for', 'Coursepack')))],
    actions: [restrict('copy_type', ids('copy_type', 'Photocopy', 'Print', 'Digital upload'))],
  },
  {
    name: 'Unusual copy type for a university',
    conditions: [when('copy_type', 'not_in', idList('copy_type', 'Photocopy', 'Scan', 'Print', 'Digital upload'))],
    actions: [warn('copy_type', 'Unusual copy type for a university survey: check the source file.')],
  },
];

export const SCHOOL_RULES: readonly RuleInput[] = [
  {
    name: 'Schools copy for classes',
    conditions: [when('copy_type', 'in', idList('copy_type', 'Photocopy', 'Scan', 'Print'))],
    actions: [restrict('copied_for', ids('copied_for', 'Student use', 'Staff use', 'Class set'))],
  },
  {
    name: 'Schools digital copies',
    conditions: [when('copy_type', 'equals', String(lookupId('copy_type', 'Digital upload')))],
    actions: [restrict('copied_for', ids('copied_for', 'Student use', 'Learning management system'))],
  },
  {
    name: 'Large class set',
    conditions: [when('times_copied', 'greater_than', '500')],
    actions: [warn('times_copied', 'More than 500 copies at one school: confirm the class size.')],
  },
  {
    name: 'Worksheets are not copied works',
    conditions: [when('major_title', 'contains', 'Worksheet,Answer key')],
    actions: [
      warn('major_title', 'Worksheets and answer keys are usually made by the school: check for an exclusion.'),
    ],
  },
];

export const GOVERNMENT_RULES: readonly RuleInput[] = [
  {
    name: 'Government reports',
    conditions: [
      when('major_material_type', 'equals', MAJOR('Other')),
      when('publisher', 'contains', 'Government,Department,Commission'),
    ],
    actions: [set('work_sub_type', String(lookupId('work_sub_type', 'Government report')), 'set_disable')],
  },
  {
    name: 'Internal distribution only',
    conditions: [when('copied_for', 'equals', String(lookupId('copied_for', 'Internal distribution')))],
    actions: [set('distribution_only', 'true')],
  },
  {
    name: 'Not a government copy',
    conditions: [when('copied_for', 'not_equals', String(lookupId('copied_for', 'Internal distribution')))],
    actions: [warn('copied_for', 'Government copies are normally made for internal distribution.')],
  },
  {
    name: 'Payment without copies',
    conditions: [when('payment_amount', 'greater_or_equal', '0'), when('times_copied', 'is_empty', null)],
    actions: [error('times_copied', 'Times copied is needed when a payment amount is entered.')],
  },
  {
    name: 'Overseas newspapers',
    conditions: [when('major_material_type', 'equals', MAJOR('Newspaper')), when('isn', 'not_begins_with', '0')],
    actions: [warn('isn', 'Check the ISSN: most Australian newspapers start with 0.')],
  },
  {
    name: 'Small extract',
    conditions: [when('units_copied', 'less_or_equal', '1'), when('major_material_type', 'equals', MAJOR('Book'))],
    actions: [warn('units_copied', 'A single unit from a book: consider the insubstantial portion exclusion.')],
  },
];
