import { compileCondition, isEmptyValue, type FieldTest } from './conditions.ts';
import { fieldNameLabel, resolveRuleField, type RuleScope } from './fields.ts';
import { parseRuleScalar } from './parse-value.ts';

/** A template's rule as GET /api/rule/research_template/{id} answers it (spec section 3). */
export type RuleRow = {
  id: number;
  name: string;
  conditions: ReadonlyArray<{ field: string; operator: string; value?: string | null }>;
  actions: ReadonlyArray<{
    field: string;
    type: string;
    value?: string | null;
    options?: readonly number[] | null;
    message?: string | null;
  }>;
};

export const RULE_ACTION_TYPES = ['set', 'set_disable', 'restrict', 'disable', 'warn', 'error'] as const;
export type RuleActionType = (typeof RULE_ACTION_TYPES)[number];

/** A template field as research_template_fields lists it: where the rules find their labels. */
export type RuleFieldLabel = { resource: string; field_name: string; label: string };

export type FieldValues = Readonly<Record<string, unknown>>;

/** The record the rules read, in the API's field names (snake_case); items named by key. */
export type RuleRecord = {
  document: FieldValues;
  biblios: ReadonlyArray<{ key: string; values: FieldValues }>;
  usages: ReadonlyArray<{ key: string; values: FieldValues }>;
  links: ReadonlyArray<{ biblio_key: string; usage_key: string; active_flag: boolean }>;
};

type Field = { scope: RuleScope; name: string };
type CompiledCondition = Field & { test: FieldTest };
type CompiledAction = Field & {
  type: RuleActionType;
  value: unknown;
  options: readonly number[];
  message: string;
};
/** Which items a rule runs over: the record, each biblio, each usage, or each linked pair. */
type Shape = 'document' | 'biblio' | 'usage' | 'pair';
type CompiledRule = {
  id: number;
  name: string;
  shape: Shape;
  conditions: CompiledCondition[];
  actions: CompiledAction[];
};

export type CompiledRules = {
  readonly rules: readonly CompiledRule[];
  /** The label a message names a field by: the template's, else the field name made readable. */
  labelOf: (scope: RuleScope, field: string) => string;
};

const KNOWN_ACTIONS: ReadonlySet<string> = new Set(RULE_ACTION_TYPES);
const RESOURCE_SCOPE: Record<string, RuleScope> = { biblio: 'biblio', usage: 'usage', document_detail: 'document' };

/** Parses values and builds regexes once per template; evaluation then only runs closures. */
export function compileRules(rows: readonly RuleRow[], labels: readonly RuleFieldLabel[] = []): CompiledRules {
  const rules = rows.map((row): CompiledRule => {
    const conditions = row.conditions.map((c) => ({
      ...resolveRuleField(c.field),
      test: compileCondition(c.operator, c.value),
    }));
    const actions = row.actions
      .filter((a) => KNOWN_ACTIONS.has(a.type))
      .map((a) => ({
        ...resolveRuleField(a.field),
        type: a.type as RuleActionType,
        value: parseRuleScalar(a.value),
        options: a.options ?? [],
        message: a.message ?? '',
      }));
    const scopes = new Set([...conditions, ...actions].map((f) => f.scope));
    const shape: Shape =
      scopes.has('biblio') && scopes.has('usage')
        ? 'pair'
        : scopes.has('biblio')
          ? 'biblio'
          : scopes.has('usage')
            ? 'usage'
            : 'document';
    return { id: row.id, name: row.name, shape, conditions, actions };
  });
  const byField = new Map<string, string>();
  for (const l of labels) byField.set(`${RESOURCE_SCOPE[l.resource] ?? l.resource}:${l.field_name}`, l.label);
  return { rules, labelOf: (scope, field) => byField.get(`${scope}:${field}`) ?? fieldNameLabel(field) };
}

/** What the rules did to one item (the record, a biblio or a usage). */
export type ItemOutcome = {
  /** Values set by set and set_disable actions, by field. */
  values: Readonly<Record<string, unknown>>;
  /** Fields disabled by disable and set_disable. */
  disabled: ReadonlySet<string>;
  /** The names of the rules that disabled each disabled field: what its marker tells the researcher. */
  disabledBy: Readonly<Record<string, readonly string[]>>;
  /** The option ids each restricted field may take (several restricts on a field: the ids all allow). */
  restricted: Readonly<Record<string, readonly number[]>>;
  warnings: Readonly<Record<string, readonly string[]>>;
  errors: Readonly<Record<string, readonly string[]>>;
};

export type RuleNotice = { scope: RuleScope; key: string | null; field: string; message: string };
export type RuleChange = { scope: RuleScope; key: string | null; field: string; value: unknown };

/**
 * The state carried from one evaluation to the next (ADR 012). `settled` is the spec's "set list":
 * per item, the fields a 'set' action no longer writes: those that held a value when the item was
 * first seen, those changed since by anyone but the rules (the researcher, linking a work), and
 * those a rule has set. `seen` is the values at the end of the last evaluation, to spot changes.
 */
export type RuleState = {
  readonly settled: ReadonlyMap<string, SetList>;
  readonly seen: ReadonlyMap<string, FieldValues>;
};

export type RuleOutcome = {
  document: ItemOutcome;
  biblios: ReadonlyMap<string, ItemOutcome>;
  usages: ReadonlyMap<string, ItemOutcome>;
  /** Values the rules set that differ from the record: what the form writes into its copy. */
  changes: readonly RuleChange[];
  warnings: readonly RuleNotice[];
  errors: readonly RuleNotice[];
  /** Hand this to the next evaluation of the same form. */
  state: RuleState;
};

export const NO_RULE_OUTCOME: ItemOutcome = Object.freeze({
  values: Object.freeze({}),
  disabled: new Set<string>(),
  disabledBy: Object.freeze({}),
  restricted: Object.freeze({}),
  warnings: Object.freeze({}),
  errors: Object.freeze({}),
});

type MutableOutcome = {
  values: Record<string, unknown>;
  disabled: Set<string>;
  disabledBy: Record<string, string[]>;
  restricted: Record<string, readonly number[]>;
  warnings: Record<string, string[]>;
  errors: Record<string, string[]>;
};

/** An item under evaluation: its values as the rules have left them so far, its settled fields and outcome. */
type Item = {
  scope: RuleScope;
  key: string | null;
  ref: string;
  original: FieldValues;
  /** The original until a rule sets a field: most items are never written, so never copied. */
  work: FieldValues;
  settled: SetList;
  outcome: MutableOutcome | null;
};

const refOf = (scope: RuleScope, key: string | null) => (key === null ? scope : `${scope}:${key}`);
const isActive = (values: FieldValues) => values.active_flag !== false;

/** A value that counts as filled in for the set list: false (an unticked box) does not. */
const isFilled = (value: unknown) => !isEmptyValue(value) && value !== false;

function sameValue(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (isEmptyValue(a) && isEmptyValue(b));
}

/**
 * One item's set list, asked field by field: only the fields a rule sets are ever asked, so a bulk
 * update judging thousands of records does not list every filled field of every item up front.
 * On it: the fields a rule of this evaluation set; on the first evaluation, the filled ones; on a
 * later one, those on the last one's list and those changed since.
 */
export class SetList {
  private readonly added = new Set<string>();
  private readonly last: { list: SetList | ReadonlySet<string>; seen: FieldValues } | null;

  constructor(
    private readonly values: FieldValues,
    last?: { list: SetList; seen: FieldValues },
  ) {
    // The form evaluates on every edit: a list that asked the last, which asked the one before it,
    // would grow with the edits, so a last list that has a last of its own is made a plain set.
    this.last = last ? { list: last.list.last ? last.list.toSet() : last.list, seen: last.seen } : null;
  }

  has(field: string): boolean {
    if (this.added.has(field)) return true;
    if (!this.last) return isFilled(this.values[field]);
    return this.last.list.has(field) || (field in this.values && !sameValue(this.values[field], this.last.seen[field]));
  }

  add(field: string): void {
    this.added.add(field);
  }

  private toSet(): Set<string> {
    const set = new Set(this.added);
    const last = this.last;
    if (last) for (const field of last.list instanceof SetList ? last.list.toSet() : last.list) set.add(field);
    for (const [field, value] of Object.entries(this.values))
      if (last ? !sameValue(value, last.seen[field]) : isFilled(value)) set.add(field);
    return set;
  }
}

function settledFor(ref: string, values: FieldValues, previous: RuleState | undefined): SetList {
  const list = previous?.settled.get(ref);
  const seen = previous?.seen.get(ref);
  return new SetList(values, list && seen ? { list, seen } : undefined);
}

function outcomeOf(item: Item): MutableOutcome {
  item.outcome ??= { values: {}, disabled: new Set(), disabledBy: {}, restricted: {}, warnings: {}, errors: {} };
  return item.outcome;
}

function note(list: Record<string, string[]>, field: string, message: string) {
  const messages = (list[field] ??= []);
  if (!messages.includes(message)) messages.push(message);
}

function write(item: Item, field: string, value: unknown) {
  if (item.work === item.original) item.work = { ...item.original };
  (item.work as Record<string, unknown>)[field] = value;
}

function apply(action: CompiledAction, item: Item, ruleName: string) {
  const outcome = outcomeOf(item);
  switch (action.type) {
    case 'set':
      // Spec section 4: skipped for fields already in the set list.
      if (item.settled.has(action.name)) return;
      write(item, action.name, action.value);
      outcome.values[action.name] = action.value;
      item.settled.add(action.name);
      return;
    case 'set_disable':
      // The field is disabled, so its value is the rule's whatever was there.
      write(item, action.name, action.value);
      outcome.values[action.name] = action.value;
      outcome.disabled.add(action.name);
      note(outcome.disabledBy, action.name, ruleName);
      item.settled.add(action.name);
      return;
    case 'disable':
      outcome.disabled.add(action.name);
      note(outcome.disabledBy, action.name, ruleName);
      return;
    case 'restrict': {
      const before = outcome.restricted[action.name];
      outcome.restricted[action.name] = before
        ? before.filter((id) => action.options.includes(id))
        : [...action.options];
      return;
    }
    case 'warn':
      note(outcome.warnings, action.name, action.message);
      return;
    case 'error':
      note(outcome.errors, action.name, action.message);
  }
}

/**
 * Runs a template's rules over a record (ADR 012). Rules apply in order; a rule applies only when
 * all its conditions match (spec section 4), each condition reading its field from the item of its
 * scope: a biblio rule runs per active biblio, a usage rule per active usage, a rule naming both
 * per actively linked biblio–usage pair, a rule of record fields once. Later rules read the values
 * earlier ones set. `previous` is the last outcome's state; without it every filled field is settled.
 */
export function evaluateRules(compiled: CompiledRules, record: RuleRecord, previous?: RuleState): RuleOutcome {
  const makeItem = (scope: RuleScope, key: string | null, values: FieldValues): Item => {
    const ref = refOf(scope, key);
    return {
      scope,
      key,
      ref,
      original: values,
      work: values,
      settled: settledFor(ref, values, previous),
      outcome: null,
    };
  };
  const document = makeItem('document', null, record.document);
  const biblios = new Map(
    record.biblios.filter((b) => isActive(b.values)).map((b) => [b.key, makeItem('biblio', b.key, b.values)]),
  );
  const usages = new Map(
    record.usages.filter((u) => isActive(u.values)).map((u) => [u.key, makeItem('usage', u.key, u.values)]),
  );
  const pairs: Array<[Item, Item]> = [];
  for (const link of record.links) {
    const b = biblios.get(link.biblio_key);
    const u = usages.get(link.usage_key);
    if (link.active_flag && b && u) pairs.push([b, u]);
  }

  const pick = (scope: RuleScope, biblio: Item | null, usage: Item | null) =>
    scope === 'biblio' ? biblio : scope === 'usage' ? usage : document;
  const run = (rule: CompiledRule, biblio: Item | null, usage: Item | null) => {
    for (const c of rule.conditions) {
      if (!c.test(pick(c.scope, biblio, usage)?.work[c.name])) return;
    }
    for (const a of rule.actions) {
      const item = pick(a.scope, biblio, usage);
      if (item) apply(a, item, rule.name);
    }
  };
  for (const rule of compiled.rules) {
    if (rule.shape === 'document') run(rule, null, null);
    else if (rule.shape === 'biblio') for (const b of biblios.values()) run(rule, b, null);
    else if (rule.shape === 'usage') for (const u of usages.values()) run(rule, null, u);
    else for (const [b, u] of pairs) run(rule, b, u);
  }

  const all = [document, ...biblios.values(), ...usages.values()];
  const changes: RuleChange[] = [];
  const warnings: RuleNotice[] = [];
  const errors: RuleNotice[] = [];
  const settled = new Map<string, SetList>();
  const seen = new Map<string, FieldValues>();
  for (const item of all) {
    settled.set(item.ref, item.settled);
    seen.set(item.ref, item.work);
    const o = item.outcome;
    if (!o) continue;
    for (const [field, value] of Object.entries(o.values)) {
      if (!sameValue(value, item.original[field])) changes.push({ scope: item.scope, key: item.key, field, value });
    }
    for (const [field, messages] of Object.entries(o.warnings)) {
      for (const message of messages) warnings.push({ scope: item.scope, key: item.key, field, message });
    }
    for (const [field, messages] of Object.entries(o.errors)) {
      for (const message of messages) errors.push({ scope: item.scope, key: item.key, field, message });
    }
  }
  const outcomes = (items: Map<string, Item>) =>
    new Map([...items].map(([key, item]) => [key, item.outcome ?? NO_RULE_OUTCOME]));
  return {
    document: document.outcome ?? NO_RULE_OUTCOME,
    biblios: outcomes(biblios),
    usages: outcomes(usages),
    changes,
    warnings,
    errors,
    state: { settled, seen },
  };
}
