import { describe, expect, it } from 'vitest';
import {
  biblioLinkCount,
  newBiblio,
  newRecordDraft,
  newUsage,
  toDraft,
  toRecordInput,
  usageLinkCount,
  type RecordDraft,
} from './draft.ts';
import {
  addBiblio,
  addUsage,
  clearWork,
  cloneBiblio,
  deleteBiblio,
  deleteUsage,
  linkRecipient,
  linkWork,
  removedBiblio,
  restoreBiblio,
  toggleBiblioLink,
  toggleUsageLink,
  unlinkWork,
} from './edits.ts';

/** Two biblios (1, 2) and two usages (10, 20): 1–10, 2–10, 2–20 linked. */
function record(): RecordDraft {
  return toDraft({
    biblios: [
      { id: '1', majorTitle: 'One', unitsCopied: 1 },
      {
        id: '2',
        majorTitle: 'Two',
        unitsCopied: 2,
        workId: 'W1',
        paymentModel: 'Author Controlled',
        blmStatus: 'BLM',
        blm: true,
      },
    ],
    usages: [
      { id: '10', eventDate: '2026-03-01' },
      { id: '20', eventDate: '2026-04-01' },
    ],
    links: [
      { biblioId: '1', usageId: '10', activeFlag: true },
      { biblioId: '2', usageId: '10', activeFlag: true },
      { biblioId: '2', usageId: '20', activeFlag: true },
    ],
  });
}

function expectOk(result: ReturnType<typeof addBiblio>) {
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('new items (spec 4)', () => {
  it('a new biblio has units copied 1 and blank lists', () => {
    expect(newBiblio('k')).toMatchObject({
      unitsCopied: 1,
      minorMaterialType: null,
      workSubType: null,
      edition: null,
      exclusionCondition: null,
      termsConditions: null,
      id: null,
    });
  });
  it('a new usage takes the first usage date or today, blank copy type and copied for, flags false', () => {
    expect(newUsage('k', record().usages, '2026-11-22')).toMatchObject({
      eventDate: '2026-03-01',
      copyType: null,
      copiedFor: null,
      timesCopied: null,
      aaaFlag: false,
      amcosFlag: false,
    });
    expect(newUsage('k', [], '2026-11-22').eventDate).toBe('2026-11-22');
  });
  it('a new record has one biblio linked to one usage', () => {
    const draft = newRecordDraft('2026-11-22');
    expect(biblioLinkCount(draft, draft.biblios[0]!.key)).toBe(1);
  });
});

describe('add, clone, delete', () => {
  it('adds a biblio linked to the active usage and selects it', () => {
    const result = expectOk(addBiblio(record(), '20'));
    expect(result.biblioKey).toBe('new-b3');
    expect(usageLinkCount(result.draft, '20')).toBe(2);
  });
  it('clones the active biblio with its links, without its id', () => {
    const result = expectOk(cloneBiblio(record(), '2'));
    const clone = result.draft.biblios.at(-1)!;
    expect(clone).toMatchObject({ id: null, majorTitle: 'Two', workId: 'W1' });
    expect(biblioLinkCount(result.draft, clone.key)).toBe(2);
  });
  it('adds a usage linked to the active biblio', () => {
    const result = expectOk(addUsage(record(), '1'));
    expect(biblioLinkCount(result.draft, '1')).toBe(2);
    expect(result.draft.usages.at(-1)!.eventDate).toBe('2026-03-01');
  });
  it('keeps at least one biblio', () => {
    const one = expectOk(deleteBiblio(record(), '1')).draft;
    expect(deleteBiblio(one, '2')).toEqual({ ok: false, message: 'Document should have atleast one biblio.' });
  });
  it('puts a deleted biblio back in its place with its links (Undo), after later edits too', () => {
    const before = record();
    const removed = removedBiblio(before, '1');
    const after = expectOk(deleteBiblio(before, '1')).draft;
    const edited = { ...after, notes: 'a later edit' };
    const restored = restoreBiblio(edited, removed);
    expect(restored.biblios.map((b) => b.key)).toEqual(['1', '2']);
    expect(restored.links.filter((l) => l.biblioKey === '1')).toEqual(before.links.filter((l) => l.biblioKey === '1'));
    expect(restored.notes).toBe('a later edit');
    // Twice is once.
    expect(restoreBiblio(restored, removed)).toBe(restored);
  });
  it('restores no link to a usage deleted meanwhile', () => {
    const before = record();
    const removed = removedBiblio(before, '1');
    const after = expectOk(deleteBiblio(before, '1')).draft;
    const withoutUsage = { ...after, usages: after.usages.filter((u) => u.key !== '10') };
    expect(restoreBiblio(withoutUsage, removed).links.some((l) => l.biblioKey === '1' && l.usageKey === '10')).toBe(
      false,
    );
  });
  it('refuses to delete a usage that is the only usage of a linked biblio', () => {
    expect(deleteUsage(record(), '10')).toEqual({
      ok: false,
      message: 'Usage cannot be deleted since it has active link to Biblio',
    });
    const result = expectOk(deleteUsage(record(), '20'));
    expect(result.draft.usages.map((u) => u.key)).toEqual(['10']);
    expect(result.draft.links.some((l) => l.usageKey === '20')).toBe(false);
  });
});

describe('link markers (spec 5)', () => {
  it('links and unlinks a biblio with the active usage', () => {
    const linked = expectOk(toggleBiblioLink(record(), '1', '20')).draft;
    expect(usageLinkCount(linked, '20')).toBe(2);
    const unlinked = expectOk(toggleBiblioLink(linked, '1', '20')).draft;
    expect(usageLinkCount(unlinked, '20')).toBe(1);
    expect(unlinked.links.find((l) => l.biblioKey === '1' && l.usageKey === '20')?.activeFlag).toBe(false);
  });
  it('never leaves the active usage without a biblio', () => {
    expect(toggleBiblioLink(record(), '2', '20')).toEqual({
      ok: false,
      message: 'Active Usage should have atleast one biblio linked.',
    });
  });
  it('an item with link count 1 is deleted, not unlinked', () => {
    expect(toggleBiblioLink(record(), '1', '10')).toEqual({
      ok: false,
      message: 'Biblio cannot be in inactive state, instead of unlinking delete biblio.',
    });
    expect(toggleUsageLink(record(), '20', '2')).toEqual({
      ok: false,
      message: 'Usage cannot be in inactive state, instead of unlinking delete Usage.',
    });
  });
  it('never leaves the active biblio without a usage', () => {
    expect(toggleUsageLink(record(), '10', '1')).toEqual({
      ok: false,
      message: 'Active Biblio should have atleast one usage linked.',
    });
  });
});

describe('works', () => {
  const lookups = {
    edition: [{ id: 2, value: '2nd' }],
    majorMaterialType: [{ id: 1, value: 'Book' }],
    workSubType: [],
  };
  const work = {
    workId: 'W9',
    title: 'Principles of Ecology',
    type: 'Book',
    isn: '9780306406157',
    edition: '2nd',
    blmStatus: 'No',
    paymentModel: 'Author Controlled',
    contributors: [
      { sfPseudonymName: 'Mia Chen', type: 'Author' },
      { sfPseudonymName: 'Pearson Australia', type: 'Publisher' },
    ],
  };

  it('linking a work copies it into the active biblio under the form’s names and clears the recipient', () => {
    const withRecipient = toDraft({
      biblios: [{ id: '1', recipient: 'Someone', recipientId: 'R1', pageNumbers: '4-9' }],
      usages: [],
      links: [],
    });
    const biblio = linkWork(withRecipient, '1', work, lookups).biblios[0]!;
    expect(biblio).toMatchObject({
      majorTitle: 'Principles of Ecology',
      isn: '9780306406157',
      publisher: 'Pearson Australia',
      sourceCreators: 'Mia Chen',
      edition: 2,
      majorMaterialType: 1,
      workId: 'W9',
      blm: false,
      recipient: null,
      recipientId: null,
      pageNumbers: '4-9',
    });
    expect(biblio).not.toHaveProperty('major_title');
  });
  it('linking a recipient clears the work, and is refused with an exclusion condition', () => {
    const result = expectOk(linkRecipient(record(), '2', { accountObjectId: 'ACC-1', pseudonymName: 'Mia Chen' }));
    expect(result.draft.biblios[1]).toMatchObject({
      recipient: 'Mia Chen',
      recipientId: 'ACC-1',
      workId: null,
      parentRecipientId: null,
    });
    const excluded = { ...record(), biblios: record().biblios.map((b) => ({ ...b, exclusionCondition: 5 })) };
    expect(linkRecipient(excluded, '2', { accountObjectId: 'ACC-1', pseudonymName: 'Mia Chen' })).toEqual({
      ok: false,
      message: 'Recipient work cannot be linked when there is a exclusion condition.',
    });
  });
  it('unlinking a work clears work, recipient, payment model and BLM status', () => {
    const biblio = unlinkWork(record(), '2').biblios[1]!;
    expect(biblio).toMatchObject({
      workId: null,
      recipientId: null,
      paymentModel: null,
      blmStatus: null,
      blm: false,
      majorTitle: 'Two',
    });
  });
  it('clearing a work resets the work fields with units copied 1 and keeps the pages', () => {
    const draft = {
      ...record(),
      biblios: record().biblios.map((b) => ({ ...b, pageNumbers: '3-4', majorMaterialType: 1 })),
    };
    const biblio = clearWork(draft, '2').biblios[1]!;
    expect(biblio).toMatchObject({
      workId: null,
      majorTitle: null,
      majorMaterialType: null,
      unitsCopied: 1,
      pageNumbers: '3-4',
    });
  });
});

describe('save body', () => {
  it('names stored items by id and new ones by key, and drops links to deleted items', () => {
    const added = expectOk(addUsage(record(), '1')).draft;
    const input = toRecordInput(added);
    expect(input.biblios[0]).toMatchObject({ id: '1', key: '1' });
    expect(input.usages.at(-1)).not.toHaveProperty('id');
    expect(input.links).toContainEqual({ biblioKey: '1', usageKey: 'new-u3', activeFlag: true });
  });
});
