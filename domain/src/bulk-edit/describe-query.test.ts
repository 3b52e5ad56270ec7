import { describe, expect, it } from 'vitest';
import { describeBulkQuery } from './describe-query.ts';

describe("a bulk query in words (a record's history)", () => {
  it('names each filter by its resource, label, operator and value', () => {
    expect(
      describeBulkQuery({
        filters: [
          { resource: 'document_detail', field: 'status', op: 'equals', value: 'on_hold', type: 'enum' },
          { resource: 'biblio', field: 'publisher', op: 'contains', value: 'Acme', type: 'string' },
          { resource: 'document_detail', field: 'heldback', op: 'not_equals', value: true, type: 'boolean' },
          { resource: 'usage', field: 'times_copied', op: 'greater_than', value: 40, type: 'number' },
        ],
      }),
    ).toBe(
      "Record Status equals 'on_hold'; Biblio Publisher contains 'Acme'; Record Heldback does not equal Yes; Usage Times copied greater than 40",
    );
  });

  it('says empty and filled for a missing value, and a choice by its name where known', () => {
    expect(
      describeBulkQuery(
        {
          filters: [
            { resource: 'biblio', field: 'isn', op: 'equals', value: null, type: 'string' },
            { resource: 'usage', field: 'copy_type', op: 'equals', value: 3, type: 'enum' },
          ],
        },
        (filter) => (filter.field === 'copy_type' ? 'Photocopy' : undefined),
      ),
    ).toBe("Biblio ISN is empty; Usage Copy type equals 'Photocopy'");
  });

  it('says when there is no filter', () => {
    expect(describeBulkQuery({ filters: [] })).toBe('every record of the batches and collections chosen');
  });
});
