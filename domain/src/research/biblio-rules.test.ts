import { describe, it, expect } from 'vitest';
import { biblioWrite, type BiblioWriteFields } from './biblio-rules.ts';
import { RESEARCH_MESSAGES } from './messages.ts';

const stored: BiblioWriteFields = {
  exclusion_condition: null,
  work_id: 'W-1',
  recipient_id: null,
  recipient: 'Read off the copy',
  new_work_request: false,
};

describe('biblioWrite', () => {
  it('a condition changed to other than 17 clears the work, recipient and recipient text', () => {
    expect(biblioWrite(stored, { ...stored, exclusion_condition: 3 })).toEqual({
      values: { exclusion_condition: 3, work_id: null, recipient_id: null, recipient: null, new_work_request: false },
      refusal: null,
    });
  });

  it('17, a blank condition and an unchanged one keep them', () => {
    expect(biblioWrite(stored, { ...stored, exclusion_condition: 17 }).values.work_id).toBe('W-1');
    expect(biblioWrite({ ...stored, exclusion_condition: 3 }, { ...stored, exclusion_condition: null }).values).toEqual(
      stored,
    );
    const held = { ...stored, exclusion_condition: 3 };
    expect(biblioWrite(held, held).values).toEqual(held);
  });

  it('judges the biblio as cleared: new_work_request then changes freely, a recipient under a condition is refused', () => {
    expect(biblioWrite(stored, { ...stored, exclusion_condition: 3, new_work_request: true }).refusal).toBeNull();
    expect(biblioWrite(stored, { ...stored, new_work_request: true }).refusal).toEqual({
      message: RESEARCH_MESSAGES.newWorkRequestLocked,
      field: 'new_work_request',
    });
    const condition = { ...stored, work_id: null, exclusion_condition: 17 };
    expect(biblioWrite(condition, { ...condition, recipient_id: 'R-1' }).refusal).toEqual({
      message: RESEARCH_MESSAGES.recipientWithExclusion,
      field: 'recipient_id',
    });
  });

  it('a new biblio starts without a condition', () => {
    const sent = { ...stored, exclusion_condition: 3 };
    expect(biblioWrite(undefined, sent).values.work_id).toBeNull();
  });

  it("keeps a linked work's fields as it filled them, and frees them once it is unlinked or replaced", () => {
    const linked = { ...stored, major_title: 'As the work says', edition: 2 };
    expect(biblioWrite(linked, { ...linked, major_title: 'Typed over' }).refusal).toEqual({
      message: 'Title cannot be changed while a work is linked',
      field: 'major_title',
    });
    expect(biblioWrite(linked, { ...linked, edition: 3 }).refusal?.field).toBe('edition');
    expect(biblioWrite(linked, { ...linked, work_id: null, major_title: 'Typed over' }).refusal).toBeNull();
    expect(biblioWrite(linked, { ...linked, work_id: 'W-2', major_title: 'The other work' }).refusal).toBeNull();
    const { major_title: _left, ...leftOut } = linked;
    expect(biblioWrite(linked, leftOut).refusal).toBeNull();
    // A recipient keeps its name, not the edition.
    const recipient = { ...stored, work_id: null, recipient_id: 'R-1', edition: 2 };
    expect(biblioWrite(recipient, { ...recipient, edition: 3 }).refusal).toBeNull();
    expect(biblioWrite(recipient, { ...recipient, recipient: 'Other' }).refusal?.message).toBe(
      'Recipient cannot be changed while a recipient is linked',
    );
  });
});
