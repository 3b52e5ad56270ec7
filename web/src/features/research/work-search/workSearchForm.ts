/**
 * The Work Search form's rules (spec sections 2 and 5), apart from the screen so they are tested
 * on their own: the criteria, the ISBN/ISSN–Title exclusion, what a search sends and what it
 * means for the researcher's choice (matched_by).
 */

import type { WorkSearchCriteria as DomainWorkSearchCriteria } from '@rt/domain';

export const WORK_TYPE_FILTERS = ['All', 'Book', 'Journal', 'Newspaper', 'Magazine', 'Website', 'Other'] as const;
export type WorkTypeFilter = (typeof WORK_TYPE_FILTERS)[number];

export const ACCOUNT_PROFILE_FILTERS = ['All', 'Author', 'Visual Artist', 'Surveyor'] as const;
export type AccountProfileFilter = (typeof ACCOUNT_PROFILE_FILTERS)[number];

export type WorkSearchFields = { isn: string; title: string; creator: string; publisher: string; year: string };
export type WorkSearchField = keyof WorkSearchFields;

export const EMPTY_FIELDS: WorkSearchFields = { isn: '', title: '', creator: '', publisher: '', year: '' };

export const FIELD_LABELS: Record<WorkSearchField, string> = {
  isn: 'ISBN/ISSN',
  title: 'Title',
  creator: 'Creator',
  publisher: 'Publisher',
  year: 'Year',
};

/** Typing in ISBN/ISSN clears Title, and typing in Title clears ISBN/ISSN (spec 5). */
export function editField(fields: WorkSearchFields, field: WorkSearchField, value: string): WorkSearchFields {
  const next = { ...fields, [field]: value };
  if (field === 'isn') next.title = '';
  if (field === 'title') next.isn = '';
  return next;
}

/** The modal searches by its fields and filter; contributions are the recipient panel's own search. */
export type WorkSearchCriteria = Omit<DomainWorkSearchCriteria, 'accountObjectId'>;

/**
 * What Search Work sends, or null when no criterion besides the work type is given: such a
 * search resets the modal to its default state (spec 5). A year that is no whole number counts
 * as not given.
 */
export function toCriteria(fields: WorkSearchFields, workType: WorkTypeFilter): WorkSearchCriteria | null {
  const criteria: WorkSearchCriteria = {};
  for (const field of ['isn', 'title', 'creator', 'publisher'] as const) {
    const text = fields[field].trim();
    if (text) criteria[field] = text;
  }
  const year = fields.year.trim();
  if (/^\d{1,4}$/.test(year) && Number(year) > 0) criteria.year = Number(year);
  if (Object.keys(criteria).length === 0) return null;
  return workType === 'All' ? criteria : { ...criteria, workType };
}

/** The search the Work Search opens with on prefilled fields (F8's title or ISN), any work type. */
export function openingCriteria(fields: Partial<WorkSearchFields>): WorkSearchCriteria | null {
  return toCriteria({ ...EMPTY_FIELDS, ...fields }, 'All');
}

/** How a work chosen from this search was found, for the biblio's matched_by: its first criterion. */
export function matchedByOf(criteria: WorkSearchCriteria | null): string | undefined {
  if (!criteria) return undefined;
  if (criteria.isn) return 'ISN';
  if (criteria.title) return 'Title';
  if (criteria.creator) return 'Creator';
  if (criteria.publisher) return 'Publisher';
  return criteria.year ? 'Year' : undefined;
}

/** A score of 0 to 1 as the researcher reads it: '87%'. */
export const scoreText = (score: number): string => `${Math.round(score * 100)}%`;

/** The next highlighted row when an arrow key moves through `count` results (no wrap-around). */
export function moveHighlight(current: number, key: 'ArrowUp' | 'ArrowDown' | 'Home' | 'End', count: number): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(current + 1, count - 1);
    case 'ArrowUp':
      return Math.max(current - 1, 0);
    case 'Home':
      return 0;
    default:
      return count - 1;
  }
}
