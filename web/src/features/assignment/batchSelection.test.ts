import { describe, expect, it } from 'vitest';
import { selectAll, selectAllState, selectedInOrder, toggleBatch, type BatchChoice } from './batchSelection.ts';

const batches: BatchChoice[] = [
  { id: '1', status: 'LOCKED' },
  { id: '2', status: 'UNLOCKED' },
  { id: '3', status: 'UNLOCKED' },
];

describe('the batch selection of Assign Records', () => {
  it('selects every unlocked batch with Select all, and none when it is unticked', () => {
    expect([...selectAll(batches, true)]).toEqual(['2', '3']);
    expect([...selectAll(batches, false)]).toEqual([]);
  });

  it('shows Select all checked, indeterminate or clear', () => {
    expect(selectAllState(batches, new Set())).toBe(false);
    expect(selectAllState(batches, new Set(['3']))).toBe('indeterminate');
    expect(selectAllState(batches, new Set(['2', '3']))).toBe(true);
    expect(selectAllState([{ id: '1', status: 'LOCKED' }], new Set())).toBe(false);
  });

  it('never lets a locked batch in', () => {
    expect([...toggleBatch(batches, new Set(), '1', true)]).toEqual([]);
    expect([...toggleBatch(batches, new Set(['2']), '3', true)]).toEqual(['2', '3']);
    expect([...toggleBatch(batches, new Set(['2', '3']), '2', false)]).toEqual(['3']);
    expect(selectedInOrder(batches, new Set(['3', '1', '2']))).toEqual(['2', '3']);
  });
});
