import { describe, expect, it } from 'vitest';
import { can, OPERATIONS, type Operation } from './permissions.ts';

const ROLES = ['Coordinator', 'IT', 'Researcher', 'External Auditor', 'Unassigned', null] as const;

describe('operations per role', () => {
  it('lets auditors read records and never write anything', () => {
    expect(can('External Auditor', 'record:read')).toBe(true);
    expect(can('externalAuditor', 'queue:read')).toBe(true);
    for (const op of Object.keys(OPERATIONS) as Operation[]) {
      if ('write' in OPERATIONS[op]) expect(can('External Auditor', op), op).toBe(false);
    }
  });

  it('lets the Unassigned role and a user without role read only themselves', () => {
    for (const role of ['Unassigned', null, '']) {
      for (const op of Object.keys(OPERATIONS) as Operation[]) {
        expect(can(role, op), `${role} ${op}`).toBe(op === 'user:read-self');
      }
    }
  });

  it('keeps role changes to IT and collection changes to coordinators and IT', () => {
    expect(ROLES.filter((r) => can(r, 'user:assign-role'))).toEqual(['IT']);
    expect(ROLES.filter((r) => can(r, 'collection:write'))).toEqual(['Coordinator', 'IT']);
    expect(ROLES.filter((r) => can(r, 'record:write'))).toEqual(['Coordinator', 'IT', 'Researcher']);
    expect(ROLES.filter((r) => can(r, 'statistics:read'))).toEqual(['Coordinator', 'IT', 'Researcher']);
    // Role ids 2 and 4: another researcher's metrics and the processed records summary.
    expect(ROLES.filter((r) => can(r, 'statistics:read-any'))).toEqual(['Coordinator', 'IT']);
    // Bulk edit: its queries, saved queries and updates (spec section 6).
    expect(ROLES.filter((r) => can(r, 'bulk-edit:use'))).toEqual(['Coordinator', 'IT']);
  });

  it('keeps reads to the roles whose screens show them (spec section 6)', () => {
    // The Location list and Edit location (with their AOU list) are the collection screens'.
    expect(ROLES.filter((r) => can(r, 'location:read'))).toEqual(['Coordinator', 'IT']);
    // Find a Record and the Work Search are hidden from auditors; the queue and its counts are not.
    expect(ROLES.filter((r) => can(r, 'record:find'))).toEqual(['Coordinator', 'IT', 'Researcher']);
    expect(ROLES.filter((r) => can(r, 'rights:read'))).toEqual(['Coordinator', 'IT', 'Researcher']);
    expect(ROLES.filter((r) => can(r, 'queue:read'))).toEqual(['Coordinator', 'IT', 'Researcher', 'External Auditor']);
    expect(ROLES.filter((r) => can(r, 'record:read'))).toEqual(['Coordinator', 'IT', 'Researcher', 'External Auditor']);
  });
});
