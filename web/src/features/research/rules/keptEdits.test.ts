import { describe, expect, it } from 'vitest';
import { toDraft, type RecordDraft, type StoredRecord } from './draft.ts';
import { WORK_LINK, keptEdits, keptEditsPlaces, reapply } from './keptEdits.ts';

const stored: StoredRecord = {
  biblios: [
    { id: '11', majorTitle: 'Atlas', pageNumbers: '1-2', unitsCopied: 2 },
    { id: '12', majorTitle: 'Poems', pageNumbers: '5' },
  ],
  usages: [{ id: '21', timesCopied: 30, eventDate: '2026-03-01' }],
  links: [
    { biblioId: '11', usageId: '21', activeFlag: true },
    { biblioId: '12', usageId: '21', activeFlag: true },
  ],
};
const base = toDraft(stored);
const edit = (draft: RecordDraft, change: (d: RecordDraft) => void): RecordDraft => {
  const copy = structuredClone(draft);
  change(copy);
  return copy;
};

describe('kept edits after a conflict', () => {
  it('keeps each field the researcher changed that their version does not hold', () => {
    const mine = edit(base, (d) => {
      d.biblios[0].pageNumbers = '3-9';
      d.biblios[1].notes = 'same as theirs';
      d.usages[0].timesCopied = 45;
      d.usages[0].eventDate = '2026-03-04';
    });
    const theirs = edit(base, (d) => {
      d.biblios[0].pageNumbers = '1-4';
      d.biblios[1].notes = 'same as theirs';
      d.usages[0].eventDate = '2026-03-04';
    });
    expect(keptEdits(base, mine, theirs)).toEqual([
      { kind: 'biblio', itemKey: '11', field: 'pageNumbers', values: { pageNumbers: '3-9' } },
      { kind: 'usage', itemKey: '21', field: 'timesCopied', values: { timesCopied: 45 } },
    ]);
  });

  it('keeps a work link whole, and reapplies it and a field into their version', () => {
    const mine = edit(base, (d) => {
      Object.assign(d.biblios[0], { workId: 'W-7', majorTitle: 'The Atlas', paymentModel: 'Publisher Controlled' });
      d.biblios[0].unitsCopied = 3;
    });
    const theirs = edit(base, (d) => {
      d.biblios[0].minorTitle = 'Their subtitle';
      d.biblios[1].pageNumbers = '6';
    });
    const kept = keptEdits(base, mine, theirs);
    expect(kept.map((k) => k.field)).toEqual([WORK_LINK, 'unitsCopied']);
    let draft = theirs;
    for (const k of kept) draft = reapply(draft, k);
    expect(draft.biblios[0]).toMatchObject({
      workId: 'W-7',
      majorTitle: 'The Atlas',
      minorTitle: null,
      paymentModel: 'Publisher Controlled',
      unitsCopied: 3,
    });
    // Their other change stays.
    expect(draft.biblios[1].pageNumbers).toBe('6');
    expect(keptEditsPlaces(draft, kept)).toBe('Biblio 1 (2)');
  });

  it('has nothing to keep for a new item or one they deleted', () => {
    const mine = edit(base, (d) => {
      d.biblios[1].pageNumbers = '8';
      d.biblios.push({ ...d.biblios[0], key: 'new-b3', id: null, pageNumbers: '99' });
    });
    const theirs = edit(base, (d) => {
      d.biblios.splice(1, 1);
    });
    expect(keptEdits(base, mine, theirs)).toEqual([]);
    expect(keptEdits(base, base, theirs)).toEqual([]);
  });
});
