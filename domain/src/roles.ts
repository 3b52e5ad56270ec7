/**
 * Roles and what each may reach: the role table of the product specification (section 6),
 * kept once and read by the router, the BFF and the API alike.
 */

export type RoleName = 'Coordinator' | 'Researcher' | 'IT' | 'External Auditor' | 'Unassigned';

/** Role ids as stored; see docs/decisions/004-role-ids.md for why these numbers. */
export const ROLE_IDS = {
  Unassigned: 1,
  Coordinator: 2,
  'External Auditor': 3,
  IT: 4,
  Researcher: 5,
} as const satisfies Record<RoleName, number>;

/** Users with these role ids may be assigned records and picked as researchers. */
export const ASSIGNABLE_ROLE_IDS: readonly number[] = [ROLE_IDS.Coordinator, ROLE_IDS.Researcher];
/** Users with these role ids get the Processed Records Summary tab and the researcher picker. */
export const STATISTICS_SUPERVISOR_ROLE_IDS: readonly number[] = [ROLE_IDS.Coordinator, ROLE_IDS.IT];

/** The spec spells the auditor role two ways; both mean the same role. */
export function normalizeRole(value: string | null | undefined): RoleName | null {
  if (!value) return null;
  const compact = value.replace(/\s+/g, '').toLowerCase();
  switch (compact) {
    case 'coordinator':
      return 'Coordinator';
    case 'researcher':
      return 'Researcher';
    case 'it':
      return 'IT';
    case 'externalauditor':
      return 'External Auditor';
    case 'unassigned':
      return 'Unassigned';
    default:
      return null;
  }
}

export function isExternalAuditor(value: string | null | undefined): boolean {
  return normalizeRole(value) === 'External Auditor';
}
