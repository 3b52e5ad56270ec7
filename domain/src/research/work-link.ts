import { EXCLUSION_CONDITION_KEEPS_LINKS } from '../constants.ts';
import { BIBLIO_FIELDS, pickFields, type BiblioField, type BiblioFieldValues } from '../item-fields.ts';
import { newBiblioValues } from './defaults.ts';
import { isPublisherContributor } from './contributors.ts';
import { RESEARCH_MESSAGES } from './messages.ts';

/**
 * Linking a biblio to a work or a recipient of the rights system, unlinking and clearing it
 * (spec sections 4 and 5; ADR 015). Each function answers the biblio fields it changes, by their
 * spec names; the form applies them and the API holds a locked batch's record to them.
 */

/**
 * What 'Clear links' keeps (ADR 015): what was read off the copied pages (pages, chapters, notes,
 * the exclusion condition) and the researcher's verdicts (the flags, but BLM, which follows the work).
 */
const KEPT_BY_CLEAR = [
  'chapter_numbers',
  'page_numbers',
  'notes',
  'exclusion_condition',
  'artistic_works',
  'distribution_only',
  'internet',
  'unidentifiable',
  'new_work_request',
  'should_request_new_work',
] as const satisfies readonly BiblioField[];
const keptByClear: ReadonlySet<string> = new Set(KEPT_BY_CLEAR);

/** The biblio fields that describe the work and its links: what 'Clear links' resets. */
export type ClearedBiblioField = Exclude<BiblioField, (typeof KEPT_BY_CLEAR)[number]>;
export const CLEARED_BIBLIO_FIELDS = BIBLIO_FIELDS.filter((f): f is ClearedBiblioField => !keptByClear.has(f));

/** The biblio fields linking, unlinking, clearing and choosing an exclusion condition read or write. */
export type BiblioWorkField = ClearedBiblioField | 'exclusion_condition';
export const BIBLIO_WORK_FIELDS = BIBLIO_FIELDS.filter(
  (f): f is BiblioWorkField => f === 'exclusion_condition' || !keptByClear.has(f),
);
export type BiblioWorkFields = Pick<BiblioFieldValues, BiblioWorkField>;

export type BiblioWorkChanges = Partial<BiblioWorkFields>;

/** A work as the rights system's work detail answers it (only what linking copies). */
export type LinkableWork = {
  workId: string;
  title: string;
  type: string;
  subType?: string | null;
  isn?: string | null;
  yearOfPublication?: number | null;
  edition?: string | null;
  volume?: string | null;
  blmStatus?: string | null;
  paymentModel?: string | null;
  url?: string | null;
  contributors: ReadonlyArray<{ sfPseudonymName: string; type: string }>;
};

/** A recipient account as the rights system's recipient search answers it. */
export type LinkableRecipient = { accountObjectId: string; pseudonymName: string };

/** A row of a lookup list: its id and the text shown for it. */
export type LookupEntry = { id: number; value: string };

/** The lookup lists whose ids a work's text values are turned into. */
export type WorkLinkLookups = {
  edition: readonly LookupEntry[];
  majorMaterialType: readonly LookupEntry[];
  workSubType: readonly LookupEntry[];
};

/** The work types whose biblio keeps the publication year of the copied issue (spec 4). */
export const SERIAL_WORK_TYPES: readonly string[] = ['Journal', 'Newspaper', 'Magazine'];

/** work_status of a biblio linked to a work (ADR 015: the rights system's works are active ones). */
export const LINKED_WORK_STATUS = 'Active';

/** matched_by of a biblio linked to a recipient. */
export const MATCHED_BY_RECIPIENT = 'Recipient';

/** BLM status to the blm flag (spec 4): BLM is true; No, BLM Partial and empty are false. */
export const blmFlag = (blmStatus: string | null | undefined): boolean => blmStatus === 'BLM';

const idOf = (list: readonly LookupEntry[], value: string | null | undefined): number | null =>
  (value && list.find((entry) => entry.value.toLowerCase() === value.toLowerCase())?.id) || null;

const joined = (names: readonly string[]): string | null => (names.length > 0 ? names.join('; ') : null);

/**
 * Linking a work (spec 4): the work's data is copied in and the recipient cleared. Publisher and
 * Publisher/Imprint contributors become the publisher, every other contributor a source creator,
 * each list joined with '; '. Journals, newspapers and magazines keep the biblio's publication
 * year; volume, URL and year are the biblio's own when the work has none, as are the edition,
 * major material type and sub type when the lookup lists do not name the work's value.
 * matched_by says how the work was found (the search's first criterion).
 */
export function linkWork(
  biblio: Pick<
    BiblioWorkFields,
    'publication_year' | 'volume' | 'url' | 'edition' | 'major_material_type' | 'work_sub_type'
  >,
  work: LinkableWork,
  lookups: WorkLinkLookups,
  matchedBy: string = work.isn ? 'ISN' : 'Title',
): BiblioWorkChanges {
  const names = (publishers: boolean) =>
    work.contributors.filter((c) => isPublisherContributor(c.type) === publishers).map((c) => c.sfPseudonymName);
  const keepsYear = SERIAL_WORK_TYPES.includes(work.type);
  return {
    major_title: work.title,
    isn: work.isn ?? null,
    publisher: joined(names(true)),
    source_creators: joined(names(false)),
    publication_year: keepsYear ? biblio.publication_year : (work.yearOfPublication ?? biblio.publication_year),
    edition: idOf(lookups.edition, work.edition) ?? biblio.edition,
    volume: work.volume ?? biblio.volume,
    url: work.url ?? biblio.url,
    major_material_type: idOf(lookups.majorMaterialType, work.type) ?? biblio.major_material_type,
    work_sub_type: idOf(lookups.workSubType, work.subType) ?? biblio.work_sub_type,
    payment_model: work.paymentModel ?? null,
    blm_status: work.blmStatus ?? null,
    blm: blmFlag(work.blmStatus),
    work_id: work.workId,
    work_status: LINKED_WORK_STATUS,
    matched_by: matchedBy,
    recipient: null,
    recipient_id: null,
    parent_recipient_id: null,
    parent_recipient_name: null,
  };
}

export type RecipientLinkResult = { ok: true; changes: BiblioWorkChanges } | { ok: false; message: string };

/**
 * Linking a recipient (spec 4 and 5): refused while the biblio has an exclusion condition;
 * otherwise the recipient is set and the linked work and the parent recipient are cleared.
 */
export function linkRecipient(
  biblio: Pick<BiblioWorkFields, 'exclusion_condition'>,
  recipient: LinkableRecipient,
): RecipientLinkResult {
  if (biblio.exclusion_condition !== null) return { ok: false, message: RESEARCH_MESSAGES.recipientWithExclusion };
  return {
    ok: true,
    changes: {
      recipient: recipient.pseudonymName,
      recipient_id: recipient.accountObjectId,
      work_id: null,
      work_status: null,
      parent_recipient_id: null,
      parent_recipient_name: null,
      matched_by: MATCHED_BY_RECIPIENT,
    },
  };
}

/**
 * 'Unlink works (F4)' (spec 4): clears work_id, recipient_id, payment_model and blm_status; the
 * blm flag follows its status to false.
 */
export function unlinkWork(): BiblioWorkChanges {
  return { work_id: null, recipient_id: null, payment_model: null, blm_status: null, blm: false };
}

/**
 * 'Clear links' (spec 4: clearing resets most biblio fields, units_copied 1): every field that
 * describes the work, and the links, as on a new biblio (CLEARED_BIBLIO_FIELDS).
 */
export function clearWork(): BiblioWorkChanges {
  return pickFields(newBiblioValues(), CLEARED_BIBLIO_FIELDS);
}

/**
 * Choosing an exclusion condition (spec 4): any condition but 17 clears the linked work, the
 * linked recipient and the recipient text; 17 keeps them. Blanking the condition excludes
 * nothing, so it keeps them too (ADR 015).
 */
export function exclusionConditionChange(value: number | null): BiblioWorkChanges {
  if (value === null || value === EXCLUSION_CONDITION_KEEPS_LINKS) return { exclusion_condition: value };
  return { exclusion_condition: value, work_id: null, recipient_id: null, recipient: null };
}
