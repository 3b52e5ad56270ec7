export const DOCUMENT_STATUSES = ['imported', 'on_hold', 'researched', 'ready_for_research'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** The GraphQL schema's name for a record's status (docs/decisions/058). */
export type RecordStatus = DocumentStatus;

export const DOCUMENT_STATUS_OPTIONS: ReadonlyArray<{ value: DocumentStatus; label: string }> = [
  { value: 'imported', label: 'Imported' },
  { value: 'on_hold', label: 'On hold' },
  { value: 'researched', label: 'Researched' },
  { value: 'ready_for_research', label: 'Ready for research' },
];

/** Underscores become spaces and the first letter is capitalised: 'on_hold' → 'On hold'. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return '-';
  const spaced = status.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export const COLLECTION_STATUSES = ['show', 'hide'] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];

export const BATCH_STATUSES = ['unlocked', 'locked'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const BATCH_PERIODS = ['Quarter', 'Term', 'Part', 'Invoice', 'Calendar Year', 'Financial Year'] as const;
export type BatchPeriod = (typeof BATCH_PERIODS)[number];

export const BLM_STATUSES = ['BLM', 'No', 'BLM Partial'] as const;
export type BlmStatus = (typeof BLM_STATUSES)[number];

export const PAYMENT_MODELS = [
  'Rights Revision',
  'Publisher Controlled',
  'Author Controlled',
  'Notified',
  'Default',
] as const;
export type PaymentModel = (typeof PAYMENT_MODELS)[number];

/** A batch's display title: period plus period number. */
export function batchTitle(period: BatchPeriod, periodNumber: string): string {
  return `${period} ${periodNumber}`.trim();
}

export const LOCATION_TYPES = ['institute', 'school'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** The GraphQL enum value naming a stored word, as a type: EnumName<'Calendar Year'> is 'CALENDAR_YEAR'. */
export type EnumName<T extends string> = T extends `${infer A} ${infer B}`
  ? `${Uppercase<A>}_${EnumName<B>}`
  : Uppercase<T>;

/** The GraphQL enum value naming a stored word: 'ready_for_research' → 'READY_FOR_RESEARCH', 'Calendar Year' → 'CALENDAR_YEAR'. */
export const enumName = <T extends string>(value: T): EnumName<T> =>
  value.toUpperCase().replace(/ /g, '_') as EnumName<T>;

/** The closed sets the GraphQL schema serves as enums, by enum name: each is also this module's union type of that name. */
export const GRAPHQL_ENUMS = {
  RecordStatus: DOCUMENT_STATUSES,
  CollectionStatus: COLLECTION_STATUSES,
  BatchStatus: BATCH_STATUSES,
  BatchPeriod: BATCH_PERIODS,
  LocationType: LOCATION_TYPES,
} as const;

/**
 * Each enum's names to the words the records API stores ({ ON_HOLD: 'on_hold' }). The BFF serves
 * the enums through it and the codegen types its resolvers by it, so the schema's names and the
 * stored words are tied in one place.
 */
export const GRAPHQL_ENUM_VALUES: Record<keyof typeof GRAPHQL_ENUMS, Record<string, string>> = Object.fromEntries(
  Object.entries(GRAPHQL_ENUMS).map(([name, values]) => [
    name,
    Object.fromEntries(values.map((value) => [enumName(value), value])),
  ]),
) as never;

/** The stored word an enum name stands for: storedValue(BATCH_PERIODS, 'CALENDAR_YEAR') → 'Calendar Year'. */
export function storedValue<const T extends string>(values: readonly T[], name: EnumName<T>): T {
  const value = values.find((v) => enumName(v) === name);
  if (value === undefined) throw new Error(`${name} names none of ${values.join(', ')}`);
  return value;
}
