import { lookupValues } from '../reference-data/lookups.ts';

/** The kinds of work in the catalogue: types, sub-types, years of publication, editions and terms. */

/** Terms and conditions a work may carry: the values of the terms_conditions lookup. */
export const TERMS = lookupValues('terms_conditions');

export const WORK_TYPES = ['Book', 'Journal', 'Newspaper', 'Magazine', 'Website', 'Other'] as const;
export type WorkType = (typeof WORK_TYPES)[number];

export const FICTION_SUB_TYPES = ['Novel', 'Novel', 'Poetry', 'Play', "Children's book", 'Anthology'];
export const SUB_TYPES: Record<WorkType, readonly string[]> = {
  Book: ['Textbook', 'Textbook', 'Non-fiction', 'Reference'],
  Journal: ['Academic journal', 'Academic journal', 'Trade journal'],
  Newspaper: ['Newspaper article'],
  Magazine: ['Magazine article'],
  Website: ['Web page'],
  Other: ['Government report', 'Reference'],
};

/** Years a work of each type was published in. */
export const YEARS: Record<WorkType, readonly [number, number]> = {
  Book: [1950, 2025],
  Journal: [1965, 2022],
  Newspaper: [1990, 2026],
  Magazine: [1990, 2026],
  Website: [2008, 2026],
  Other: [2005, 2025],
};

export const EDITIONS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', 'Revised', 'Australian edition'];
