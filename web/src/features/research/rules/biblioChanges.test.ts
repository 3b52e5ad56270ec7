import { describe, expect, it } from 'vitest';
import { changeBiblio } from './biblioChanges.ts';
import { newBiblio } from './draft.ts';

const lists = {
  majorMaterialTypes: [
    { id: 1, value: 'Book' },
    { id: 5, value: 'Website' },
  ],
  minorMaterialTypes: [{ id: 3, value: 'Text' }],
};

describe('changeBiblio (spec 4)', () => {
  it('gives Book a minor type Text when blank', () => {
    expect(changeBiblio(newBiblio('k'), 'majorMaterialType', 1, lists).minorMaterialType).toBe(3);
    expect(changeBiblio(newBiblio('k'), 'majorMaterialType', 5, lists).minorMaterialType).toBeNull();
  });
  it('clears the work and recipient for an exclusion condition other than 17', () => {
    const linked = { ...newBiblio('k'), workId: 'W', recipientId: 'R', recipient: 'Someone' };
    expect(changeBiblio(linked, 'exclusionCondition', 3, lists)).toMatchObject({
      workId: null,
      recipientId: null,
      recipient: null,
    });
    expect(changeBiblio(linked, 'exclusionCondition', 17, lists)).toMatchObject({ workId: 'W', recipientId: 'R' });
  });
});
