import { compileRules, type CompiledRules } from '@rt/domain';
import type { Db } from '../../db/connect.ts';

export type RuleRow = {
  id: number;
  name: string;
  conditions: { field: string; operator: string; value: string | null }[];
  actions: { field: string; type: string; value: string | null; options: number[] | null; message: string | null }[];
};

/** A template's rules with their conditions and actions, in the order they apply. */
export async function loadTemplateRules(db: Db, templateId: number): Promise<RuleRow[]> {
  const rules = await db
    .selectFrom('research_rules')
    .select(['id', 'name'])
    .where('research_template_id', '=', templateId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  if (rules.length === 0) return [];
  const ruleIds = rules.map((r) => r.id);
  const [conditions, actions] = await Promise.all([
    db
      .selectFrom('research_rule_conditions')
      .select(['rule_id', 'field', 'operator', 'value'])
      .where('rule_id', 'in', ruleIds)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('research_rule_actions')
      .select(['rule_id', 'field', 'type', 'value', 'options', 'message'])
      .where('rule_id', 'in', ruleIds)
      .orderBy('id')
      .execute(),
  ]);
  return rules.map((rule) => ({
    ...rule,
    conditions: conditions.filter((c) => c.rule_id === rule.id).map(({ rule_id: _r, ...c }) => c),
    actions: actions.filter((a) => a.rule_id === rule.id).map(({ rule_id: _r, ...a }) => a),
  }));
}

/** A template's rules compiled for the engine with its field labels, or null when it has none. */
export async function loadCompiledRules(db: Db, templateId: number): Promise<CompiledRules | null> {
  const [rules, labels] = await Promise.all([
    loadTemplateRules(db, templateId),
    db
      .selectFrom('research_template_fields')
      .select(['resource', 'field_name', 'label'])
      .where('research_template_id', '=', templateId)
      .execute(),
  ]);
  return rules.length === 0 ? null : compileRules(rules, labels);
}
