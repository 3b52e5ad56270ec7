import { BIBLIO_FIELDS, USAGE_FIELDS } from '../item-fields.ts';

/**
 * Where a rule's field lives (ADR 012). A name may say it outright ('biblio.notes',
 * 'usage.copy_type', 'document_detail.notes'); a bare name is a biblio field when biblios have it,
 * else a usage field when usages have it, else a field of the record itself.
 */
export type RuleScope = 'biblio' | 'usage' | 'document';

export const BIBLIO_RULE_FIELDS: ReadonlySet<string> = new Set(BIBLIO_FIELDS);

export const USAGE_RULE_FIELDS: ReadonlySet<string> = new Set(USAGE_FIELDS);

const PREFIXES: ReadonlyArray<[prefix: string, scope: RuleScope]> = [
  ['biblio.', 'biblio'],
  ['usage.', 'usage'],
  ['document_detail.', 'document'],
];

/** A rule field's scope and its name within that scope. */
export function resolveRuleField(field: string): { scope: RuleScope; name: string } {
  const trimmed = field.trim();
  for (const [prefix, scope] of PREFIXES) {
    if (trimmed.startsWith(prefix)) return { scope, name: trimmed.slice(prefix.length) };
  }
  if (BIBLIO_RULE_FIELDS.has(trimmed)) return { scope: 'biblio', name: trimmed };
  if (USAGE_RULE_FIELDS.has(trimmed)) return { scope: 'usage', name: trimmed };
  return { scope: 'document', name: trimmed };
}

/** 'units_copied' → 'Units copied': the label of a field the template does not list. */
export function fieldNameLabel(name: string): string {
  const spaced = name.replace(/_/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
