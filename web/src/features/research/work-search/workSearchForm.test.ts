import { describe, expect, it } from 'vitest';
import {
  EMPTY_FIELDS,
  editField,
  matchedByOf,
  moveHighlight,
  openingCriteria,
  scoreText,
  toCriteria,
} from './workSearchForm.ts';

describe('Work Search form (spec 5)', () => {
  it('typing in ISBN/ISSN clears Title, and typing in Title clears ISBN/ISSN', () => {
    const withTitle = editField(EMPTY_FIELDS, 'title', 'Ecology');
    expect(editField(withTitle, 'isn', '97')).toMatchObject({ isn: '97', title: '' });
    const withIsn = editField({ ...EMPTY_FIELDS, creator: 'Chen' }, 'isn', '9780306406157');
    expect(editField(withIsn, 'title', 'E')).toEqual({ ...EMPTY_FIELDS, creator: 'Chen', title: 'E' });
    expect(editField(withTitle, 'creator', 'Chen')).toMatchObject({ title: 'Ecology', creator: 'Chen' });
  });

  it('sends the given criteria, trimmed, with the work type unless All', () => {
    const fields = { ...EMPTY_FIELDS, title: ' Ecology ', year: '2014' };
    expect(toCriteria(fields, 'All')).toEqual({ title: 'Ecology', year: 2014 });
    expect(toCriteria(fields, 'Journal')).toEqual({ title: 'Ecology', year: 2014, workType: 'Journal' });
  });

  it('a search with no criterion besides the work type is no search', () => {
    expect(toCriteria(EMPTY_FIELDS, 'Book')).toBeNull();
    expect(toCriteria({ ...EMPTY_FIELDS, title: '   ', year: 'abc' }, 'All')).toBeNull();
  });

  it('names how a work was found by the first criterion', () => {
    expect(matchedByOf({ isn: '978', creator: 'Chen' })).toBe('ISN');
    expect(matchedByOf({ title: 'E', creator: 'Chen' })).toBe('Title');
    expect(matchedByOf({ publisher: 'Pearson' })).toBe('Publisher');
    expect(matchedByOf(null)).toBeUndefined();
  });

  it('shows scores as percentages and moves the highlight within the results', () => {
    expect(scoreText(0.874)).toBe('87%');
    expect(moveHighlight(0, 'ArrowDown', 3)).toBe(1);
    expect(moveHighlight(2, 'ArrowDown', 3)).toBe(2);
    expect(moveHighlight(0, 'ArrowUp', 3)).toBe(0);
    expect(moveHighlight(1, 'End', 3)).toBe(2);
    expect(moveHighlight(-1, 'ArrowDown', 0)).toBe(-1);
  });

  it("opens F8's search on the prefilled field, any work type, and none on a blank one", () => {
    expect(openingCriteria({ title: ' Harbour Light ' })).toEqual({ title: 'Harbour Light' });
    expect(openingCriteria({ isn: '978-0' })).toEqual({ isn: '978-0' });
    expect(openingCriteria({ title: '   ' })).toBeNull();
  });
});
