import { describe, expect, it } from 'vitest';
import { recordWriteRefusal, type RecordWriteScope } from './record-write-access.ts';

const assigned: RecordWriteScope = { batchStatus: 'unlocked', assignedToWriter: true };
const notAssigned: RecordWriteScope = { batchStatus: 'unlocked', assignedToWriter: false };
const locked = (assignedToWriter: boolean): RecordWriteScope => ({ batchStatus: 'locked', assignedToWriter });
const kindOf = (role: string | null, scope: RecordWriteScope) => recordWriteRefusal({ role }, scope)?.kind ?? null;

describe('recordWriteRefusal', () => {
  it('lets Coordinators and IT change any record of an unlocked batch, assigned or not', () => {
    for (const role of ['Coordinator', 'IT']) {
      expect(kindOf(role, assigned)).toBeNull();
      expect(kindOf(role, notAssigned)).toBeNull();
    }
  });

  it('lets a Researcher change only records of a batch assigned to them', () => {
    expect(kindOf('Researcher', assigned)).toBeNull();
    expect(kindOf('Researcher', notAssigned)).toBe('not-assigned');
  });

  it('refuses everyone a record of a locked batch, assigned or not', () => {
    for (const role of ['Coordinator', 'IT', 'Researcher']) {
      expect(kindOf(role, locked(true))).toBe('locked-batch');
      expect(kindOf(role, locked(false))).toBe('locked-batch');
    }
  });

  it('refuses the roles that only read, whatever the batch, in both spellings of the auditor role', () => {
    for (const role of ['External Auditor', 'externalAuditor', 'Unassigned', null, 'Someone else']) {
      expect(kindOf(role, assigned)).toBe('read-only-role');
    }
  });

  it('says why in words a researcher understands', () => {
    expect(recordWriteRefusal({ role: 'Researcher' }, notAssigned)?.message).toMatch(/not assigned to you/);
    expect(recordWriteRefusal({ role: 'Researcher' }, locked(true))?.message).toMatch(/batch is locked/);
  });
});
