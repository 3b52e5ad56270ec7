import { describe, expect, it } from 'vitest';
import { BULK_EDIT_CATALOGUE, type BulkEditFieldType } from './catalogue.ts';
import { BULK_EDIT_OPERATORS, BULK_EDIT_OPERATORS_BY_TYPE, type BulkEditOperator } from './operators.ts';
import {
  DEFAULT_BULK_SORT,
  MAX_BULK_FILTERS,
  readBulkFilters,
  readBulkQuery,
  readBulkValue,
  type BulkQueryRead,
} from './read-query.ts';

/** A field of each type, with a value of that type. */
const SAMPLES: Record<BulkEditFieldType, { resource: string; field: string; value: unknown }> = {
  boolean: { resource: 'document_detail', field: 'heldback', value: true },
  string: { resource: 'biblio', field: 'publisher', value: 'Penguin' },
  enum: { resource: 'document_detail', field: 'status', value: 'on_hold' },
  number: { resource: 'usage', field: 'times_copied', value: 3 },
  date: { resource: 'usage', field: 'event_date', value: '2026-03-01' },
};

const TYPES = Object.keys(SAMPLES) as BulkEditFieldType[];

const filter = (resource: unknown, field: unknown, op: unknown, value: unknown, extra: object = {}) => ({
  resource,
  field,
  op,
  value,
  ...extra,
});

function refused<T>(read: BulkQueryRead<T>): { message: string; field: string } {
  if (read.ok) throw new Error(`expected a refusal, got ${JSON.stringify(read.value)}`);
  return { message: read.message, field: read.field };
}
function accepted<T>(read: BulkQueryRead<T>): T {
  if (!read.ok) throw new Error(`expected it read, got ${read.message} at ${read.field}`);
  return read.value;
}

describe('bulk query filters', () => {
  describe('every operator with every type', () => {
    const cases = TYPES.flatMap((type) => BULK_EDIT_OPERATORS.map((op) => [type, op] as const));
    it.each(cases)('%s field with %s', (type, op: BulkEditOperator) => {
      const { resource, field, value } = SAMPLES[type];
      const read = readBulkFilters([filter(resource, field, op, value)]);
      if (BULK_EDIT_OPERATORS_BY_TYPE[type].includes(op)) {
        expect(accepted(read)).toEqual([{ resource, field, op, value, type }]);
      } else {
        expect(refused(read).field).toBe('filters.0.op');
        expect(refused(read).message).toMatch(
          new RegExp(`^${resource}\\.${field} is an? \\w+ field and cannot be compared`),
        );
      }
    });
  });

  it('allows exactly the operators of spec section 5 on booleans, strings and enums', () => {
    const allowed = (resource: string, field: string, value: unknown) =>
      BULK_EDIT_OPERATORS.filter((op) => readBulkFilters([filter(resource, field, op, value)]).ok);
    expect(allowed('document_detail', 'coursepack', false)).toEqual(['equals', 'not_equals']);
    expect(allowed('biblio', 'payment_model', 'Notified')).toEqual(['equals', 'not_equals']);
    expect(allowed('usage', 'copy_type', 4)).toEqual(['equals', 'not_equals']);
    expect(allowed('biblio', 'major_title', 'Emu')).toEqual([
      'equals',
      'not_equals',
      'greater_than',
      'less_than',
      'greater_or_equal',
      'less_or_equal',
      'begins_with',
      'ends_with',
      'contains',
    ]);
  });

  it('names the field and operator that is not allowed, and what is', () => {
    expect(refused(readBulkFilters([filter('document_detail', 'heldback', 'contains', true)]))).toEqual({
      message:
        "document_detail.heldback is a boolean field and cannot be compared with 'contains': use equals or does not equal",
      field: 'filters.0.op',
    });
    expect(refused(readBulkFilters([filter('usage', 'event_date', 'begins_with', '2026')]))).toEqual({
      message:
        "usage.event_date is a date field and cannot be compared with 'begins with': use equals, does not equal, greater than, less than, greater or equal or less or equal",
      field: 'filters.0.op',
    });
  });

  it('answers the filters as filter_settings keep them, with the type from the catalogue', () => {
    expect(
      accepted(
        readBulkFilters([
          filter('biblio', 'major_title', 'contains', '  emu  ', { type: 'string' }),
          filter('location', 'machine_id', 'greater_or_equal', 10),
          filter('research_collection', 'collection_title', 'begins_with', 'Uni'),
          filter('batch', 'title', 'ends_with', '2026'),
        ]),
      ),
    ).toEqual([
      { resource: 'biblio', field: 'major_title', op: 'contains', value: 'emu', type: 'string' },
      { resource: 'location', field: 'machine_id', op: 'greater_or_equal', value: 10, type: 'number' },
      {
        resource: 'research_collection',
        field: 'collection_title',
        op: 'begins_with',
        value: 'Uni',
        type: 'string',
      },
      { resource: 'batch', field: 'title', op: 'ends_with', value: '2026', type: 'string' },
    ]);
    expect(accepted(readBulkFilters(undefined))).toEqual([]);
    expect(accepted(readBulkFilters([]))).toEqual([]);
  });

  it('reads no value (null, absent, blank text) with equals as empty and with not_equals as holding a value', () => {
    expect(accepted(readBulkFilters([filter('document_detail', 'assigned_user_id', 'equals', null)]))).toEqual([
      { resource: 'document_detail', field: 'assigned_user_id', op: 'equals', value: null, type: 'enum' },
    ]);
    expect(accepted(readBulkFilters([{ resource: 'usage', field: 'event_date', op: 'not_equals' }]))[0].value).toBe(
      null,
    );
    expect(accepted(readBulkFilters([filter('biblio', 'publisher', 'equals', '   ')]))[0].value).toBe(null);
  });

  it('needs a value for the comparisons and some text for begins with, ends with and contains', () => {
    expect(refused(readBulkFilters([filter('usage', 'times_copied', 'greater_than', null)]))).toEqual({
      message: 'usage.times_copied greater than needs a value',
      field: 'filters.0.value',
    });
    expect(refused(readBulkFilters([filter('biblio', 'publisher', 'contains', ' ')]))).toEqual({
      message: 'biblio.publisher contains needs some text to look for',
      field: 'filters.0.value',
    });
    expect(refused(readBulkFilters([filter('document_detail', 'heldback', 'equals', null)]))).toEqual({
      message: 'document_detail.heldback takes true or false',
      field: 'filters.0.value',
    });
  });

  describe('refuses', () => {
    it('an unknown resource, naming it when it is a name', () => {
      expect(refused(readBulkFilters([filter('users', 'email', 'equals', 'a')]))).toEqual({
        message:
          "'users' is not a resource of the bulk-edit catalogue: use document_detail, biblio, usage, location, research_collection or batch",
        field: 'filters.0.resource',
      });
      expect(refused(readBulkFilters([filter('__proto__', 'id', 'equals', 1)])).field).toBe('filters.0.resource');
      expect(refused(readBulkFilters([filter(undefined, 'id', 'equals', 1)]))).toEqual({
        message: 'Filter 1 needs a resource',
        field: 'filters.0.resource',
      });
    });

    it('an unknown field, naming it when it is a name', () => {
      expect(
        refused(
          readBulkFilters([filter('biblio', 'major_title', 'equals', 'a'), filter('biblio', 'title', 'equals', 'a')]),
        ),
      ).toEqual({ message: "'biblio.title' is not a field of the bulk-edit catalogue", field: 'filters.1.field' });
      expect(refused(readBulkFilters([filter('biblio', 'constructor', 'equals', 'a')]))).toEqual({
        message: "'biblio.constructor' is not a field of the bulk-edit catalogue",
        field: 'filters.0.field',
      });
      // A field of another resource is no field of this one.
      expect(refused(readBulkFilters([filter('usage', 'publisher', 'equals', 'a')])).field).toBe('filters.0.field');
      expect(refused(readBulkFilters([filter('biblio', 7, 'equals', 'a')])).field).toBe('filters.0.field');
      expect(refused(readBulkFilters([filter('biblio', '', 'equals', 'a')])).message).toBe('Filter 1 needs a field');
    });

    it('an unknown operator, and a filter without one', () => {
      expect(refused(readBulkFilters([filter('biblio', 'publisher', 'like', 'a%')]))).toEqual({
        message:
          "'like' is not a filter operator: use equals, not_equals, greater_than, less_than, greater_or_equal, less_or_equal, begins_with, ends_with or contains",
        field: 'filters.0.op',
      });
      expect(refused(readBulkFilters([filter('biblio', 'publisher', 'regex', '.*')])).field).toBe('filters.0.op');
      expect(refused(readBulkFilters([filter('biblio', 'publisher', 'EQUALS', 'a')])).field).toBe('filters.0.op');
      expect(refused(readBulkFilters([filter('biblio', 'publisher', undefined, 'a')]))).toEqual({
        message: 'Filter 1 needs an operator',
        field: 'filters.0.op',
      });
    });

    it('SQL in a field, resource or operator, without repeating it', () => {
      const attempts = [
        filter('biblio', 'major_title; drop table biblios; --', 'equals', 'a'),
        filter('biblio', 'major_title" or 1=1 --', 'equals', 'a'),
        filter('biblio b; select * from users --', 'major_title', 'equals', 'a'),
        filter('biblio', 'major_title', "= 'a' or 1=1 --", 'a'),
        filter('biblio', 'major_title', 'equals) or (1=1', 'a'),
        filter('biblio', '(select password from users)', 'equals', 'a'),
      ];
      for (const attempt of attempts) {
        const { message, field } = refused(readBulkFilters([attempt]));
        expect(field).toMatch(/^filters\.0\.(resource|field|op)$/);
        expect(message).not.toMatch(/drop|select|1=1|"/i);
      }
      expect(refused(readBulkFilters([attempts[0]]))).toEqual({
        message: 'Filter 1 names a field of biblio that is not in the bulk-edit catalogue',
        field: 'filters.0.field',
      });
      expect(refused(readBulkFilters([attempts[3]]))).toEqual({
        message: 'Filter 1 names an operator that is not a filter operator',
        field: 'filters.0.op',
      });
    });

    it('values of the wrong type, naming the field', () => {
      const wrong: Array<[string, string, string, unknown, string]> = [
        ['document_detail', 'heldback', 'equals', 'true', 'document_detail.heldback takes true or false'],
        ['document_detail', 'heldback', 'equals', 1, 'document_detail.heldback takes true or false'],
        ['biblio', 'publisher', 'equals', 42, 'biblio.publisher takes text'],
        ['biblio', 'publisher', 'equals', ['a'], 'biblio.publisher takes text'],
        ['biblio', 'publisher', 'equals', { a: 1 }, 'biblio.publisher takes text'],
        ['biblio', 'publisher', 'equals', 'a\u0000b', 'biblio.publisher must not contain NUL characters'],
        ['biblio', 'publisher', 'contains', 'x'.repeat(501), 'biblio.publisher takes at most 500 characters'],
        [
          'document_detail',
          'status',
          'equals',
          'done',
          'document_detail.status takes one of imported, on_hold, researched or ready_for_research',
        ],
        ['biblio', 'blm_status', 'equals', 'blm', 'biblio.blm_status takes one of BLM, No or BLM Partial'],
        ['usage', 'copy_type', 'equals', '4', 'usage.copy_type takes the id of one of its choices'],
        ['usage', 'copy_type', 'equals', 0, 'usage.copy_type takes the id of one of its choices'],
        ['usage', 'copy_type', 'equals', 2.5, 'usage.copy_type takes the id of one of its choices'],
        [
          'document_detail',
          'assigned_user_id',
          'equals',
          2147483648,
          'document_detail.assigned_user_id takes the id of one of its choices',
        ],
        ['usage', 'times_copied', 'greater_than', '3', 'usage.times_copied takes a whole number'],
        ['usage', 'times_copied', 'greater_than', 1.5, 'usage.times_copied takes a whole number'],
        ['usage', 'times_copied', 'less_than', 2147483648, 'usage.times_copied takes a whole number'],
        ['usage', 'payment_amount', 'less_than', '10.50', 'usage.payment_amount takes a number'],
        ['usage', 'payment_amount', 'less_than', 1e15, 'usage.payment_amount takes a number'],
        ['usage', 'event_date', 'less_than', '2026-02-30', 'usage.event_date takes a date (yyyy-MM-dd)'],
        ['usage', 'event_date', 'less_than', '01-03-2026', 'usage.event_date takes a date (yyyy-MM-dd)'],
        ['usage', 'event_date', 'less_than', '2026-03-01 or 1=1', 'usage.event_date takes a date (yyyy-MM-dd)'],
        ['usage', 'event_date', 'less_than', 20260301, 'usage.event_date takes a date (yyyy-MM-dd)'],
      ];
      for (const [resource, field, op, value, message] of wrong) {
        expect(refused(readBulkFilters([filter(resource, field, op, value)]))).toEqual({
          message,
          field: 'filters.0.value',
        });
      }
    });

    it('a type that is not the field’s own', () => {
      expect(refused(readBulkFilters([filter('biblio', 'units_copied', 'equals', 2, { type: 'string' })]))).toEqual({
        message: 'biblio.units_copied is a number field, not string',
        field: 'filters.0.type',
      });
      expect(refused(readBulkFilters([filter('biblio', 'units_copied', 'equals', 2, { type: 'x y' })])).message).toBe(
        'biblio.units_copied is a number field',
      );
    });

    it('filters that are no list of objects, and too many of them', () => {
      expect(refused(readBulkFilters('status = 1'))).toEqual({ message: 'Filters must be a list', field: 'filters' });
      expect(refused(readBulkFilters({ 0: filter('biblio', 'id', 'equals', 1) })).field).toBe('filters');
      expect(refused(readBulkFilters([null]))).toEqual({
        message: 'Filter 1 must be an object with resource, field, op and value',
        field: 'filters.0',
      });
      expect(refused(readBulkFilters([['biblio', 'id', 'equals', 1]])).field).toBe('filters.0');
      const many = Array.from({ length: MAX_BULK_FILTERS + 1 }, () => filter('biblio', 'id', 'equals', 1));
      expect(refused(readBulkFilters(many)).message).toBe('A query takes at most 50 filters');
    });
  });

  it('keeps SQL-looking text as a value to look for, untouched', () => {
    for (const text of ["'; drop table biblios; --", "x' or '1'='1", '%_\\', 'Robert"); DELETE FROM users;--']) {
      expect(accepted(readBulkFilters([filter('biblio', 'publisher', 'contains', text)]))[0].value).toBe(text.trim());
    }
  });

  it('takes a date with a time after it as its day (spec section 5 sends T00:00:00)', () => {
    expect(accepted(readBulkFilters([filter('usage', 'event_date', 'equals', '2026-03-01T00:00:00')]))[0].value).toBe(
      '2026-03-01',
    );
  });
});

describe('a whole bulk query', () => {
  it('reads filters, columns (each once) and the sort', () => {
    expect(
      accepted(
        readBulkQuery({
          filters: [filter('document_detail', 'status', 'equals', 'researched')],
          columns: [
            { resource: 'document_detail', field: 'external_reference_id' },
            { resource: 'biblio', field: 'major_title' },
            { resource: 'biblio', field: 'major_title' },
          ],
          sort: { resource: 'biblio', field: 'major_title', direction: 'desc' },
        }),
      ),
    ).toEqual({
      filters: [{ resource: 'document_detail', field: 'status', op: 'equals', value: 'researched', type: 'enum' }],
      columns: [
        { resource: 'document_detail', field: 'external_reference_id' },
        { resource: 'biblio', field: 'major_title' },
      ],
      sort: { resource: 'biblio', field: 'major_title', direction: 'desc' },
    });
  });

  it("sorts by the record's id unless told, ascending unless told", () => {
    expect(accepted(readBulkQuery({})).sort).toEqual(DEFAULT_BULK_SORT);
    expect(DEFAULT_BULK_SORT).toEqual({ resource: 'document_detail', field: 'id', direction: 'asc' });
    expect(
      accepted(
        readBulkQuery({
          columns: [{ resource: 'usage', field: 'event_date' }],
          sort: { resource: 'usage', field: 'event_date' },
        }),
      ).sort,
    ).toEqual({ resource: 'usage', field: 'event_date', direction: 'asc' });
    expect(
      accepted(readBulkQuery({ sort: { resource: 'document_detail', field: 'id', direction: 'desc' } })).sort.direction,
    ).toBe('desc');
  });

  it('refuses a sort by a column not chosen, or in another direction', () => {
    expect(refused(readBulkQuery({ sort: { resource: 'biblio', field: 'publisher' } }))).toEqual({
      message: 'Sort by one of the chosen columns: biblio.publisher is not one of them',
      field: 'sort.field',
    });
    expect(
      refused(
        readBulkQuery({
          columns: [{ resource: 'biblio', field: 'publisher' }],
          sort: { resource: 'biblio', field: 'publisher', direction: 'desc; drop table users' },
        }),
      ),
    ).toEqual({ message: "The sort's direction is asc or desc", field: 'sort.direction' });
    expect(refused(readBulkQuery({ sort: 'id desc' })).field).toBe('sort');
    expect(refused(readBulkQuery({ sort: { resource: 'biblio', field: 'id; --' } })).field).toBe('sort.field');
  });

  it('refuses columns it does not know, naming where', () => {
    expect(refused(readBulkQuery({ columns: [{ resource: 'usage', field: 'password' }] }))).toEqual({
      message: "'usage.password' is not a field of the bulk-edit catalogue",
      field: 'columns.0.field',
    });
    expect(refused(readBulkQuery({ columns: ['biblio.major_title'] }))).toEqual({
      message: 'Column 1 must be an object with resource and field',
      field: 'columns.0',
    });
    expect(refused(readBulkQuery({ columns: 'biblio.major_title' })).field).toBe('columns');
    expect(refused(readBulkQuery([])).field).toBe('');
    expect(refused(readBulkQuery('select * from biblios')).message).toBe(
      'The query must be an object with filters and columns',
    );
  });

  it('takes every field of the catalogue as a column', () => {
    const columns = Object.values(BULK_EDIT_CATALOGUE)
      .flat()
      .map(({ resource, field }) => ({ resource, field }));
    expect(accepted(readBulkQuery({ columns })).columns).toEqual(columns);
  });
});

describe('a value of a field', () => {
  it('is read by type, with null for none (as a result row holds it)', () => {
    const [heldback] = BULK_EDIT_CATALOGUE.document_detail.filter((f) => f.field === 'heldback');
    expect(readBulkValue(heldback, false)).toEqual({ ok: true, value: false });
    expect(readBulkValue(heldback, null)).toEqual({ ok: true, value: null });
    expect(readBulkValue(heldback, 'no')).toEqual({
      ok: false,
      message: 'document_detail.heldback takes true or false',
      field: 'value',
    });
  });
});
