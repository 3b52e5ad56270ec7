import { BLM_STATUSES, PAYMENT_MODELS } from './status.ts';

/**
 * The fields of a biblio and of a usage (spec section 3), by the records API's names and in the
 * spec's order, each with the kind of value it holds: the one list that the API's body reader, the
 * rules, the bulk-edit catalogue, work linking and the research form's draft take theirs from. The
 * API checks it against the database's generated row types (api/src/modules/research/record-body.ts).
 * An item's id, record and active flag are the item's own, not fields.
 */

/** The id/value lookup lists of spec section 3: one table each, GET /api/{list}. */
export const LOOKUP_LISTS = [
  'edition',
  'exclusion_condition',
  'terms_conditions',
  'major_material_type',
  'minor_material_type',
  'work_sub_type',
  'copy_type',
  'copied_for',
] as const;
export type LookupListName = (typeof LOOKUP_LISTS)[number];

export type FieldKind =
  | 'text'
  | 'flag'
  | 'count'
  | 'year'
  | 'date'
  | 'event_date'
  | 'money'
  | 'rate'
  | 'percent'
  | 'currency'
  | { lookup: LookupListName }
  | { choice: readonly string[] };

export const BIBLIO_FIELD_KINDS = {
  major_title: 'text',
  minor_title: 'text',
  isn: 'text',
  issue_name: 'text',
  issue_number: 'text',
  volume: 'text',
  edition: { lookup: 'edition' },
  chapter_numbers: 'text',
  page_numbers: 'text',
  publication_year: 'year',
  publication_date: 'date',
  publisher: 'text',
  work_creator: 'text',
  source_creators: 'text',
  url: 'text',
  notes: 'text',
  units_copied: 'count',
  major_material_type: { lookup: 'major_material_type' },
  minor_material_type: { lookup: 'minor_material_type' },
  work_sub_type: { lookup: 'work_sub_type' },
  terms_conditions: { lookup: 'terms_conditions' },
  exclusion_condition: { lookup: 'exclusion_condition' },
  blm: 'flag',
  blm_status: { choice: BLM_STATUSES },
  payment_model: { choice: PAYMENT_MODELS },
  work_id: 'text',
  work_status: 'text',
  recipient: 'text',
  recipient_id: 'text',
  parent_recipient_id: 'text',
  parent_recipient_name: 'text',
  matched_by: 'text',
  artistic_works: 'flag',
  distribution_only: 'flag',
  internet: 'flag',
  unidentifiable: 'flag',
  new_work_request: 'flag',
  should_request_new_work: 'flag',
} as const satisfies Record<string, FieldKind>;

export const USAGE_FIELD_KINDS = {
  copy_type: { lookup: 'copy_type' },
  copied_for: { lookup: 'copied_for' },
  event_date: 'event_date',
  times_copied: 'count',
  aaa_flag: 'flag',
  amcos_flag: 'flag',
  payment_amount: 'money',
  payment_amount_overseas: 'money',
  commission_amount: 'money',
  converted_amount: 'money',
  exchange_rate: 'rate',
  transaction_currency: 'currency',
  wht_amount: 'money',
  wht_percentage: 'percent',
} as const satisfies Record<string, FieldKind>;

export type BiblioField = keyof typeof BIBLIO_FIELD_KINDS;
export type UsageField = keyof typeof USAGE_FIELD_KINDS;

/** The names of an object literal's keys, in its order, typed as its keys. */
const keysOf = <T extends object>(object: T) => Object.keys(object) as Array<keyof T & string>;

export const BIBLIO_FIELDS: readonly BiblioField[] = keysOf(BIBLIO_FIELD_KINDS);
export const USAGE_FIELDS: readonly UsageField[] = keysOf(USAGE_FIELD_KINDS);

/** The usage fields the research form shows and sends (spec section 4); the others come with an import. */
export const USAGE_FORM_FIELDS = [
  'copy_type',
  'copied_for',
  'event_date',
  'times_copied',
  'aaa_flag',
  'amcos_flag',
  'payment_amount',
] as const satisfies readonly UsageField[];
export type UsageFormField = (typeof USAGE_FORM_FIELDS)[number];

/** The value a field of a kind holds: a flag is true or false, anything else may be blank (null). */
type ValueOf<K> = K extends 'flag'
  ? boolean
  : K extends 'text' | 'date' | 'event_date' | 'currency' | { choice: readonly string[] }
    ? string | null
    : number | null;

export type BiblioFieldValues = { -readonly [F in BiblioField]: ValueOf<(typeof BIBLIO_FIELD_KINDS)[F]> };
export type UsageFieldValues = { -readonly [F in UsageField]: ValueOf<(typeof USAGE_FIELD_KINDS)[F]> };

/** The flag fields of a kinds table: what a form holds as true or false, never blank. */
export const flagFields = <F extends string>(kinds: Readonly<Record<F, FieldKind>>): ReadonlySet<F> =>
  new Set(keysOf(kinds).filter((field) => kinds[field] === 'flag'));

/** A field's value on a blank item: false for a flag, null for the rest. */
export const blankValue = (kind: FieldKind): false | null => (kind === 'flag' ? false : null);

/** An item with every field blank: flags false, the rest null. */
export function blankBiblio(): BiblioFieldValues {
  return Object.fromEntries(
    BIBLIO_FIELDS.map((field) => [field, blankValue(BIBLIO_FIELD_KINDS[field])]),
  ) as BiblioFieldValues;
}

/** The named fields of an item, in the order named. */
export const pickFields = <T extends object, K extends keyof T>(item: T, fields: readonly K[]): Pick<T, K> =>
  Object.fromEntries(fields.map((field) => [field, item[field]])) as Pick<T, K>;
