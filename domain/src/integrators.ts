import { OPERATIONS, type Operation } from './permissions.ts';

/**
 * What an integrator may do within its role (docs/decisions/076): 'read' refuses every write its
 * role would allow; 'read_write' allows what the role allows. People have no scope.
 */
export const INTEGRATOR_SCOPES = ['read', 'read_write'] as const;
export type IntegratorScope = (typeof INTEGRATOR_SCOPES)[number];

/** The scopes as User Access shows them. */
export const INTEGRATOR_SCOPE_LABELS: Record<IntegratorScope, string> = {
  read: 'Read',
  read_write: 'Read and write',
};

/** Whether a caller of this scope (null for a person) may perform the operation, its role allowing. */
export function scopeAllows(scope: IntegratorScope | null | undefined, operation: Operation): boolean {
  return scope !== 'read' || !('write' in OPERATIONS[operation]);
}
