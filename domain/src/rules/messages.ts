import type { CompiledRules, RuleOutcome } from './evaluate.ts';

export const CANNOT_COMPLETE_PREFIX = 'Cannot complete:';

/**
 * Why Complete is refused while an error-type rule fires, or null when it may go ahead: the one
 * text the form shows and the API answers. Each field once per message, by its template label:
 * 'Cannot complete: Units Copied: More than 10 chapters copied from one book: check the record…'.
 */
export function completeRefusal(compiled: CompiledRules, outcome: Pick<RuleOutcome, 'errors'>): string | null {
  if (outcome.errors.length === 0) return null;
  const parts = new Set(outcome.errors.map((e) => `${compiled.labelOf(e.scope, e.field)}: ${e.message}`));
  return `${CANNOT_COMPLETE_PREFIX} ${[...parts].join(' ')}`;
}
