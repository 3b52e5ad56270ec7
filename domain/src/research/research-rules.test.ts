import { describe, expect, it } from 'vitest';
import {
  RESEARCH_MESSAGES as M,
  activeLinkCounts,
  biblioDeletionRefusal,
  checkRecordLinks,
  conflictMessage,
  newBiblioDefaults,
  newUsageDefaults,
  newWorkRequestRefusal,
  parseEventDate,
  saveMessage,
  toEventDateParam,
  unlinkRefusal,
  usageDeletionRefusal,
  type RecordShape,
} from './index.ts';

const item = (key: string, active_flag = true) => ({ key, active_flag });
const link = (biblio_key: string, usage_key: string, active_flag = true) => ({ biblio_key, usage_key, active_flag });

/** Biblios b1, b2; usages u1, u2; b1–u1, b2–u1, b2–u2 active. */
const shape: RecordShape = {
  biblios: [item('b1'), item('b2')],
  usages: [item('u1'), item('u2')],
  links: [link('b1', 'u1'), link('b2', 'u1'), link('b2', 'u2')],
};

describe('record link rules', () => {
  it('accepts a record whose active items are all linked', () => {
    expect(checkRecordLinks(shape)).toBeNull();
  });

  it('needs at least one biblio', () => {
    expect(checkRecordLinks({ biblios: [], usages: [], links: [] })).toEqual({
      message: M.atLeastOneBiblio,
      field: 'biblios',
    });
  });

  it('needs every active usage linked to an active biblio', () => {
    const unlinked = { ...shape, links: [link('b1', 'u1'), link('b2', 'u1'), link('b2', 'u2', false)] };
    expect(checkRecordLinks(unlinked)).toEqual({
      message: 'Active Usage should have atleast one biblio linked.',
      field: 'usages.1',
    });
    // A link to an inactive biblio does not count.
    const toInactive = {
      ...shape,
      biblios: [item('b1'), item('b2', false)],
      links: [link('b1', 'u1'), link('b2', 'u2')],
    };
    expect(checkRecordLinks(toInactive)?.message).toBe(M.usageNeedsBiblio);
  });

  it('needs every active biblio linked to an active usage', () => {
    const bare = { ...shape, biblios: [...shape.biblios, item('new-1')] };
    expect(checkRecordLinks(bare)).toEqual({
      message: 'Active Biblio should have atleast one usage linked.',
      field: 'biblios.2',
    });
    // An inactive biblio needs no link.
    expect(checkRecordLinks({ ...shape, biblios: [...shape.biblios, item('new-1', false)] })).toBeNull();
  });

  it('counts active links to active items', () => {
    expect(activeLinkCounts(shape, 'biblio')).toEqual(
      new Map([
        ['b1', 1],
        ['b2', 2],
      ]),
    );
    expect(activeLinkCounts(shape, 'usage')).toEqual(
      new Map([
        ['u1', 2],
        ['u2', 1],
      ]),
    );
  });

  it('refuses to unlink an item with one link or none', () => {
    expect(unlinkRefusal('biblio', 1)).toBe('Biblio cannot be in inactive state, instead of unlinking delete biblio.');
    expect(unlinkRefusal('usage', 0)).toBe('Usage cannot be in inactive state, instead of unlinking delete Usage.');
    expect(unlinkRefusal('usage', 2)).toBeNull();
  });
});

describe('deleting biblios and usages', () => {
  it('never deletes the last biblio', () => {
    expect(
      biblioDeletionRefusal({ biblios: [item('b1')], usages: [item('u1')], links: [link('b1', 'u1')] }, 'b1'),
    ).toBe('Document should have atleast one biblio.');
  });

  it('refuses a biblio that is a usage’s only active biblio, allows one that is not', () => {
    expect(biblioDeletionRefusal(shape, 'b2')).toBe(M.usageNeedsBiblio); // u2 has only b2
    expect(biblioDeletionRefusal(shape, 'b1')).toBeNull(); // u1 keeps b2
  });

  it('refuses a usage that is a biblio’s only active usage, allows one that is not', () => {
    expect(usageDeletionRefusal(shape, 'u1')).toBe('Usage cannot be deleted since it has active link to Biblio'); // b1 has only u1
    expect(usageDeletionRefusal(shape, 'u2')).toBeNull(); // b2 keeps u1
  });
});

describe('biblio rules', () => {
  it('keeps new_work_request while a work or recipient is linked', () => {
    expect(newWorkRequestRefusal({ new_work_request: false }, { work_id: 'W1', new_work_request: true })).toBe(
      M.newWorkRequestLocked,
    );
    expect(newWorkRequestRefusal({ new_work_request: true }, { recipient_id: 'R1', new_work_request: false })).toBe(
      M.newWorkRequestLocked,
    );
    expect(newWorkRequestRefusal({ new_work_request: false }, { work_id: 'W1', new_work_request: false })).toBeNull();
    expect(
      newWorkRequestRefusal({ new_work_request: false }, { work_id: null, recipient_id: null, new_work_request: true }),
    ).toBeNull();
    expect(newWorkRequestRefusal(undefined, { work_id: 'W1', new_work_request: true })).toBe(M.newWorkRequestLocked);
  });
});

describe('defaults', () => {
  it('gives a new biblio units_copied 1 and blank lookups', () => {
    expect(newBiblioDefaults()).toMatchObject({
      units_copied: 1,
      minor_material_type: null,
      work_sub_type: null,
      edition: null,
      exclusion_condition: null,
      terms_conditions: null,
      new_work_request: false,
    });
  });

  it('gives a new usage the first usage’s event date, or today', () => {
    expect(newUsageDefaults([{ event_date: '2026-02-03' }, { event_date: '2026-05-05' }], '2026-11-22')).toEqual({
      active_flag: true,
      copy_type: null,
      copied_for: null,
      event_date: '2026-02-03',
      times_copied: null,
      aaa_flag: false,
      amcos_flag: false,
    });
    expect(newUsageDefaults([], '2026-11-22').event_date).toBe('2026-11-22');
    expect(newUsageDefaults([{ event_date: null }], '2026-11-22').event_date).toBe('2026-11-22');
  });
});

describe('dates and messages', () => {
  it('reads event dates as yyyy-MM-dd or yyyy-MM-ddT00:00:00 and nothing else', () => {
    expect(parseEventDate('2026-02-03')).toBe('2026-02-03');
    expect(parseEventDate('2026-02-03T00:00:00')).toBe('2026-02-03');
    expect(parseEventDate('2026-02-30')).toBeNull();
    expect(parseEventDate('03-02-2026')).toBeNull();
    expect(parseEventDate('2026-02-03T10:00:00')).toBeNull();
    expect(toEventDateParam('2026-02-03')).toBe('2026-02-03T00:00:00');
  });

  it('names who changed the record and when', () => {
    expect(conflictMessage('Rita Researcher', '2026-11-22T09:05:00.000Z')).toBe(
      'This record was changed by Rita Researcher at 09:05 22-11-2026; your edits are kept — reload to see theirs and apply yours again.',
    );
  });

  it('answers each action’s success text', () => {
    expect(saveMessage('save')).toBe('Document details updated successfully');
    expect(saveMessage('hold')).toBe('Document details updated successfully');
    expect(saveMessage('complete')).toBe('Document Details saved successfully. Retrieving next document in queue');
  });
});
