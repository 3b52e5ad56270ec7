/**
 * Rule values as stored are text (spec section 5): None, empty and null become null; True/False
 * (any case) become booleans; integer text becomes a number. For in, not_in, begins_with,
 * not_begins_with and contains the value is split on commas; for begins_with, not_begins_with,
 * contains and regex the text stays a trimmed string.
 */

export const CONDITION_OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'begins_with',
  'not_begins_with',
  'contains',
  'regex',
  'greater_than',
  'less_than',
  'greater_or_equal',
  'less_or_equal',
  'is_empty',
  'is_not_empty',
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export type RuleScalar = string | number | boolean | null;

/** One value: None, empty and null → null; true/false in any case → boolean; integer text → number. */
export function parseRuleScalar(raw: string | null | undefined): RuleScalar {
  const text = (raw ?? '').trim();
  if (text === '' || text === 'None' || text === 'null') return null;
  const lower = text.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (/^-?\d+$/.test(text)) return Number(text);
  return text;
}

const SPLIT_OPERATORS: ReadonlySet<string> = new Set(['in', 'not_in', 'begins_with', 'not_begins_with', 'contains']);
const TEXT_OPERATORS: ReadonlySet<string> = new Set(['begins_with', 'not_begins_with', 'contains', 'regex']);

/**
 * A condition's value as its operator reads it: a list for the comma operators (text pieces for
 * begins_with, not_begins_with and contains, whose empty pieces are dropped so they never match
 * everything), one trimmed text for regex, one scalar otherwise, null for is_empty / is_not_empty.
 */
export function parseConditionValue(operator: string, raw: string | null | undefined): RuleScalar | RuleScalar[] {
  if (operator === 'is_empty' || operator === 'is_not_empty') return null;
  const text = raw ?? '';
  if (SPLIT_OPERATORS.has(operator)) {
    const pieces = text.split(',');
    return TEXT_OPERATORS.has(operator)
      ? pieces.map((p) => p.trim()).filter((p) => p !== '')
      : pieces.map((p) => parseRuleScalar(p));
  }
  if (TEXT_OPERATORS.has(operator)) return text.trim();
  return parseRuleScalar(text);
}
