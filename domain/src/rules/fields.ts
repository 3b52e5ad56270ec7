/**
 * Where a rule's field lives (ADR 012). A name may say it outright ('biblio.notes',
 * 'usage.copy_type', 'document_detail.notes'); a bare name is a biblio field when biblios have it,
 * else a usage field when usages have it, else a field of the record itself.
 */
export type RuleScope = 'biblio' | 'usage' | 'document';

export const BIBLIO_RULE_FIELDS: ReadonlySet<string> = new Set([
  'major_title',
  'minor_title',
  'isn',
  'issue_name',
  'issue_number',
  'volume',
  'edition',
  'chapter_numbers',
  'page_numbers',
  'publication_year',
  'publication_date',
  'publisher',
  'work_creator',
  'source_creators',
  'url',
  'notes',
  'units_copied',
  'major_material_type',
  'minor_material_type',
  'work_sub_type',
  'terms_conditions',
  'exclusion_condition',
  'blm',
  'blm_status',
  'payment_model',
  'work_id',
  'work_status',
  'recipient',
  'recipient_id',
  'parent_recipient_id',
  'parent_recipient_name',
  'matched_by',
  'artistic_works',
  'distribution_only',
  'internet',
  'unidentifiable',
  'new_work_request',
  'should_request_new_work',
]);

export const USAGE_RULE_FIELDS: ReadonlySet<string> = new Set([
  'copy_type',
  'copied_for',
  'event_date',
  'times_copied',
  'aaa_flag',
  'amcos_flag',
  'payment_amount',
  'payment_amount_overseas',
  'commission_amount',
  'converted_amount',
  'exchange_rate',
  'transaction_currency',
  'wht_amount',
  'wht_percentage',
]);

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
