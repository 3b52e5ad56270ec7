import { describe, expect, it } from 'vitest';
import { camelCase, camelCaseKeys, snakeCase } from './field-case.ts';
import { BIBLIO_FIELDS, USAGE_FIELDS } from './item-fields.ts';

describe('field names in both spellings (ADR 003)', () => {
  it('turns snake_case into camelCase and back', () => {
    expect(camelCase('should_request_new_work')).toBe('shouldRequestNewWork');
    expect(camelCase('biblios.0.major_title')).toBe('biblios.0.majorTitle');
    expect(snakeCase('aaaFlag')).toBe('aaa_flag');
    for (const field of [...BIBLIO_FIELDS, ...USAGE_FIELDS]) expect(snakeCase(camelCase(field))).toBe(field);
  });

  it('renames the keys of an object and keeps its values', () => {
    expect(camelCaseKeys({ work_id: 'W1', blm: false, units_copied: null })).toEqual({
      workId: 'W1',
      blm: false,
      unitsCopied: null,
    });
  });
});
