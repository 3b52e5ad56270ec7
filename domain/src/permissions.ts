import { canAccess, type Area } from './access.ts';
import { normalizeRole, ROLE_IDS, STATISTICS_SUPERVISOR_ROLE_IDS } from './roles.ts';

/**
 * What a caller may do, per operation, derived from the role table (spec section 6): an operation
 * is allowed to a role that may open any of its screens. Writes are never allowed to auditors.
 * The BFF and the API both ask `can()`; neither keeps a list of its own.
 */
type OperationRule = {
  areas: readonly Area[];
  write?: boolean;
  /** Only these role ids, among the roles the areas allow (the spec names some rights by role id). */
  roleIds?: readonly number[];
  /**
   * Not for External Auditors, although their screens are among the areas: the part of those
   * screens that uses it is hidden from them (spec section 6). Writes are so already.
   */
  notForAuditors?: true;
};

export const OPERATIONS = {
  /** The caller's own user: anyone signed in, with any role or none. */
  'user:read-self': { areas: [] },
  'user:read': { areas: ['assign-records', 'user-access', 'bulk-edit'] },
  'user:assign-role': { areas: ['user-access'], write: true },
  'role:read': { areas: ['user-access'] },
  /** Integrators (accounts of other systems) as IT manages them on User Access. */
  'integrator:read': { areas: ['user-access'] },
  'integrator:write': { areas: ['user-access'], write: true },
  'lookup:read': { areas: ['research', 'research-collection', 'bulk-edit', 'manual-data-entry'] },
  'collection:read': {
    areas: ['research-collection', 'assign-records', 'statistics', 'bulk-edit', 'manual-data-entry'],
  },
  'collection:write': { areas: ['research-collection'], write: true },
  'record:read': { areas: ['research'] },
  /**
   * Find a Record with its 'Recently Completed', and the example documents of the Work Search's work
   * detail: the header's Find a Record and the form's work search are hidden from auditors.
   */
  'record:find': { areas: ['research'], notForAuditors: true },
  'record:write': { areas: ['research'], write: true },
  'record:create': { areas: ['manual-data-entry'], write: true },
  /**
   * Webhooks of one's own for the change feed (docs/decisions/078): whoever may read records, since
   * the events tell of records; not a write of research data, so read-only integrators may.
   */
  'webhook:manage': { areas: ['research'] },
  /** The queue and its counts: the Research queue screen, the auditors' too, shows 'Completed today' and both counts. */
  'queue:read': { areas: ['queue'] },
  /** The Work Search modal: the research form's, which auditors cannot open, and bulk edit's. */
  'rights:read': { areas: ['research', 'bulk-edit'], notForAuditors: true },
  /** The Location list and Edit location screens, with the AOU list their dropdown and labels read. */
  'location:read': { areas: ['research-collection'] },
  'assignment:read': { areas: ['assign-records'] },
  'assignment:write': { areas: ['assign-records'], write: true },
  /** The process overview, and the caller's own processing metrics. */
  'statistics:read': { areas: ['statistics'] },
  /** Any researcher's metrics and the processed records summary: role ids 2 and 4 (spec sections 2, 6). */
  'statistics:read-any': { areas: ['statistics'], roleIds: STATISTICS_SUPERVISOR_ROLE_IDS },
  'bulk-edit:use': { areas: ['bulk-edit'], write: true },
  /** Imports of scanned documents (docs/decisions/079): the roles that change records in bulk, coordinators and IT. */
  'document-import:use': { areas: ['bulk-edit'], write: true },
} as const satisfies Record<string, OperationRule>;

export type Operation = keyof typeof OPERATIONS;

export function can(role: string | null | undefined, operation: Operation): boolean {
  const rule: OperationRule = OPERATIONS[operation];
  if (rule.areas.length === 0) return true;
  const name = normalizeRole(role);
  if ((rule.write || rule.notForAuditors) && name === 'External Auditor') return false;
  if (rule.roleIds && (name === null || !rule.roleIds.includes(ROLE_IDS[name]))) return false;
  return rule.areas.some((area) => canAccess(role, area));
}
