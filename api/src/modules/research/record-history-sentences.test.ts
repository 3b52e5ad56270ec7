import { describe, expect, it } from 'vitest';
import { changeSentences, type AuditChange } from './record-history-sentences.ts';

const biblio = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  document_detail_id: 1,
  active_flag: true,
  major_title: 'A Title',
  isn: null,
  edition: null,
  ...fields,
});
const usage = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  document_detail_id: 1,
  active_flag: true,
  times_copied: 1,
  ...fields,
});
const link = (biblio_id: number, usage_id: number, active_flag = true) => ({ biblio_id, usage_id, active_flag });

/** A record as the audit row stores it: the full record, with only what these tests need. */
const record = (fields: Record<string, unknown> = {}) => ({
  id: 1,
  version: 3,
  status: 'ready_for_research',
  assigned_user_id: 5,
  assigned_user: { id: 5, display_name: 'Rita Researcher' },
  notes: null,
  other_information: null,
  updated_at: '2026-01-01T00:00:00.000Z',
  biblios: [biblio(12)],
  usages: [usage(7)],
  biblio_usage: [link(12, 7)],
  ...fields,
});

const save = (before: object, after: object): AuditChange => ({
  action: 'update',
  entity: 'document_detail',
  entity_id: '1',
  before,
  after,
});

describe('changeSentences', () => {
  it("names a status change with both labels and ignores the version's move", () => {
    const before = record();
    const after = record({ status: 'researched', version: 4, updated_at: '2026-01-02T00:00:00.000Z' });
    expect(changeSentences(save(before, after))).toEqual(['Status: Ready for research → Researched']);
  });

  it("names the record's own fields that changed", () => {
    expect(changeSentences(save(record(), record({ notes: 'Checked', other_information: 'x' })))).toEqual([
      'Notes changed',
      'Other information changed',
    ]);
  });

  it('says which biblios and usages were added, changed, made inactive and deleted', () => {
    const before = record({
      biblios: [biblio(12), biblio(13)],
      usages: [usage(7), usage(8)],
      biblio_usage: [link(12, 7), link(13, 8)],
    });
    const after = record({
      biblios: [biblio(12, { major_title: 'Renamed', isn: '9780000000002' }), biblio(14)],
      usages: [usage(7, { active_flag: false })],
      biblio_usage: [link(12, 7), link(14, 7)],
    });
    expect(changeSentences(save(before, after))).toEqual([
      'Biblio 12: major title, ISN changed',
      'Biblio 14 added',
      'Biblio 13 deleted',
      'Usage 7 made inactive',
      'Usage 8 deleted',
      'Biblio 14 linked to usage 7',
    ]);
  });

  it('says which links were made, made inactive and removed between items that stay', () => {
    const before = record({ biblios: [biblio(12), biblio(13)], biblio_usage: [link(12, 7), link(13, 7)] });
    const after = record({ biblios: [biblio(12), biblio(13)], biblio_usage: [link(12, 7, false)] });
    expect(changeSentences(save(before, after))).toEqual([
      'Link of biblio 12 and usage 7 made inactive',
      'Link of biblio 13 and usage 7 removed',
    ]);
    const added = record({ biblios: [biblio(12), biblio(13)], biblio_usage: [link(12, 7), link(13, 7, false)] });
    expect(changeSentences(save(record(), added))).toContain('Biblio 13 linked to usage 7 (inactive)');
  });

  it('says which bulk change wrote the row, or undid one, before what it changed', () => {
    const before = record();
    const changed = record({ notes: 'Bulk', biblios: [biblio(12, { major_title: 'Another Title' })] });
    const bulk = { id: 9, fields: [], batch_id: null, changes: [] };
    expect(changeSentences(save(before, { ...changed, bulk_change: bulk }))).toEqual([
      'Bulk change 9',
      'Notes changed',
      'Biblio 12: major title changed',
    ]);
    const told = { ...save(before, { ...changed, bulk_change: bulk }), bulk_query: "Record Status equals 'on_hold'" };
    expect(changeSentences(told)[0]).toBe("Bulk change 9, query: Record Status equals 'on_hold'");
    expect(changeSentences(save(changed, { ...before, bulk_undo: { bulk_change_id: 9, changes: [] } }))).toEqual([
      'Bulk change 9 undone',
      'Notes changed',
      'Biblio 12: major title changed',
    ]);
  });

  it('says a save that changed nothing', () => {
    expect(changeSentences(save(record(), record({ version: 4 })))).toEqual(['Saved with no changes']);
  });

  it('lists what a new record was created with', () => {
    const created: AuditChange = {
      action: 'create',
      entity: 'document_detail',
      entity_id: '1',
      before: null,
      after: record(),
    };
    expect(changeSentences(created)).toEqual([
      'Record created',
      'Biblio 12 added',
      'Usage 7 added',
      'Biblio 12 linked to usage 7',
    ]);
  });

  it("names Assign Records' assignees", () => {
    const assignment = (before: number | null, after: number | null): AuditChange => ({
      ...save({ assigned_user_id: before }, { assigned_user_id: after }),
      assignee_before: before === null ? null : 'Rita Researcher',
      assignee_after: after === null ? null : 'Sam Second',
    });
    expect(changeSentences(assignment(null, 6))).toEqual(['Assigned to Sam Second']);
    expect(changeSentences(assignment(5, null))).toEqual(['No longer assigned to Rita Researcher']);
    expect(changeSentences(assignment(5, 6))).toEqual(['Assignee: Rita Researcher → Sam Second']);
  });

  it('says which biblio or usage a separate delete removed', () => {
    const deleted = (entity: string, id: string): AuditChange => ({
      action: 'delete',
      entity,
      entity_id: id,
      before: {},
      after: {},
    });
    expect(changeSentences(deleted('biblio', '12'))).toEqual(['Biblio 12 deleted']);
    expect(changeSentences(deleted('usage', '7'))).toEqual(['Usage 7 deleted']);
  });
});
