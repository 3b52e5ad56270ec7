import { describe, expect, it } from 'vitest';
import { parseConditionValue, parseRuleScalar } from './parse-value.ts';

describe('rule values (spec section 5)', () => {
  it('reads None, empty and null as null', () => {
    expect(parseRuleScalar('None')).toBeNull();
    expect(parseRuleScalar('')).toBeNull();
    expect(parseRuleScalar('   ')).toBeNull();
    expect(parseRuleScalar('null')).toBeNull();
    expect(parseRuleScalar(null)).toBeNull();
  });

  it('reads True and False in any case as booleans', () => {
    expect(parseRuleScalar('True')).toBe(true);
    expect(parseRuleScalar('true')).toBe(true);
    expect(parseRuleScalar('TRUE')).toBe(true);
    expect(parseRuleScalar('False')).toBe(false);
    expect(parseRuleScalar('fAlSe')).toBe(false);
  });

  it('reads integer text as a number and leaves other text as trimmed text', () => {
    expect(parseRuleScalar('17')).toBe(17);
    expect(parseRuleScalar(' -3 ')).toBe(-3);
    expect(parseRuleScalar('12.5')).toBe('12.5');
    expect(parseRuleScalar(' Text ')).toBe('Text');
    expect(parseRuleScalar('Nonesuch')).toBe('Nonesuch');
  });

  it('splits in and not_in on commas, reading each piece as a value', () => {
    expect(parseConditionValue('in', '1, 2,True,None,abc')).toEqual([1, 2, true, null, 'abc']);
    expect(parseConditionValue('not_in', '3')).toEqual([3]);
  });

  it('splits begins_with, not_begins_with and contains on commas into trimmed text', () => {
    expect(parseConditionValue('begins_with', ' 979 , 0')).toEqual(['979', '0']);
    expect(parseConditionValue('not_begins_with', 'True')).toEqual(['True']);
    expect(parseConditionValue('contains', 'Worksheet, Answer key,')).toEqual(['Worksheet', 'Answer key']);
  });

  it('keeps a regex as one trimmed text, commas included', () => {
    expect(parseConditionValue('regex', ' ^[0-9]{1,3}$ ')).toBe('^[0-9]{1,3}$');
  });

  it('reads the value of equals and the comparisons as one value', () => {
    expect(parseConditionValue('equals', '6')).toBe(6);
    expect(parseConditionValue('greater_than', '10')).toBe(10);
    expect(parseConditionValue('not_equals', 'None')).toBeNull();
    expect(parseConditionValue('is_empty', 'ignored')).toBeNull();
  });
});
