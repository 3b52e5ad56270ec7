import { DEMO_ACCOUNTS, ROLE_IDS, type RoleName } from '@rt/domain';
import type { LookupTable } from '../db/lookup-tables.ts';
import type { NewRow, RuleInput, TemplateFieldInput } from './factories.ts';

/**
 * The fixed reference data: roles, the demo users, lookup lists, licence schemes, research templates
 * with their fields and rules, and the AOU list. Ids of lookups are explicit so rules can name them.
 */

export const ROLE_ROWS: NewRow<'roles'>[] = Object.entries(ROLE_IDS)
  .map(([value, id]) => ({ id, value }))
  .sort((a, b) => a.id - b.id);

/** `subject` is the provider's `sub` for the account; the development provider uses the e-mail. */
export type SeedUser = { email: string; display_name: string; role: RoleName; subject?: string };

/** The sign-in accounts the demo and the tests rely on. */
export const DEMO_USERS: readonly SeedUser[] = DEMO_ACCOUNTS.map(({ email, displayName, role }) => ({
  email,
  display_name: displayName,
  role,
}));

/**
 * Accounts that integrators call the API as, with a client-credentials token whose `sub` is the
 * client id of the development provider's client. Read-only: an auditor may not write.
 */
export const SERVICE_ACCOUNTS: readonly SeedUser[] = [
  {
    email: 'integrator@example.org',
    display_name: 'Reporting Integration',
    role: 'External Auditor',
    subject: 'integrator',
  },
];

/** The rest of the research team, loaded at demo scale only. */
export const EXTRA_RESEARCHERS: readonly SeedUser[] = [
  'Priya Sharma',
  "Liam O'Connor",
  'Mei Chen',
  'Jack Thompson',
  'Aroha Ngata',
  'Tom Nguyen',
].map((name) => ({
  email: `${name.toLowerCase().replace(/'/g, '').replace(/ /g, '.')}@example.org`,
  display_name: name,
  role: 'Researcher',
}));

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

const ids = (table: LookupTable, ...values: string[]) => values.map((v) => lookupId(table, v));
const idList = (table: LookupTable, ...values: string[]) => ids(table, ...values).join(',');

export const LICENCE_SCHEMES = [
  'Universities EUS',
  'Universities Hardcopy',
  'Schools Hardcopy',
  'Government Copying',
  'Corporate Licence',
] as const;
export type LicenceSchemeName = (typeof LICENCE_SCHEMES)[number];

export const AOU_ROWS: NewRow<'aou_list'>[] = [
  'Faculty of Arts and Social Sciences',
  'Faculty of Science',
  'Faculty of Medicine and Health',
  'Faculty of Engineering',
  'Business School',
  'Law School',
  'Faculty of Education',
  'Conservatorium of Music',
  'Faculty of Architecture, Design and Planning',
  'School of Nursing and Midwifery',
  'Library Services',
  'Centre for Continuing Education',
  'Faculty of Information Technology',
  'School of Psychology',
  'Research and Innovation Office',
].map((value, index) => ({ id: 101 + index, value }));

// --- Research templates ----------------------------------------------------------------------

type FieldRow = [resource: TemplateFieldInput['resource'], field_name: string, label: string];

const COMMON_FIELDS: readonly FieldRow[] = [
  ['document_detail', 'heldback', 'Heldback'],
  ['document_detail', 'other_information', 'Other Information'],
  ['biblio', 'major_material_type', 'Major Material Type'],
  ['biblio', 'minor_material_type', 'Minor Material Type'],
  ['biblio', 'work_sub_type', 'Work Sub Type'],
  ['biblio', 'isn', 'ISBN/ISSN'],
  ['biblio', 'major_title', 'Title'],
  ['biblio', 'minor_title', 'Chapter / Article Title'],
  ['biblio', 'work_creator', 'Creator'],
  ['biblio', 'source_creators', 'Source Creators'],
  ['biblio', 'publisher', 'Publisher'],
  ['biblio', 'publication_year', 'Year'],
  ['biblio', 'edition', 'Edition'],
  ['biblio', 'volume', 'Volume'],
  ['biblio', 'issue_number', 'Issue Number'],
  ['biblio', 'page_numbers', 'Pages Copied'],
  ['biblio', 'units_copied', 'Units Copied'],
  ['biblio', 'url', 'URL'],
  ['biblio', 'exclusion_condition', 'Exclusion Condition'],
  ['biblio', 'terms_conditions', 'Terms and Conditions'],
  ['biblio', 'recipient', 'Recipient'],
  ['biblio', 'unidentifiable', 'Unidentifiable'],
  ['biblio', 'notes', 'Notes'],
  ['usage', 'copy_type', 'Copy Type'],
  ['usage', 'times_copied', 'Times Copied'],
  ['usage', 'event_date', 'Event Date'],
  ['usage', 'copied_for', 'Copied For'],
];

const UNIVERSITY_FIELDS: readonly FieldRow[] = [
  ['document_detail', 'coursepack', 'Coursepack'],
  ['document_detail', 'powerpoint', 'PowerPoint'],
  ['biblio', 'chapter_numbers', 'Chapter Numbers'],
  ['biblio', 'internet', 'Internet'],
  ['biblio', 'artistic_works', 'Artistic Works'],
];

const SCHOOL_FIELDS: readonly FieldRow[] = [
  ['biblio', 'chapter_numbers', 'Chapter Numbers'],
  ['biblio', 'artistic_works', 'Artistic Works'],
  ['usage', 'aaa_flag', 'AAA'],
  ['usage', 'amcos_flag', 'AMCOS'],
];

const GOVERNMENT_FIELDS: readonly FieldRow[] = [
  ['biblio', 'issue_name', 'Issue Name'],
  ['biblio', 'publication_date', 'Publication Date'],
  ['biblio', 'internet', 'Internet'],
  ['biblio', 'distribution_only', 'Distribution Only'],
  ['usage', 'payment_amount', 'Payment Amount'],
];

const toFields = (...groups: (readonly FieldRow[])[]): TemplateFieldInput[] =>
  groups.flat().map(([resource, field_name, label], index) => ({ resource, field_name, label, sort_order: index + 1 }));

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
const COMMON_RULES: readonly RuleInput[] = [
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

const UNIVERSITY_RULES: readonly RuleInput[] = [
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

const SCHOOL_RULES: readonly RuleInput[] = [
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

const GOVERNMENT_RULES: readonly RuleInput[] = [
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

export type TemplateName = 'University Template' | 'Schools Template' | 'Government Template';

export const TEMPLATES: ReadonlyArray<{ name: TemplateName; fields: TemplateFieldInput[]; rules: RuleInput[] }> = [
  {
    name: 'University Template',
    fields: toFields(COMMON_FIELDS, UNIVERSITY_FIELDS),
    rules: [...COMMON_RULES, ...UNIVERSITY_RULES],
  },
  {
    name: 'Schools Template',
    fields: toFields(COMMON_FIELDS, SCHOOL_FIELDS),
    rules: [...COMMON_RULES, ...SCHOOL_RULES],
  },
  {
    name: 'Government Template',
    fields: toFields(COMMON_FIELDS, GOVERNMENT_FIELDS),
    rules: [...COMMON_RULES, ...GOVERNMENT_RULES],
  },
];
