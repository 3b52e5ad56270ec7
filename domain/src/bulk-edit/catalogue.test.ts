import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUSES, PAYMENT_MODELS } from '../status.ts';
import {
  BIBLIO_COLUMNS_SHOWN,
  BULK_EDIT_CATALOGUE,
  BULK_EDIT_RESOURCES,
  findBulkEditField,
  type BulkEditResource,
} from './catalogue.ts';
import { BULK_EDIT_OPERATORS, BULK_EDIT_OPERATORS_BY_TYPE } from './operators.ts';

const names = (resource: BulkEditResource, editable: boolean) =>
  BULK_EDIT_CATALOGUE[resource].filter((f) => f.editable === editable).map((f) => f.field);

describe('the bulk-edit field catalogue (spec section 3)', () => {
  it('has the six resources', () => {
    expect(Object.keys(BULK_EDIT_CATALOGUE)).toEqual([...BULK_EDIT_RESOURCES]);
    expect(BULK_EDIT_RESOURCES).toEqual([
      'document_detail',
      'biblio',
      'usage',
      'location',
      'research_collection',
      'batch',
    ]);
  });

  it("marks editable exactly the fields the spec's brackets say", () => {
    expect(names('document_detail', true).sort()).toEqual(
      ['assigned_user_id', 'status', 'heldback', 'other_information'].sort(),
    );
    expect(names('document_detail', false).sort()).toEqual(
      [
        'coursepack',
        'id',
        'external_reference_id',
        'file_name',
        'original_file_name',
        'powerpoint',
        'total_copies',
      ].sort(),
    );
    expect(names('biblio', false).sort()).toEqual(['id', 'matched_by']);
    // The spec's biblio entity, less its record and active flag.
    expect(BULK_EDIT_CATALOGUE.biblio.map((f) => f.field)).toEqual(
      `id major_title minor_title isn issue_name issue_number volume edition chapter_numbers page_numbers
      publication_year publication_date publisher work_creator source_creators url notes units_copied
      major_material_type minor_material_type work_sub_type terms_conditions exclusion_condition blm blm_status
      payment_model work_id work_status recipient recipient_id parent_recipient_id parent_recipient_name matched_by
      artistic_works distribution_only internet unidentifiable new_work_request should_request_new_work`.split(/\s+/),
    );
    expect(names('usage', true).sort()).toEqual(['copy_type', 'event_date', 'payment_amount', 'times_copied']);
    expect(names('usage', false).sort()).toEqual(['aaa_flag', 'amcos_flag', 'copied_for', 'id']);
    expect(names('location', true).sort()).toEqual(['department_id', 'machine_id']);
    expect(names('location', false).sort()).toEqual(['institute', 'location_name']);
    expect(BULK_EDIT_CATALOGUE.research_collection).toMatchObject([
      { field: 'collection_title', type: 'string', editable: false },
    ]);
    expect(BULK_EDIT_CATALOGUE.batch).toMatchObject([{ field: 'title', type: 'string', editable: false }]);
  });

  it('types the document fields as their columns are', () => {
    const types = Object.fromEntries(BULK_EDIT_CATALOGUE.document_detail.map((f) => [f.field, f.type]));
    expect(types).toEqual({
      id: 'number',
      external_reference_id: 'string',
      status: 'enum',
      assigned_user_id: 'enum',
      heldback: 'boolean',
      other_information: 'string',
      coursepack: 'boolean',
      powerpoint: 'boolean',
      file_name: 'string',
      original_file_name: 'string',
      total_copies: 'number',
    });
    expect(findBulkEditField('document_detail', 'status')?.options).toEqual({
      kind: 'values',
      values: DOCUMENT_STATUSES,
    });
    expect(findBulkEditField('document_detail', 'assigned_user_id')?.options).toEqual({ kind: 'assignable-users' });
  });

  it('types biblio and usage fields: lookups are enums of ids, statuses enums of values, counts whole numbers', () => {
    expect(findBulkEditField('biblio', 'edition')).toMatchObject({
      type: 'enum',
      options: { kind: 'lookup', list: 'edition' },
    });
    expect(findBulkEditField('biblio', 'payment_model')).toMatchObject({
      type: 'enum',
      options: { kind: 'values', values: PAYMENT_MODELS },
    });
    expect(findBulkEditField('biblio', 'publication_year')).toMatchObject({ type: 'number', whole: true });
    expect(findBulkEditField('biblio', 'publication_date')).toMatchObject({ type: 'date' });
    expect(findBulkEditField('biblio', 'blm')).toMatchObject({ type: 'boolean', label: 'BLM' });
    expect(findBulkEditField('usage', 'event_date')).toMatchObject({ type: 'date' });
    expect(findBulkEditField('usage', 'payment_amount')).toMatchObject({ type: 'number' });
    expect(findBulkEditField('usage', 'payment_amount')?.whole).toBeUndefined();
    expect(findBulkEditField('usage', 'copy_type')).toMatchObject({
      type: 'enum',
      options: { kind: 'lookup', list: 'copy_type' },
    });
    expect(findBulkEditField('location', 'machine_id')).toMatchObject({ type: 'number', whole: true });
  });

  it("leaves out the items' own keys: a biblio's record and active flag are not fields to query", () => {
    expect(findBulkEditField('biblio', 'document_detail_id')).toBeUndefined();
    expect(findBulkEditField('biblio', 'active_flag')).toBeUndefined();
    expect(findBulkEditField('usage', 'active_flag')).toBeUndefined();
  });

  it("lists the biblio's identifying fields first: the 18 shown before 'Show more...'", () => {
    expect(BIBLIO_COLUMNS_SHOWN).toBe(18);
    expect(
      BULK_EDIT_CATALOGUE.biblio
        .slice(0, BIBLIO_COLUMNS_SHOWN)
        .map((f) => f.field)
        .slice(0, 4),
    ).toEqual(['id', 'major_title', 'minor_title', 'isn']);
  });

  it('names every field plainly (the API builds its SQL from these names) and labels it', () => {
    for (const field of Object.values(BULK_EDIT_CATALOGUE).flat()) {
      expect(field.field).toMatch(/^[a-z][a-z_]*$/);
      expect(field.label).not.toBe('');
    }
    expect(findBulkEditField('biblio', 'major_title')?.label).toBe('Major title');
  });

  it('finds nothing for names it does not list, including those every object has', () => {
    for (const [resource, field] of [
      ['biblio', 'constructor'],
      ['biblio', '__proto__'],
      ['biblio', 'toString'],
      ['__proto__', 'id'],
      ['biblios', 'major_title'],
      ['biblio', 'Major_Title'],
      ['biblio', 'major_title; drop table biblios'],
      [1, 'id'],
      ['biblio', null],
    ] as const) {
      expect(findBulkEditField(resource, field)).toBeUndefined();
    }
  });

  it('gives every type its operators (spec section 5, numbers and dates: decision 032)', () => {
    expect(BULK_EDIT_OPERATORS_BY_TYPE).toEqual({
      boolean: ['equals', 'not_equals'],
      enum: ['equals', 'not_equals'],
      string: [...BULK_EDIT_OPERATORS],
      number: ['equals', 'not_equals', 'greater_than', 'less_than', 'greater_or_equal', 'less_or_equal'],
      date: ['equals', 'not_equals', 'greater_than', 'less_than', 'greater_or_equal', 'less_or_equal'],
    });
  });
});
