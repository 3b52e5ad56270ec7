import { BULK_EDIT_CATALOGUE } from '@rt/domain';
import { describe, expect, it } from 'vitest';
import {
  apiQuery,
  changeFilter,
  draftOfSaved,
  emptyDraft,
  filterValue,
  isClean,
  newFilter,
  nextSort,
  runOf,
  type Draft,
} from './bulkQuery.ts';

const field = (resource: keyof typeof BULK_EDIT_CATALOGUE, name: string) =>
  BULK_EDIT_CATALOGUE[resource].find((f) => f.field === name)!;

const draft = (): Draft => ({
  ...emptyDraft(),
  collections: [{ id: '3', title: 'C' }],
  batchIds: ['7'],
  filters: [{ key: 1, resource: 'usage', field: 'times_copied', op: 'greater_than', value: ' 2 ' }],
});

describe('filter values by the field type', () => {
  it('reads booleans, numbers, lookup ids, fixed values and dates; empty is no value', () => {
    expect(filterValue(field('biblio', 'blm'), 'true')).toBe(true);
    expect(filterValue(field('usage', 'times_copied'), '12')).toBe(12);
    expect(filterValue(field('usage', 'copy_type'), '4')).toBe(4);
    expect(filterValue(field('document_detail', 'status'), 'on_hold')).toBe('on_hold');
    expect(filterValue(field('usage', 'event_date'), '2026-01-31')).toBe('2026-01-31');
    expect(filterValue(field('biblio', 'publisher'), '  ')).toBeNull();
    // Not a number: sent as typed, for the server to refuse by name.
    expect(filterValue(field('usage', 'times_copied'), 'x')).toBe('x');
  });
});

describe('filter rows', () => {
  it('keep an operator the new field allows and drop the value of another type', () => {
    const row = { ...newFilter(1, 'biblio'), field: 'publisher', op: 'contains' as const, value: 'Press' };
    expect(changeFilter(row, { field: 'major_title' })).toMatchObject({ op: 'contains', value: 'Press' });
    expect(changeFilter(row, { field: 'blm' })).toMatchObject({ op: 'equals', value: '' });
    expect(changeFilter(row, { resource: 'usage' })).toMatchObject({ resource: 'usage', field: 'id', op: 'equals' });
  });
});

describe('a run', () => {
  it('sends enums in GraphQL case, typed values and the scope; the default sort is none', () => {
    const run = runOf(draft());
    expect(run.query.filters).toEqual([
      { resource: 'USAGE', field: 'times_copied', op: 'GREATER_THAN', value: 2, type: 'NUMBER' },
    ]);
    expect(run.query.columns[0]).toEqual({ resource: 'DOCUMENT_DETAIL', field: 'external_reference_id' });
    expect(run.query.sort).toBeNull();
    expect(run.scope).toEqual({ researchCollectionIds: ['3'], batchIds: ['7'] });
    expect(apiQuery(run)).toMatchObject({
      filters: [{ resource: 'usage', field: 'times_copied', op: 'greater_than', value: 2, type: 'number' }],
      sort: { resource: 'document_detail', field: 'id', direction: 'asc' },
      batch_id: [7],
      research_collection_id: [3],
    });
  });

  it('is clean until anything changes', () => {
    const d = draft();
    const ran = runOf(d);
    expect(isClean(d, null)).toBe(false);
    expect(isClean(d, ran)).toBe(true);
    expect(isClean({ ...d, columns: [...d.columns, 'biblio.isn'] }, ran)).toBe(false);
    expect(isClean({ ...d, filters: [{ ...d.filters[0], value: '3' }] }, ran)).toBe(false);
    expect(isClean({ ...d, batchIds: [] }, ran)).toBe(false);
  });

  it('sorts a heading ascending, then descending', () => {
    expect(nextSort(null, 'biblio.isn')).toEqual({ key: 'biblio.isn', direction: 'asc' });
    expect(nextSort({ key: 'biblio.isn', direction: 'asc' }, 'biblio.isn')).toEqual({
      key: 'biblio.isn',
      direction: 'desc',
    });
    expect(nextSort({ key: 'biblio.isn', direction: 'desc' }, 'biblio.isn').direction).toBe('asc');
  });
});

describe('a saved query', () => {
  it('becomes the draft it was saved from', () => {
    const d = { ...draft(), sort: { key: 'biblio.major_title', direction: 'desc' as const } };
    const run = runOf(d);
    let key = 10;
    const loaded = draftOfSaved(
      {
        batchIds: ['7'],
        researchCollectionIds: ['3'],
        query: {
          filters: run.query.filters,
          columns: run.query.columns,
          sort: run.query.sort!,
        },
      },
      d.collections,
      () => key++,
    );
    expect(runOf(loaded).fingerprint).toBe(run.fingerprint);
    expect(loaded.filters[0]).toMatchObject({ key: 10, value: '2' });
  });

  it('with the default sort has none chosen', () => {
    const loaded = draftOfSaved(
      {
        batchIds: [],
        researchCollectionIds: ['3'],
        query: { filters: [], columns: [], sort: { resource: 'DOCUMENT_DETAIL', field: 'id', direction: 'ASC' } },
      },
      [{ id: '3', title: 'C' }],
      () => 1,
    );
    expect(loaded.sort).toBeNull();
  });
});
