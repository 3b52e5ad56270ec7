import { describe, expect, it } from 'vitest';
import {
  BATCH_PERIODS,
  BATCH_STATUSES,
  batchTitle,
  DOCUMENT_STATUSES,
  enumName,
  GRAPHQL_ENUM_VALUES,
  GRAPHQL_ENUMS,
  statusLabel,
  storedValue,
} from './status.ts';
import { toDisplayDate } from './dates.ts';

describe('labels', () => {
  it('shows a status with spaces for underscores and a capital first letter', () => {
    expect(statusLabel('ready_for_research')).toBe('Ready for research');
    expect(statusLabel('on_hold')).toBe('On hold');
    expect(statusLabel(null)).toBe('-');
  });

  it('titles a batch by period and number', () => {
    expect(batchTitle('Quarter', '3')).toBe('Quarter 3');
  });

  it('shows dates as dd-MM-yyyy and nothing for a missing one', () => {
    expect(toDisplayDate('2025-03-07')).toBe('07-03-2025');
    expect(toDisplayDate('2025-03-07T00:00:00')).toBe('07-03-2025');
    expect(toDisplayDate(null)).toBe('');
  });
});

describe('closed sets as GraphQL enums', () => {
  it('names a stored word in capitals with underscores, and finds the word again', () => {
    expect(enumName('ready_for_research')).toBe('READY_FOR_RESEARCH');
    expect(enumName('Calendar Year')).toBe('CALENDAR_YEAR');
    expect(storedValue(BATCH_PERIODS, 'CALENDAR_YEAR')).toBe('Calendar Year');
    expect(storedValue(DOCUMENT_STATUSES, 'ON_HOLD')).toBe('on_hold');
  });

  it('refuses a name outside the set rather than guessing', () => {
    expect(() => storedValue(BATCH_STATUSES, 'OPEN' as never)).toThrow('OPEN names none of unlocked, locked');
  });

  it('maps every enum name to its stored word, one to one', () => {
    for (const [name, values] of Object.entries(GRAPHQL_ENUMS)) {
      const mapping = GRAPHQL_ENUM_VALUES[name as keyof typeof GRAPHQL_ENUMS];
      expect(Object.values(mapping).sort()).toEqual([...values].sort());
      for (const [enumValue, word] of Object.entries(mapping)) expect(enumName(word)).toBe(enumValue);
    }
  });
});
