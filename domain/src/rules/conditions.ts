import { CONDITION_OPERATORS, parseConditionValue, type RuleScalar } from './parse-value.ts';

/** A field value the rules read: whatever the record holds (text, number, boolean, null). */
export type FieldTest = (value: unknown) => boolean;

const KNOWN_OPERATORS: ReadonlySet<string> = new Set(CONDITION_OPERATORS);

/** Null, undefined and blank text are empty; false and 0 are values. */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

const text = (value: unknown) => String(value).trim().toLowerCase();

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : null;
}

/** Equality as a rule means it: numbers by value, booleans also from 'true'/'false', text ignoring case. */
function equalsScalar(value: unknown, wanted: RuleScalar): boolean {
  if (wanted === null) return isEmptyValue(value);
  if (isEmptyValue(value)) return false;
  if (typeof wanted === 'boolean')
    return value === wanted || (typeof value === 'string' && text(value) === String(wanted));
  if (typeof wanted === 'number') return asNumber(value) === wanted;
  return text(value) === wanted.toLowerCase();
}

/** -1, 0 or 1; null when the two cannot be ordered (an empty field, a null or boolean rule value). */
function compare(value: unknown, wanted: RuleScalar): number | null {
  if (isEmptyValue(value) || wanted === null || typeof wanted === 'boolean') return null;
  const left = asNumber(value);
  const right = asNumber(wanted);
  if (left !== null && right !== null) return Math.sign(left - right);
  if (typeof wanted === 'number') return null;
  const a = text(value);
  const b = wanted.toLowerCase();
  return a < b ? -1 : a > b ? 1 : 0;
}

const never: FieldTest = () => false;

/**
 * A condition compiled once: its value parsed (spec section 5) and its regex built. The negative
 * operators (not_equals, not_in, not_begins_with) match only a field that holds a value: an empty
 * field is caught by is_empty, not by every negative rule at once (ADR 012). A regex that does not
 * compile, or an operator the engine does not know, never matches.
 */
export function compileCondition(operator: string, raw: string | null | undefined): FieldTest {
  if (!KNOWN_OPERATORS.has(operator)) return never;
  const parsed = parseConditionValue(operator, raw);
  const list = Array.isArray(parsed) ? parsed : [parsed];
  const single = Array.isArray(parsed) ? null : parsed;
  const pieces = list.map((p) => String(p).toLowerCase());
  switch (operator) {
    case 'equals':
      return (v) => equalsScalar(v, single);
    case 'not_equals':
      return (v) => !isEmptyValue(v) && !equalsScalar(v, single);
    case 'in':
      return (v) => list.some((w) => equalsScalar(v, w));
    case 'not_in':
      return (v) => !isEmptyValue(v) && !list.some((w) => equalsScalar(v, w));
    case 'begins_with':
      return (v) => !isEmptyValue(v) && pieces.some((p) => text(v).startsWith(p));
    case 'not_begins_with':
      return (v) => !isEmptyValue(v) && !pieces.some((p) => text(v).startsWith(p));
    case 'contains':
      return (v) => !isEmptyValue(v) && pieces.some((p) => text(v).includes(p));
    case 'regex': {
      let pattern: RegExp;
      try {
        pattern = new RegExp(String(single));
      } catch {
        return never;
      }
      return (v) => pattern.test(isEmptyValue(v) ? '' : String(v).trim());
    }
    case 'greater_than':
      return (v) => compare(v, single) === 1;
    case 'less_than':
      return (v) => compare(v, single) === -1;
    case 'greater_or_equal':
      return (v) => (compare(v, single) ?? -1) >= 0;
    case 'less_or_equal':
      return (v) => (compare(v, single) ?? 1) <= 0;
    case 'is_empty':
      return isEmptyValue;
    case 'is_not_empty':
      return (v) => !isEmptyValue(v);
    default:
      return never;
  }
}
