import type { IntegratorValues } from './integrator.validation.ts';

export const EMPTY_INTEGRATOR: IntegratorValues = { name: '', clientId: '', roleId: '', scope: '' };

/** The scopes as the form offers them, by the schema's enum value. */
export const SCOPE_OPTIONS = [
  { value: 'READ', label: 'Read' },
  { value: 'READ_WRITE', label: 'Read and write' },
] as const;

export const scopeLabel = (scope: string): string => SCOPE_OPTIONS.find((o) => o.value === scope)?.label ?? scope;
