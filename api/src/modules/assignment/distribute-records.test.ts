import { describe, it, expect } from 'vitest';
import { nextInTurn } from './distribute-records.ts';

/** Deals `count` records to the researchers from the records they hold, as the assignment does. */
function dealFrom(researchers: number[], held: Map<number, number>, count: number) {
  return Array.from({ length: count }, () => {
    const userId = nextInTurn(researchers, held);
    held.set(userId, (held.get(userId) ?? 0) + 1);
    return userId;
  });
}

describe('nextInTurn', () => {
  it('deals records to the researchers in turn from nothing, starting again with the first', () => {
    expect(dealFrom([7, 8], new Map(), 5)).toEqual([7, 8, 7, 8, 7]);
  });

  it('goes on from where an earlier deal stopped', () => {
    // 7, 8, 7 were dealt: 8 is next, then 7.
    expect(
      dealFrom(
        [7, 8],
        new Map([
          [7, 2],
          [8, 1],
        ]),
        3,
      ),
    ).toEqual([8, 7, 8]);
  });

  it('gives a researcher assigned later records until they hold as many as the others', () => {
    expect(
      dealFrom(
        [7, 8, 9],
        new Map([
          [7, 2],
          [8, 2],
        ]),
        4,
      ),
    ).toEqual([9, 9, 7, 8]);
  });
});
