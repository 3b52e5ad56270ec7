import { describe, expect, it } from 'vitest';
import { bulkApplyOutcome } from './apply-outcome.ts';

describe('bulkApplyOutcome', () => {
  it("says the spec's text only when records changed and none was refused", () => {
    expect(bulkApplyOutcome({ updated: 3, unchanged: 0, refused: 0 })).toEqual({
      success: true,
      message: 'Records updated successfully.',
    });
    expect(bulkApplyOutcome({ updated: 2, unchanged: 1, refused: 0 }).message).toBe('Records updated successfully.');
  });

  it('counts what changed and what was refused when some were', () => {
    expect(bulkApplyOutcome({ updated: 1, unchanged: 2, refused: 3 })).toEqual({
      success: true,
      message: '1 record updated; 3 records refused, 2 records already held these values.',
    });
  });

  it('is no success when nothing changed', () => {
    expect(bulkApplyOutcome({ updated: 0, unchanged: 0, refused: 1 })).toEqual({
      success: false,
      message: 'No records were updated: 1 record refused.',
    });
    expect(bulkApplyOutcome({ updated: 0, unchanged: 2, refused: 0 })).toEqual({
      success: false,
      message: 'No records were updated: 2 records already held these values.',
    });
    expect(bulkApplyOutcome({ updated: 0, unchanged: 0, refused: 0 }).success).toBe(false);
  });
});
