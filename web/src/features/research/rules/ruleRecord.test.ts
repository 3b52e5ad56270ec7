import { compileRules, evaluateRules } from '@rt/domain';
import { describe, expect, it } from 'vitest';
import { newRecordDraft } from './draft.ts';
import { applyRuleChanges, fieldRuleView, toRuleRecord } from './ruleRecord.ts';

const WEBSITE = 5;
const compiled = compileRules([
  {
    id: 1,
    name: 'Websites are internet copies',
    conditions: [{ field: 'major_material_type', operator: 'equals', value: String(WEBSITE) }],
    actions: [
      { field: 'internet', type: 'set_disable', value: 'true', options: null, message: null },
      { field: 'minor_material_type', type: 'set', value: '1', options: null, message: null },
      { field: 'url', type: 'warn', value: null, options: null, message: 'Give the address' },
    ],
  },
  {
    id: 2,
    name: 'Coursepack copy types',
    conditions: [{ field: 'copied_for', operator: 'equals', value: '3' }],
    actions: [{ field: 'copy_type', type: 'restrict', value: null, options: [1, 3], message: null }],
  },
]);

describe('the research form under the template rules', () => {
  it('reads the form’s fields under their API names and writes the rules’ values back into the draft', () => {
    const start = newRecordDraft('2026-01-01');
    const first = evaluateRules(compiled, toRuleRecord(start));
    const draft = { ...start, biblios: [{ ...start.biblios[0], majorMaterialType: WEBSITE }] };
    const outcome = evaluateRules(compiled, toRuleRecord(draft), first.state);
    const applied = applyRuleChanges(draft, outcome.changes);
    expect(applied.biblios[0]).toMatchObject({ majorMaterialType: WEBSITE, internet: true, minorMaterialType: 1 });
    expect(applied.usages).toBe(draft.usages);

    const biblio = outcome.biblios.get(applied.biblios[0].key);
    expect(fieldRuleView(biblio, 'internet')).toEqual({
      warnings: [],
      errors: [],
      disabled: true,
      disabledBy: ['Websites are internet copies'],
      allowed: null,
    });
    expect(fieldRuleView(biblio, 'url').warnings).toEqual(['Give the address']);
  });

  it('restricts a usage field’s options, and leaves the draft as it is when nothing is set', () => {
    const start = newRecordDraft('2026-01-01');
    const draft = { ...start, usages: [{ ...start.usages[0], copiedFor: 3 }] };
    const outcome = evaluateRules(compiled, toRuleRecord(draft));
    expect(applyRuleChanges(draft, outcome.changes)).toBe(draft);
    expect(fieldRuleView(outcome.usages.get(draft.usages[0].key), 'copyType').allowed).toEqual([1, 3]);
  });
});
