import { describe, it, expect } from 'vitest';
import { dealInTurn } from './distribute-records.ts';

describe('dealInTurn', () => {
  it('deals records to the users in turn, starting again with the first', () => {
    expect(dealInTurn([11, 12, 13, 14, 15], [7, 8])).toEqual([
      { recordId: 11, userId: 7 },
      { recordId: 12, userId: 8 },
      { recordId: 13, userId: 7 },
      { recordId: 14, userId: 8 },
      { recordId: 15, userId: 7 },
    ]);
  });

  it('deals nothing when there is nothing to deal', () => {
    expect(dealInTurn([], [7, 8])).toEqual([]);
  });
});
