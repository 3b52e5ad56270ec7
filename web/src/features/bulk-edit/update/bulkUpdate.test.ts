import { describe, expect, it } from 'vitest';
import { findBulkEditField } from '@rt/domain';
import {
  BULK_UPDATE_FIELDS,
  diffRows,
  fieldsText,
  inputKey,
  linkText,
  workLinkOf,
  queryInputOf,
  readEntry,
  ruleSetTexts,
} from './bulkUpdate.ts';

const field = (resource: string, name: string) => findBulkEditField(resource, name)!;

describe('the fields offered', () => {
  it('are the editable ones of the record, its biblios and usages only', () => {
    const keys = BULK_UPDATE_FIELDS.map((f) => `${f.resource}.${f.field}`);
    expect(keys).toContain('document_detail.status');
    expect(keys).toContain('biblio.publisher');
    expect(keys).toContain('usage.copy_type');
    expect(keys).not.toContain('biblio.matched_by');
    expect(keys).not.toContain('usage.copied_for');
    expect(keys.some((k) => k.startsWith('location.'))).toBe(false);
  });
});

describe('a value typed', () => {
  it('is read by its field type; empty is no value', () => {
    expect(readEntry(field('biblio', 'publisher'), 'New Press')).toEqual({ ok: true, value: 'New Press' });
    expect(readEntry(field('biblio', 'publisher'), '')).toEqual({ ok: true, value: null });
    expect(readEntry(field('biblio', 'units_copied'), ' 4 ')).toEqual({ ok: true, value: 4 });
    expect(readEntry(field('usage', 'copy_type'), '3')).toEqual({ ok: true, value: 3 });
    expect(readEntry(field('document_detail', 'heldback'), 'false')).toEqual({ ok: true, value: false });
    expect(readEntry(field('usage', 'event_date'), '2026-11-02')).toEqual({ ok: true, value: '2026-11-02' });
  });

  it('is refused when it does not fit the type', () => {
    expect(readEntry(field('document_detail', 'heldback'), '')).toMatchObject({ ok: false });
    expect(readEntry(field('biblio', 'units_copied'), '2.5')).toMatchObject({ ok: false });
    expect(readEntry(field('biblio', 'units_copied'), 'four')).toMatchObject({ ok: false });
    expect(readEntry(field('usage', 'event_date'), '2026-13-40')).toMatchObject({ ok: false });
  });
});

describe('a change of input', () => {
  it('changes the key a preview is held against', () => {
    const input = { selectedIds: [1, 2], batchId: null, entries: [{ key: 'biblio.publisher', text: 'A' }] };
    expect(inputKey(input)).toBe(inputKey({ ...input }));
    expect(inputKey(input)).not.toBe(inputKey({ ...input, selectedIds: [1] }));
    expect(inputKey(input)).not.toBe(inputKey({ ...input, batchId: 4 }));
    expect(inputKey(input)).not.toBe(inputKey({ ...input, entries: [{ key: 'biblio.publisher', text: 'B' }] }));
    const recipient = { accountObjectId: 'R-1', pseudonymName: 'Ada' };
    expect(inputKey(input)).not.toBe(inputKey({ ...input, link: { recipient } }));
  });
});

describe('the preview', () => {
  const lists = { copy_type: [{ value: '3', label: 'Photocopy' }] };
  const records = [
    {
      id: '12',
      changes: [
        { resource: 'BIBLIO', field: 'publisher', itemId: '40', before: 'Old Press', after: 'New Press' },
        { resource: 'USAGE', field: 'copy_type', itemId: '41', before: null, after: 3 },
        { resource: 'DOCUMENT_DETAIL', field: 'heldback', itemId: null, before: true, after: false },
      ],
      ruleSets: [{ resource: 'BIBLIO', itemId: '40', field: 'isn', value: '978-0' }],
    },
  ];

  it('lists each record, item and field, before and after, as the screen names them', () => {
    expect(diffRows(records, lists)).toEqual([
      { key: '12:0', recordId: '12', where: 'Biblio 40', field: 'Publisher', before: 'Old Press', after: 'New Press' },
      { key: '12:1', recordId: '12', where: 'Usage 41', field: 'Copy type', before: '(empty)', after: 'Photocopy' },
      { key: '12:2', recordId: '12', where: 'Record', field: 'Heldback', before: 'Yes', after: 'No' },
    ]);
  });

  it('says what a rule will set', () => {
    expect(ruleSetTexts(records, lists)).toEqual([
      { recordId: '12', text: 'A rule will set ISN to 978-0 (Biblio 40)' },
    ]);
  });
});

describe("today's bulk changes", () => {
  it('name the fields set and their values', () => {
    const fields = [
      { resource: 'BIBLIO', field: 'publisher', value: 'New Press' },
      { resource: 'DOCUMENT_DETAIL', field: 'heldback', value: false },
    ];
    expect(fieldsText(fields, {})).toBe('Biblio Publisher: New Press; Record Heldback: No');
  });
});

describe('the query kept with the bulk change', () => {
  it('is the query as the input names it, from the API case the screen keeps', () => {
    const ran = {
      filters: [{ resource: 'biblio', field: 'publisher', op: 'equals', value: 'Old Press', type: 'string' }],
      columns: [{ resource: 'document_detail', field: 'status' }],
      sort: { resource: 'document_detail', field: 'id', direction: 'asc' },
      batch_id: [3],
      research_collection_id: [],
    };
    expect(queryInputOf(ran)).toEqual({
      filters: [{ resource: 'BIBLIO', field: 'publisher', op: 'EQUALS', value: 'Old Press', type: 'STRING' }],
      columns: [{ resource: 'DOCUMENT_DETAIL', field: 'status' }],
      sort: { resource: 'DOCUMENT_DETAIL', field: 'id', direction: 'ASC' },
    });
    expect(queryInputOf(null)).toBeNull();
    expect(queryInputOf({ filters: 'x' })).toBeNull();
  });
});

describe('a link from the Work Search modal', () => {
  it('keeps only what linking copies of the chosen work', () => {
    const chosen = {
      __typename: 'Work',
      workId: 'W-1',
      title: 'A Title',
      type: 'Book',
      isn: '978',
      shares: [],
      contributors: [
        { __typename: 'Contributor', sfPseudonymName: 'A Press', type: 'Publisher', sfPseudonymType: 'x' },
      ],
    };
    const link = workLinkOf(chosen);
    expect(link.work).toMatchObject({ workId: 'W-1', title: 'A Title', type: 'Book', isn: '978', url: null });
    expect(link.work).not.toHaveProperty('__typename');
    expect(link.work).not.toHaveProperty('shares');
    expect(link.work!.contributors).toEqual([{ sfPseudonymName: 'A Press', type: 'Publisher' }]);
    expect(linkText(link)).toBe('Work: A Title (W-1)');
    expect(linkText({ recipient: { accountObjectId: 'R-1', pseudonymName: 'Ada' } })).toBe('Recipient: Ada (R-1)');
  });
});
