import type { BulkEditFieldType } from './catalogue.ts';

/** A bulk query's filter operators, by the names the rules engine already uses for the same tests. */
export const BULK_EDIT_OPERATORS = [
  'equals',
  'not_equals',
  'greater_than',
  'less_than',
  'greater_or_equal',
  'less_or_equal',
  'begins_with',
  'ends_with',
  'contains',
] as const;
export type BulkEditOperator = (typeof BULK_EDIT_OPERATORS)[number];

export const BULK_EDIT_OPERATOR_LABELS: Readonly<Record<BulkEditOperator, string>> = {
  equals: 'equals',
  not_equals: 'does not equal',
  greater_than: 'greater than',
  less_than: 'less than',
  greater_or_equal: 'greater or equal',
  less_or_equal: 'less or equal',
  begins_with: 'begins with',
  ends_with: 'ends with',
  contains: 'contains',
};

const EQUALITY: readonly BulkEditOperator[] = ['equals', 'not_equals'];
const ORDER: readonly BulkEditOperator[] = [
  ...EQUALITY,
  'greater_than',
  'less_than',
  'greater_or_equal',
  'less_or_equal',
];

/**
 * The operators each type allows. Spec section 5: equals and does-not-equal for boolean, string and
 * enum; greater than, less than, greater or equal, less or equal, begins with, ends with and contains
 * for strings only. The spec names no operators for numbers and dates; they get equality and the
 * four comparisons (docs/decisions/032): a range of event dates or copies is the question a filter on
 * them asks, and text operators on them would compare digits as text.
 */
export const BULK_EDIT_OPERATORS_BY_TYPE: Readonly<Record<BulkEditFieldType, readonly BulkEditOperator[]>> = {
  boolean: EQUALITY,
  enum: EQUALITY,
  string: BULK_EDIT_OPERATORS,
  number: ORDER,
  date: ORDER,
};

/** Operators whose value is a piece of text to look for: it cannot be empty. */
export const BULK_EDIT_TEXT_OPERATORS: readonly BulkEditOperator[] = ['begins_with', 'ends_with', 'contains'];

export function isBulkEditOperator(name: unknown): name is BulkEditOperator {
  return typeof name === 'string' && (BULK_EDIT_OPERATORS as readonly string[]).includes(name);
}
