import { describe, expect, it } from 'vitest';
import { compileCondition } from './conditions.ts';

const matches = (operator: string, value: string | null, field: unknown) => compileCondition(operator, value)(field);

describe('rule condition operators', () => {
  it('equals compares numbers by value, booleans and text ignoring case', () => {
    expect(matches('equals', '5', 5)).toBe(true);
    expect(matches('equals', '5', '5')).toBe(true);
    expect(matches('equals', '5', 6)).toBe(false);
    expect(matches('equals', 'True', true)).toBe(true);
    expect(matches('equals', 'false', true)).toBe(false);
    expect(matches('equals', 'Book', 'book ')).toBe(true);
    expect(matches('equals', 'None', null)).toBe(true);
    expect(matches('equals', 'None', 'x')).toBe(false);
  });

  it('not_equals matches a different value but not an empty field', () => {
    expect(matches('not_equals', '8', 3)).toBe(true);
    expect(matches('not_equals', '8', 8)).toBe(false);
    expect(matches('not_equals', '8', null)).toBe(false);
  });

  it('in and not_in test the comma list', () => {
    expect(matches('in', '1,2,5', 2)).toBe(true);
    expect(matches('in', '1,2,5', 3)).toBe(false);
    expect(matches('in', '1,None', null)).toBe(true);
    expect(matches('not_in', '1,2,5', 3)).toBe(true);
    expect(matches('not_in', '1,2,5', 5)).toBe(false);
    expect(matches('not_in', '1,2,5', null)).toBe(false);
  });

  it('begins_with and not_begins_with test each prefix', () => {
    expect(matches('begins_with', '979', '9790001')).toBe(true);
    expect(matches('begins_with', '978,979', '9791234')).toBe(true);
    expect(matches('begins_with', '979', '9780001')).toBe(false);
    expect(matches('begins_with', '979', null)).toBe(false);
    expect(matches('not_begins_with', '0', '1234-5678')).toBe(true);
    expect(matches('not_begins_with', '0', '0312-6315')).toBe(false);
    expect(matches('not_begins_with', '0', '')).toBe(false);
  });

  it('contains finds any piece inside the text, ignoring case', () => {
    expect(matches('contains', 'Worksheet,Answer key', 'Year 7 worksheets')).toBe(true);
    expect(matches('contains', 'Worksheet,Answer key', 'Maths ANSWER KEY')).toBe(true);
    expect(matches('contains', 'Worksheet,Answer key', 'Algebra')).toBe(false);
    expect(matches('contains', 'Worksheet', null)).toBe(false);
  });

  it('regex tests the trimmed field text, and a bad regex never matches', () => {
    expect(matches('regex', '^[0-9]{9}[0-9Xx]$', '014044926X')).toBe(true);
    expect(matches('regex', '^[0-9]{9}[0-9Xx]$', '9780140449266')).toBe(false);
    expect(matches('regex', '^[0-9]{3}$', 123)).toBe(true);
    expect(matches('regex', '([', 'anything')).toBe(false);
    expect(matches('regex', '([', '([')).toBe(false);
  });

  it('compares numbers as numbers and text as text; an empty field compares to nothing', () => {
    expect(matches('greater_than', '10', 11)).toBe(true);
    expect(matches('greater_than', '10', '9')).toBe(false);
    expect(matches('greater_than', '10', 10)).toBe(false);
    expect(matches('greater_than', '10', null)).toBe(false);
    expect(matches('less_than', '1955', 1954)).toBe(true);
    expect(matches('less_than', '1955', 1955)).toBe(false);
    expect(matches('less_than', '1955', '')).toBe(false);
    expect(matches('greater_or_equal', '0', 0)).toBe(true);
    expect(matches('greater_or_equal', '0', -1)).toBe(false);
    expect(matches('greater_or_equal', '0', null)).toBe(false);
    expect(matches('less_or_equal', '1', 1)).toBe(true);
    expect(matches('less_or_equal', '1', 2)).toBe(false);
    expect(matches('less_or_equal', '1', null)).toBe(false);
    expect(matches('greater_than', '2024-01-01', '2024-06-30')).toBe(true);
    expect(matches('less_than', '2024-01-01', '2023-12-31')).toBe(true);
  });

  it('is_empty and is_not_empty: blank text is empty, false and 0 are values', () => {
    expect(matches('is_empty', null, null)).toBe(true);
    expect(matches('is_empty', null, '  ')).toBe(true);
    expect(matches('is_empty', null, 0)).toBe(false);
    expect(matches('is_empty', null, false)).toBe(false);
    expect(matches('is_not_empty', null, 'x')).toBe(true);
    expect(matches('is_not_empty', null, undefined)).toBe(false);
  });

  it('an unknown operator never matches', () => {
    expect(matches('sounds_like', 'x', 'x')).toBe(false);
  });
});
