import { describe, expect, it } from 'vitest';
import { diffBulkRow, readBulkUpdateFields } from './read-update.ts';

describe('readBulkUpdateFields', () => {
  it('reads editable fields by their type', () => {
    const read = readBulkUpdateFields([
      { resource: 'biblio', field: 'publisher', value: 'Acme' },
      { resource: 'usage', field: 'times_copied', value: 3 },
      { resource: 'document_detail', field: 'heldback', value: true },
      { resource: 'biblio', field: 'publication_date', value: '2024-02-29' },
    ]);
    expect(read.ok).toBe(true);
    if (read.ok)
      expect(read.value.map((f) => [f.field.field, f.value])).toEqual([
        ['publisher', 'Acme'],
        ['times_copied', 3],
        ['heldback', true],
        ['publication_date', '2024-02-29'],
      ]);
  });

  it('refuses a field that is not editable, unknown, or repeated, naming it', () => {
    expect(readBulkUpdateFields([{ resource: 'biblio', field: 'matched_by', value: 'x' }])).toEqual({
      ok: false,
      message: "'biblio.matched_by' cannot be changed by a bulk update",
      field: 'update_fields.0.field',
    });
    expect(readBulkUpdateFields([{ resource: 'biblio', field: 'nope', value: 'x' }])).toMatchObject({
      ok: false,
      message: "'biblio.nope' is not a field of the bulk-edit catalogue",
    });
    expect(readBulkUpdateFields([{ resource: 'location', field: 'department_id', value: 'x' }])).toMatchObject({
      ok: false,
      message: "'location.department_id' cannot be changed by a bulk update",
    });
    expect(
      readBulkUpdateFields([
        { resource: 'biblio', field: 'publisher', value: 'a' },
        { resource: 'biblio', field: 'publisher', value: 'b' },
      ]),
    ).toMatchObject({ ok: false, field: 'update_fields.1.field' });
    expect(readBulkUpdateFields([{ resource: "x'; drop", field: 'a', value: 1 }])).toMatchObject({
      ok: false,
      message: 'Field 1 needs a resource',
    });
  });

  it('refuses wrong-type values and an empty list', () => {
    expect(readBulkUpdateFields([{ resource: 'usage', field: 'times_copied', value: '3' }])).toMatchObject({
      ok: false,
      message: 'usage.times_copied takes a whole number',
      field: 'update_fields.0.value',
    });
    expect(
      readBulkUpdateFields([{ resource: 'biblio', field: 'publication_date', value: '2023-02-29' }]),
    ).toMatchObject({ ok: false, field: 'update_fields.0.value' });
    expect(readBulkUpdateFields([{ resource: 'document_detail', field: 'status', value: 'bogus' }])).toMatchObject({
      ok: false,
    });
    expect(readBulkUpdateFields([])).toMatchObject({ ok: false, field: 'update_fields' });
  });
});

describe('diffBulkRow', () => {
  it('lists only the fields that change, before -> after', () => {
    const read = readBulkUpdateFields([
      { resource: 'biblio', field: 'publisher', value: 'New' },
      { resource: 'biblio', field: 'publication_year', value: 2020 },
      { resource: 'biblio', field: 'publication_date', value: '2020-01-02' },
    ]);
    if (!read.ok) throw new Error(read.message);
    expect(
      diffBulkRow(
        { publisher: 'Old', publication_year: 2020, publication_date: new Date('2020-01-02T00:00:00Z') },
        read.value,
        7,
      ),
    ).toEqual([{ resource: 'biblio', field: 'publisher', item_id: 7, before: 'Old', after: 'New' }]);
  });
});
