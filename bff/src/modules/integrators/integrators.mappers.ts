import { enumName, storedValue, INTEGRATOR_SCOPES, type IntegratorScope as StoredScope } from '@rt/domain';
import type { IntegratorView } from '@rt/api/contract';
import type { Integrator, IntegratorScope } from '../../__generated__/resolvers-types.ts';

/** An integrator as the records API answers it. */
export type IntegratorRecord = IntegratorView;

/** The schema's enum value of a stored scope ('read_write' → 'READ_WRITE'). */
export const scopeName = (scope: StoredScope): IntegratorScope => enumName(scope);

/** The stored scope an enum value names ('READ_WRITE' → 'read_write'). */
export const storedScope = (scope: IntegratorScope): StoredScope => storedValue(INTEGRATOR_SCOPES, scope);

export function toIntegrator(record: IntegratorRecord): Integrator {
  return {
    id: String(record.id),
    name: record.name,
    clientId: record.client_id,
    role: record.role,
    scope: scopeName(record.scope),
    createdAt: record.created_at,
    createdByName: record.created_by?.display_name ?? null,
    revokedAt: record.revoked_at,
  };
}
