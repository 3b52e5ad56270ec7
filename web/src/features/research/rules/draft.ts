import {
  BIBLIO_FIELDS,
  BIBLIO_FIELD_KINDS,
  USAGE_FIELD_KINDS,
  USAGE_FORM_FIELDS,
  activeLinkCounts,
  camelCase,
  camelCaseKeys,
  flagFields,
  isoDate,
  newBiblioValues,
  newUsageDefaults,
  type BiblioFieldValues,
  type CamelCased,
  type RecordShape,
  type UsageFieldValues,
  type UsageFormField,
} from '@rt/domain';

/**
 * The research form's working copy of a record (ADR 009: the whole record is saved at once).
 * Items are named by `key`: the id as text for a stored item, any unique text for a new one, so
 * links can name items that have no id yet.
 */
export type BiblioFields = CamelCased<BiblioFieldValues>;
export type UsageFields = CamelCased<Pick<UsageFieldValues, UsageFormField>>;

export type BiblioDraft = BiblioFields & { key: string; id: string | null };
export type UsageDraft = UsageFields & { key: string; id: string | null };
export type LinkDraft = { biblioKey: string; usageKey: string; activeFlag: boolean };

export type RecordDraft = {
  notes: string | null;
  otherInformation: string | null;
  biblios: BiblioDraft[];
  usages: UsageDraft[];
  links: LinkDraft[];
};

/** The biblio's fields and the usage's the form holds (domain's lists), by the form's names. */
export const BIBLIO_FIELD_NAMES: ReadonlyArray<keyof BiblioFields> = BIBLIO_FIELDS.map(camelCase);
export const USAGE_FIELD_NAMES: ReadonlyArray<keyof UsageFields> = USAGE_FORM_FIELDS.map(camelCase);

type Stored<F> = { [K in keyof F]?: F[K] | null } & { id: string };
export type StoredRecord = {
  notes?: string | null;
  otherInformation?: string | null;
  biblios: ReadonlyArray<Stored<BiblioFields>>;
  usages: ReadonlyArray<Stored<UsageFields>>;
  links: ReadonlyArray<{ biblioId: string; usageId: string; activeFlag: boolean }>;
};

const BOOLEAN_BIBLIO_FIELDS = new Set([...flagFields(BIBLIO_FIELD_KINDS)].map(camelCase));
const BOOLEAN_USAGE_FIELDS = new Set([...flagFields(USAGE_FIELD_KINDS)].map(camelCase));

function pick<F extends object>(
  names: ReadonlyArray<keyof F>,
  source: { [K in keyof F]?: F[K] | null },
  booleans: ReadonlySet<PropertyKey>,
): F {
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const value = source[name];
    out[name as string] = booleans.has(name) ? Boolean(value) : (value ?? null);
  }
  return out as F;
}

/** The form's copy of a record as the server answered it. */
export function toDraft(record: StoredRecord): RecordDraft {
  return {
    notes: record.notes ?? null,
    otherInformation: record.otherInformation ?? null,
    biblios: record.biblios.map((b) => ({
      ...pick<BiblioFields>(BIBLIO_FIELD_NAMES, b, BOOLEAN_BIBLIO_FIELDS),
      key: b.id,
      id: b.id,
    })),
    usages: record.usages.map((u) => ({
      ...pick<UsageFields>(USAGE_FIELD_NAMES, u, BOOLEAN_USAGE_FIELDS),
      key: u.id,
      id: u.id,
    })),
    links: record.links.map((l) => ({ biblioKey: l.biblioId, usageKey: l.usageId, activeFlag: l.activeFlag })),
  };
}

/** The body of saveRecord / createRecord (less id, version and action). */
export function toRecordInput(draft: RecordDraft) {
  return {
    notes: draft.notes,
    otherInformation: draft.otherInformation,
    biblios: draft.biblios.map(({ id, ...rest }) => (id ? { id, ...rest } : rest)),
    usages: draft.usages.map(({ id, ...rest }) => (id ? { id, ...rest } : rest)),
    links: draft.links
      .filter((l) => hasItem(draft.biblios, l.biblioKey) && hasItem(draft.usages, l.usageKey))
      .map((l) => ({ ...l })),
  };
}

const hasItem = (items: ReadonlyArray<{ key: string }>, key: string) => items.some((i) => i.key === key);

/** The record as the link rules of '@rt/domain' read it (every item of the form is active). */
export function linkShape(draft: RecordDraft): RecordShape {
  return {
    biblios: draft.biblios.map((b) => ({ key: b.key, active_flag: true })),
    usages: draft.usages.map((u) => ({ key: u.key, active_flag: true })),
    links: draft.links.map((l) => ({ biblio_key: l.biblioKey, usage_key: l.usageKey, active_flag: l.activeFlag })),
  };
}

/** How many usages a biblio is actively linked to (the number on its card). */
export function biblioLinkCount(draft: RecordDraft, biblioKey: string): number {
  return activeLinkCounts(linkShape(draft), 'biblio').get(biblioKey) ?? 0;
}

/** How many biblios a usage is actively linked to (the number on its card). */
export function usageLinkCount(draft: RecordDraft, usageKey: string): number {
  return activeLinkCounts(linkShape(draft), 'usage').get(usageKey) ?? 0;
}

export function isLinked(draft: RecordDraft, biblioKey: string, usageKey: string): boolean {
  return draft.links.some((l) => l.activeFlag && l.biblioKey === biblioKey && l.usageKey === usageKey);
}

/** Spec section 4: a new biblio has units_copied 1 and everything else blank (newBiblioValues). */
export function newBiblio(key: string): BiblioDraft {
  return { ...camelCaseKeys(newBiblioValues()), key, id: null };
}

/**
 * Spec section 4 (newUsageDefaults): blank copy type and copied for, the first usage's event date
 * (or today, yyyy-MM-dd), times copied empty and both flags false.
 */
export function newUsage(key: string, usages: readonly UsageDraft[], today: string = isoDate()): UsageDraft {
  const defaults = newUsageDefaults(
    usages.map((u) => ({ event_date: u.eventDate })),
    today,
  );
  return {
    key,
    id: null,
    copyType: defaults.copy_type,
    copiedFor: defaults.copied_for,
    eventDate: defaults.event_date,
    timesCopied: defaults.times_copied,
    aaaFlag: defaults.aaa_flag,
    amcosFlag: defaults.amcos_flag,
    paymentAmount: null,
  };
}

/** A fresh manual record: one new biblio linked to one new usage. */
export function newRecordDraft(today: string = isoDate()): RecordDraft {
  const biblio = newBiblio('new-b1');
  const usage = newUsage('new-u1', [], today);
  return {
    notes: null,
    otherInformation: null,
    biblios: [biblio],
    usages: [usage],
    links: [{ biblioKey: biblio.key, usageKey: usage.key, activeFlag: true }],
  };
}

/** A key no item of the draft uses yet: 'new-b3', 'new-u2'. */
export function nextKey(draft: RecordDraft, kind: 'b' | 'u'): string {
  const used = new Set([...draft.biblios, ...draft.usages].map((i) => i.key));
  let n = (kind === 'b' ? draft.biblios.length : draft.usages.length) + 1;
  while (used.has(`new-${kind}${n}`)) n += 1;
  return `new-${kind}${n}`;
}
