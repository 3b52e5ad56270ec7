import type { TemplateFieldInput } from '../factories.ts';

/** The fields of the research templates: those every template shows, and each kind of survey's own. */

export type FieldRow = [resource: TemplateFieldInput['resource'], field_name: string, label: string];

export const COMMON_FIELDS: readonly FieldRow[] = [
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

export const UNIVERSITY_FIELDS: readonly FieldRow[] = [
  ['document_detail', 'coursepack', 'Coursepack'],
  ['document_detail', 'powerpoint', 'PowerPoint'],
  ['biblio', 'chapter_numbers', 'Chapter Numbers'],
  ['biblio', 'internet', 'Internet'],
  ['biblio', 'artistic_works', 'Artistic Works'],
];

export const SCHOOL_FIELDS: readonly FieldRow[] = [
  ['biblio', 'chapter_numbers', 'Chapter Numbers'],
  ['biblio', 'artistic_works', 'Artistic Works'],
  ['usage', 'aaa_flag', 'AAA'],
  ['usage', 'amcos_flag', 'AMCOS'],
];

export const GOVERNMENT_FIELDS: readonly FieldRow[] = [
  ['biblio', 'issue_name', 'Issue Name'],
  ['biblio', 'publication_date', 'Publication Date'],
  ['biblio', 'internet', 'Internet'],
  ['biblio', 'distribution_only', 'Distribution Only'],
  ['usage', 'payment_amount', 'Payment Amount'],
];

export const toFields = (...groups: (readonly FieldRow[])[]): TemplateFieldInput[] =>
  groups.flat().map(([resource, field_name, label], index) => ({ resource, field_name, label, sort_order: index + 1 }));
