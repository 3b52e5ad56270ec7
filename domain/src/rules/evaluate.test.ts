import { describe, expect, it } from 'vitest';
import { compileRules, evaluateRules, type RuleRecord, type RuleRow } from './evaluate.ts';
import { completeRefusal } from './messages.ts';

let nextId = 1;
const rule = (
  conditions: RuleRow['conditions'],
  actions: Array<Partial<RuleRow['actions'][number]> & { field: string; type: string }>,
): RuleRow => ({
  id: nextId++,
  name: 'rule',
  conditions,
  actions: actions.map((a) => ({ value: null, options: null, message: null, ...a })),
});
const when = (field: string, operator: string, value: string | null = null) => ({ field, operator, value });

const record = (
  biblios: Array<Record<string, unknown>>,
  usages: Array<Record<string, unknown>> = [],
  links: Array<[string, string, boolean?]> = [],
): RuleRecord => ({
  document: { notes: null, heldback: false },
  biblios: biblios.map((values, i) => ({ key: `b${i + 1}`, values })),
  usages: usages.map((values, i) => ({ key: `u${i + 1}`, values })),
  links: links.map(([biblio_key, usage_key, active_flag = true]) => ({ biblio_key, usage_key, active_flag })),
});

const BOOK = 1;
const WEBSITE = 5;

describe('rules engine actions', () => {
  it('applies a rule only when all its conditions match', () => {
    const compiled = compileRules([
      rule(
        [when('major_material_type', 'equals', String(BOOK)), when('units_copied', 'greater_than', '10')],
        [{ field: 'units_copied', type: 'error', message: 'Too many' }],
      ),
    ]);
    const outcome = evaluateRules(
      compiled,
      record([
        { major_material_type: BOOK, units_copied: 11 },
        { major_material_type: BOOK, units_copied: 3 },
        { major_material_type: WEBSITE, units_copied: 20 },
      ]),
    );
    expect(outcome.biblios.get('b1')?.errors).toEqual({ units_copied: ['Too many'] });
    expect(outcome.biblios.get('b2')?.errors).toEqual({});
    expect(outcome.biblios.get('b3')?.errors).toEqual({});
    expect(outcome.errors).toEqual([{ scope: 'biblio', key: 'b1', field: 'units_copied', message: 'Too many' }]);
  });

  it('set fills a field and reports the change; set_disable also disables it', () => {
    const compiled = compileRules([
      rule(
        [when('major_material_type', 'equals', String(WEBSITE))],
        [
          { field: 'internet', type: 'set_disable', value: 'True' },
          { field: 'minor_material_type', type: 'set', value: '1' },
        ],
      ),
    ]);
    const outcome = evaluateRules(
      compiled,
      record([{ major_material_type: WEBSITE, minor_material_type: null, internet: false }]),
    );
    const b1 = outcome.biblios.get('b1')!;
    expect(b1.values).toEqual({ internet: true, minor_material_type: 1 });
    expect([...b1.disabled]).toEqual(['internet']);
    // The form's marker names the rule, as a disabled field cannot say why it is.
    expect(b1.disabledBy).toEqual({ internet: [compiled.rules[0].name] });
    expect(outcome.changes).toEqual([
      { scope: 'biblio', key: 'b1', field: 'internet', value: true },
      { scope: 'biblio', key: 'b1', field: 'minor_material_type', value: 1 },
    ]);
  });

  it('set skips a field already in the set list: one the item held when first seen', () => {
    const compiled = compileRules([
      rule(
        [when('major_material_type', 'equals', String(BOOK))],
        [{ field: 'minor_material_type', type: 'set', value: '1' }],
      ),
    ]);
    const outcome = evaluateRules(compiled, record([{ major_material_type: BOOK, minor_material_type: 4 }]));
    expect(outcome.biblios.get('b1')?.values).toEqual({});
    expect(outcome.changes).toEqual([]);
  });

  it('set does not write again a field it set, nor one the researcher changed since', () => {
    const compiled = compileRules([
      rule(
        [when('major_material_type', 'equals', String(BOOK))],
        [{ field: 'minor_material_type', type: 'set', value: '1' }],
      ),
    ]);
    const first = evaluateRules(compiled, record([{ major_material_type: null, minor_material_type: null }]));
    expect(first.changes).toEqual([]);
    // The researcher picks Book: the rule fills minor type Text.
    const second = evaluateRules(
      compiled,
      record([{ major_material_type: BOOK, minor_material_type: null }]),
      first.state,
    );
    expect(second.changes).toEqual([{ scope: 'biblio', key: 'b1', field: 'minor_material_type', value: 1 }]);
    // The researcher then chooses another minor type, and later clears it: the rule leaves both alone.
    const third = evaluateRules(
      compiled,
      record([{ major_material_type: BOOK, minor_material_type: 4 }]),
      second.state,
    );
    expect(third.changes).toEqual([]);
    const fourth = evaluateRules(
      compiled,
      record([{ major_material_type: BOOK, minor_material_type: null }]),
      third.state,
    );
    expect(fourth.changes).toEqual([]);
  });

  it('set does not overwrite a value the researcher typed before the rule fired', () => {
    const compiled = compileRules([
      rule(
        [when('major_material_type', 'equals', String(BOOK))],
        [{ field: 'minor_material_type', type: 'set', value: '1' }],
      ),
    ]);
    const first = evaluateRules(compiled, record([{ major_material_type: null, minor_material_type: null }]));
    const typed = evaluateRules(compiled, record([{ major_material_type: null, minor_material_type: 3 }]), first.state);
    const fired = evaluateRules(compiled, record([{ major_material_type: BOOK, minor_material_type: 3 }]), typed.state);
    expect(fired.changes).toEqual([]);
  });

  it('remembers a value typed many evaluations before the rule fires', () => {
    const compiled = compileRules([
      rule(
        [when('major_material_type', 'equals', String(BOOK))],
        [{ field: 'minor_material_type', type: 'set', value: '1' }],
      ),
    ]);
    let state = evaluateRules(compiled, record([{ major_material_type: null, minor_material_type: null }])).state;
    state = evaluateRules(compiled, record([{ major_material_type: null, minor_material_type: 3 }]), state).state;
    for (const pages of ['1', '1-2', '1-3', '1-4'])
      state = evaluateRules(
        compiled,
        record([{ major_material_type: null, minor_material_type: 3, pages }]),
        state,
      ).state;
    const fired = evaluateRules(compiled, record([{ major_material_type: BOOK, minor_material_type: 3 }]), state);
    expect(fired.changes).toEqual([]);
    const untouched = evaluateRules(compiled, record([{ major_material_type: null, minor_material_type: null }]));
    const unsettled = evaluateRules(
      compiled,
      record([{ major_material_type: null, minor_material_type: null, pages: '1' }]),
      untouched.state,
    );
    const fillsIt = evaluateRules(
      compiled,
      record([{ major_material_type: BOOK, minor_material_type: null, pages: '1' }]),
      unsettled.state,
    );
    expect(fillsIt.changes).toEqual([{ scope: 'biblio', key: 'b1', field: 'minor_material_type', value: 1 }]);
  });

  it('set_disable applies even to a settled field (the field is disabled, its value is the rule’s)', () => {
    const compiled = compileRules([
      rule(
        [when('major_material_type', 'equals', String(WEBSITE))],
        [{ field: 'internet', type: 'set_disable', value: 'true' }],
      ),
    ]);
    const first = evaluateRules(compiled, record([{ major_material_type: WEBSITE, internet: false }]));
    const unticked = evaluateRules(compiled, record([{ major_material_type: WEBSITE, internet: false }]), first.state);
    expect(unticked.changes).toEqual([{ scope: 'biblio', key: 'b1', field: 'internet', value: true }]);
  });

  it('later rules read the values earlier rules set', () => {
    const compiled = compileRules([
      rule(
        [when('major_material_type', 'equals', String(WEBSITE))],
        [{ field: 'internet', type: 'set', value: 'true' }],
      ),
      rule([when('internet', 'equals', 'true')], [{ field: 'url', type: 'warn', message: 'Give the URL' }]),
    ]);
    const outcome = evaluateRules(compiled, record([{ major_material_type: WEBSITE, internet: false, url: null }]));
    expect(outcome.biblios.get('b1')?.warnings).toEqual({ url: ['Give the URL'] });
  });

  it('disable disables without a value; restrict keeps only the allowed ids, and two restricts keep what both allow', () => {
    const compiled = compileRules([
      rule([when('major_material_type', 'in', '2,3')], [{ field: 'edition', type: 'disable' }]),
      rule(
        [when('major_material_type', 'equals', '7')],
        [{ field: 'minor_material_type', type: 'restrict', options: [3, 9, 1] }],
      ),
      rule(
        [when('major_material_type', 'equals', '7')],
        [{ field: 'minor_material_type', type: 'restrict', options: [9, 1, 2] }],
      ),
    ]);
    const outcome = evaluateRules(compiled, record([{ major_material_type: 2 }, { major_material_type: 7 }]));
    expect([...outcome.biblios.get('b1')!.disabled]).toEqual(['edition']);
    expect(outcome.biblios.get('b1')!.restricted).toEqual({});
    expect([...outcome.biblios.get('b2')!.disabled]).toEqual([]);
    expect(outcome.biblios.get('b2')!.restricted).toEqual({ minor_material_type: [9, 1] });
  });

  it('warn and error collect each message once per field', () => {
    const compiled = compileRules([
      rule([when('isn', 'begins_with', '979')], [{ field: 'isn', type: 'warn', message: 'Check ISMN' }]),
      rule([when('isn', 'regex', '^979')], [{ field: 'isn', type: 'warn', message: 'Check ISMN' }]),
      rule([when('isn', 'is_not_empty')], [{ field: 'isn', type: 'error', message: 'Stop' }]),
    ]);
    const outcome = evaluateRules(compiled, record([{ isn: '9790001' }]));
    expect(outcome.biblios.get('b1')?.warnings).toEqual({ isn: ['Check ISMN'] });
    expect(outcome.warnings).toHaveLength(1);
    expect(outcome.errors).toEqual([{ scope: 'biblio', key: 'b1', field: 'isn', message: 'Stop' }]);
  });

  it('runs a usage rule per usage and ignores inactive items', () => {
    const compiled = compileRules([
      rule(
        [when('times_copied', 'greater_than', '500')],
        [{ field: 'times_copied', type: 'warn', message: 'Big class' }],
      ),
    ]);
    const outcome = evaluateRules(
      compiled,
      record([], [{ times_copied: 600 }, { times_copied: 20 }, { times_copied: 900, active_flag: false }]),
    );
    expect(outcome.usages.get('u1')?.warnings).toEqual({ times_copied: ['Big class'] });
    expect(outcome.usages.get('u2')?.warnings).toEqual({});
    expect(outcome.usages.has('u3')).toBe(false);
  });

  it('runs a rule naming biblio and usage fields per actively linked pair, acting on each side', () => {
    const compiled = compileRules([
      rule(
        [when('copied_for', 'equals', '8')],
        [
          { field: 'distribution_only', type: 'set', value: 'true' },
          { field: 'copied_for', type: 'warn', message: 'Internal' },
        ],
      ),
    ]);
    const outcome = evaluateRules(
      compiled,
      record(
        [{ distribution_only: false }, { distribution_only: false }, { distribution_only: false }],
        [{ copied_for: 8 }, { copied_for: 1 }],
        [
          ['b1', 'u1'],
          ['b2', 'u2'],
          ['b3', 'u1', false],
        ],
      ),
    );
    expect(outcome.biblios.get('b1')?.values).toEqual({ distribution_only: true });
    expect(outcome.biblios.get('b2')?.values).toEqual({});
    expect(outcome.biblios.get('b3')?.values).toEqual({});
    expect(outcome.usages.get('u1')?.warnings).toEqual({ copied_for: ['Internal'] });
  });

  it('reads record fields from the record, and a qualified name picks its scope', () => {
    const compiled = compileRules([
      rule([when('heldback', 'equals', 'true')], [{ field: 'other_information', type: 'warn', message: 'Say why' }]),
      rule(
        [when('document_detail.notes', 'contains', 'urgent')],
        [{ field: 'biblio.notes', type: 'warn', message: 'Urgent record' }],
      ),
    ]);
    const outcome = evaluateRules(compiled, {
      ...record([{ notes: null }]),
      document: { heldback: true, notes: 'URGENT' },
    });
    expect(outcome.document.warnings).toEqual({ other_information: ['Say why'] });
    expect(outcome.biblios.get('b1')?.warnings).toEqual({ notes: ['Urgent record'] });
  });

  it('a rule with a bad regex never fires, and the other rules still do', () => {
    const compiled = compileRules([
      rule([when('isn', 'regex', '[0-9')], [{ field: 'isn', type: 'error', message: 'Bad' }]),
      rule([when('isn', 'begins_with', '0')], [{ field: 'isn', type: 'warn', message: 'Zero' }]),
    ]);
    const outcome = evaluateRules(compiled, record([{ isn: '0123' }]));
    expect(outcome.errors).toEqual([]);
    expect(outcome.warnings).toHaveLength(1);
  });
});

describe('Complete refusal message', () => {
  const compiled = compileRules(
    [
      rule(
        [when('units_copied', 'greater_than', '10')],
        [{ field: 'units_copied', type: 'error', message: 'More than 10 chapters copied from one book.' }],
      ),
      rule(
        [when('payment_amount', 'greater_or_equal', '0'), when('times_copied', 'is_empty')],
        [{ field: 'times_copied', type: 'error', message: 'Times copied is needed when a payment amount is entered.' }],
      ),
    ],
    [{ resource: 'biblio', field_name: 'units_copied', label: 'Units Copied' }],
  );

  it('names each failing field once, by its template label or else its readable name', () => {
    const outcome = evaluateRules(
      compiled,
      record([{ units_copied: 12 }, { units_copied: 14 }], [{ payment_amount: 5, times_copied: null }]),
    );
    expect(completeRefusal(compiled, outcome)).toBe(
      'Cannot complete: Units Copied: More than 10 chapters copied from one book. Times copied: Times copied is needed when a payment amount is entered.',
    );
  });

  it('is null when no error fires (warnings do not refuse)', () => {
    const outcome = evaluateRules(compiled, record([{ units_copied: 2 }], [{ payment_amount: 5, times_copied: 3 }]));
    expect(completeRefusal(compiled, outcome)).toBeNull();
  });
});
