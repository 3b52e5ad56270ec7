import { skipToken, useQuery } from '@apollo/client/react';
import { compileRules, completeRefusal, evaluateRules, type CompiledRules, type RuleOutcome } from '@rt/domain';
import { useMemo, useState } from 'react';
import { ResearchRulesQuery } from '../components/researchRecord.ts';
import type { RecordDraft } from '../rules/draft.ts';
import { applyRuleChanges, toRuleRecord } from '../rules/ruleRecord.ts';

type Evaluated = { draft: RecordDraft; compiled: CompiledRules; outcome: RuleOutcome; ruleDraft: RecordDraft | null };

export type RuleView = {
  outcome: RuleOutcome;
  /** Why Complete is refused now ('Cannot complete: …'), or null. */
  completeRefusal: string | null;
};

/**
 * The template's rules over the form's working copy (ADR 012), evaluated on every change of the
 * draft. Values the rules set are written into the draft at once through `replaceDraft` (once per
 * change: a draft the rules produced is not rewritten again, so rules cannot loop). The set list
 * travels from one evaluation to the next in the outcome's state.
 */
export function useRuleOutcome(
  templateId: number | null,
  draft: RecordDraft,
  /** Null where the form may not change the record (read-only, locked batch): markers only. */
  replaceDraft: ((next: RecordDraft) => void) | null,
): RuleView {
  const { data } = useQuery(
    ResearchRulesQuery,
    templateId === null ? skipToken : { variables: { templateId }, fetchPolicy: 'cache-first' },
  );
  const template = data?.researchTemplate;
  const compiled = useMemo(
    () =>
      compileRules(
        template?.rules ?? [],
        (template?.fields ?? []).map((f) => ({ resource: f.resource, field_name: f.fieldName, label: f.label })),
      ),
    [template],
  );

  // Kept from the previous render (React's pattern for state derived from changing props).
  const [last, setLast] = useState<Evaluated | null>(null);
  let current = last;
  if (!current || current.draft !== draft || current.compiled !== compiled) {
    const outcome = evaluateRules(compiled, toRuleRecord(draft), current?.outcome.state);
    const ruleDraft =
      replaceDraft && outcome.changes.length > 0 && draft !== current?.ruleDraft
        ? applyRuleChanges(draft, outcome.changes)
        : null;
    current = { draft, compiled, outcome, ruleDraft };
    setLast(current);
    if (ruleDraft) replaceDraft?.(ruleDraft);
  }
  const { outcome } = current;
  const refusal = useMemo(() => completeRefusal(compiled, outcome), [compiled, outcome]);
  return { outcome, completeRefusal: refusal };
}
