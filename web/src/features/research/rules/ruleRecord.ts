import { NO_RULE_OUTCOME, snakeCase, type ItemOutcome, type RuleChange, type RuleRecord } from '@rt/domain';
import { BIBLIO_FIELD_NAMES, USAGE_FIELD_NAMES, type BiblioDraft, type RecordDraft, type UsageDraft } from './draft.ts';

/** Each of the form's field names with the name the rules (and the API) spell it: 'majorTitle', 'major_title'. */
const snakeNames = (names: readonly string[]) => names.map((n) => [n, snakeCase(n)] as const);
const BIBLIO_NAMES = snakeNames(BIBLIO_FIELD_NAMES);
const USAGE_NAMES = snakeNames(USAGE_FIELD_NAMES);
const BIBLIO_FROM_RULE = new Map(BIBLIO_NAMES.map(([camel, snake]) => [snake, camel]));
const USAGE_FROM_RULE = new Map(USAGE_NAMES.map(([camel, snake]) => [snake, camel]));

function valuesOf(item: object, names: ReadonlyArray<readonly [string, string]>): Record<string, unknown> {
  const source = item as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const [camel, snake] of names) values[snake] = source[camel];
  return values;
}

/** The form's working copy as the rules engine reads it (every item of the form is active). */
export function toRuleRecord(draft: RecordDraft): RuleRecord {
  return {
    document: { notes: draft.notes, other_information: draft.otherInformation },
    biblios: draft.biblios.map((b) => ({ key: b.key, values: valuesOf(b, BIBLIO_NAMES) })),
    usages: draft.usages.map((u) => ({ key: u.key, values: valuesOf(u, USAGE_NAMES) })),
    links: draft.links.map((l) => ({ biblio_key: l.biblioKey, usage_key: l.usageKey, active_flag: l.activeFlag })),
  };
}

/** The draft with the values the rules set written in; fields the form does not hold are left out. */
export function applyRuleChanges(draft: RecordDraft, changes: readonly RuleChange[]): RecordDraft {
  const byItem = new Map<string, Record<string, unknown>>();
  for (const change of changes) {
    const names = change.scope === 'biblio' ? BIBLIO_FROM_RULE : change.scope === 'usage' ? USAGE_FROM_RULE : null;
    const field = names?.get(change.field);
    if (!field) continue;
    const ref = `${change.scope}:${change.key}`;
    byItem.set(ref, { ...byItem.get(ref), [field]: change.value });
  }
  if (byItem.size === 0) return draft;
  // Untouched lists and items keep their identity, so what did not change does not re-render.
  const patch = <T extends BiblioDraft | UsageDraft>(scope: string, items: T[]): T[] => {
    if (!items.some((i) => byItem.has(`${scope}:${i.key}`))) return items;
    return items.map((item) => {
      const values = byItem.get(`${scope}:${item.key}`);
      return values ? { ...item, ...values } : item;
    });
  };
  return { ...draft, biblios: patch('biblio', draft.biblios), usages: patch('usage', draft.usages) };
}

/** What the rules say about one field of the form: its '!' messages, whether it is disabled, its allowed options. */
export type FieldRuleView = {
  warnings: readonly string[];
  errors: readonly string[];
  disabled: boolean;
  /** The names of the rules that disable it, said by its marker. */
  disabledBy: readonly string[];
  /** The option ids a restrict leaves, or null when the field is not restricted. */
  allowed: readonly number[] | null;
};

const NONE: readonly string[] = [];

export function fieldRuleView(outcome: ItemOutcome = NO_RULE_OUTCOME, formField: string): FieldRuleView {
  const field = snakeCase(formField);
  return {
    warnings: outcome.warnings[field] ?? NONE,
    errors: outcome.errors[field] ?? NONE,
    disabled: outcome.disabled.has(field),
    disabledBy: outcome.disabledBy[field] ?? NONE,
    allowed: outcome.restricted[field] ?? null,
  };
}
