import {
  RESEARCH_MESSAGES,
  biblioDeletionRefusal,
  camelCaseKeys,
  clearWork as clearWorkChanges,
  linkRecipient as linkRecipientChanges,
  linkWork as linkWorkChanges,
  unlinkWork as unlinkWorkChanges,
  unlinkRefusal,
  usageDeletionRefusal,
  type BiblioWorkChanges,
  type LinkableRecipient,
  type LinkableWork,
  type WorkLinkLookups,
} from '@rt/domain';
import {
  biblioLinkCount,
  isLinked,
  linkShape,
  newBiblio,
  newUsage,
  nextKey,
  usageLinkCount,
  type BiblioDraft,
  type BiblioFields,
  type RecordDraft,
  type UsageFields,
} from './draft.ts';

/** What an edit did: the new draft and the items to select, or the message that refused it. */
export type EditResult =
  | { ok: true; draft: RecordDraft; biblioKey?: string | null; usageKey?: string | null }
  | { ok: false; message: string };

const refuse = (message: string): EditResult => ({ ok: false, message });

export function setBiblioField<K extends keyof BiblioFields>(
  draft: RecordDraft,
  biblioKey: string,
  field: K,
  value: BiblioFields[K],
): RecordDraft {
  return { ...draft, biblios: draft.biblios.map((b) => (b.key === biblioKey ? { ...b, [field]: value } : b)) };
}

export function setUsageField<K extends keyof UsageFields>(
  draft: RecordDraft,
  usageKey: string,
  field: K,
  value: UsageFields[K],
): RecordDraft {
  return { ...draft, usages: draft.usages.map((u) => (u.key === usageKey ? { ...u, [field]: value } : u)) };
}

/** Shift+Insert: a new biblio (spec 4 defaults), linked to the active usage so it is never orphaned. */
export function addBiblio(draft: RecordDraft, activeUsageKey: string | null): EditResult {
  const biblio = newBiblio(nextKey(draft, 'b'));
  const usageKey = activeUsageKey ?? draft.usages[0]?.key ?? null;
  const links = usageKey ? [...draft.links, { biblioKey: biblio.key, usageKey, activeFlag: true }] : draft.links;
  return { ok: true, draft: { ...draft, biblios: [...draft.biblios, biblio], links }, biblioKey: biblio.key };
}

/** F2: a copy of the active biblio as a new one, linked to the same usages. */
export function cloneBiblio(draft: RecordDraft, biblioKey: string | null): EditResult {
  const source = draft.biblios.find((b) => b.key === biblioKey);
  if (!source) return refuse(RESEARCH_MESSAGES.atLeastOneBiblio);
  const key = nextKey(draft, 'b');
  const links = draft.links
    .filter((l) => l.activeFlag && l.biblioKey === source.key)
    .map((l) => ({ ...l, biblioKey: key }));
  return {
    ok: true,
    draft: { ...draft, biblios: [...draft.biblios, { ...source, key, id: null }], links: [...draft.links, ...links] },
    biblioKey: key,
  };
}

/** Ctrl+Insert: a new usage (spec 4 defaults), linked to the active biblio. */
export function addUsage(draft: RecordDraft, activeBiblioKey: string | null): EditResult {
  const usage = newUsage(nextKey(draft, 'u'), draft.usages);
  const biblioKey = activeBiblioKey ?? draft.biblios[0]?.key ?? null;
  const links = biblioKey ? [...draft.links, { biblioKey, usageKey: usage.key, activeFlag: true }] : draft.links;
  return { ok: true, draft: { ...draft, usages: [...draft.usages, usage], links }, usageKey: usage.key };
}

/** Shift+Delete: a record keeps at least one biblio; the biblio's links go with it. */
export function deleteBiblio(draft: RecordDraft, biblioKey: string | null): EditResult {
  if (!biblioKey) return refuse(RESEARCH_MESSAGES.atLeastOneBiblio);
  const refusal = biblioDeletionRefusal(linkShape(draft), biblioKey);
  if (refusal) return refuse(refusal);
  const biblios = draft.biblios.filter((b) => b.key !== biblioKey);
  const links = draft.links.filter((l) => l.biblioKey !== biblioKey);
  return { ok: true, draft: { ...draft, biblios, links }, biblioKey: biblios[0]?.key ?? null };
}

/** A biblio as it was before its deletion: itself, its place and its links. */
export type RemovedBiblio = { biblio: BiblioDraft; index: number; links: RecordDraft['links'] };

export function removedBiblio(draft: RecordDraft, biblioKey: string): RemovedBiblio {
  const index = draft.biblios.findIndex((b) => b.key === biblioKey);
  return { biblio: draft.biblios[index]!, index, links: draft.links.filter((l) => l.biblioKey === biblioKey) };
}

/** Undo of a deletion: the biblio back in its place, with its links to the usages still there. */
export function restoreBiblio(draft: RecordDraft, removed: RemovedBiblio): RecordDraft {
  if (draft.biblios.some((b) => b.key === removed.biblio.key)) return draft;
  const biblios = [...draft.biblios];
  biblios.splice(Math.min(removed.index, biblios.length), 0, removed.biblio);
  const usages = new Set(draft.usages.map((u) => u.key));
  return { ...draft, biblios, links: [...draft.links, ...removed.links.filter((l) => usages.has(l.usageKey))] };
}

/** Ctrl+Delete: refused while a biblio it is linked to has no other active usage. */
export function deleteUsage(draft: RecordDraft, usageKey: string | null): EditResult {
  if (!usageKey || !draft.usages.some((u) => u.key === usageKey)) return refuse(RESEARCH_MESSAGES.usageCannotBeDeleted);
  const refusal = usageDeletionRefusal(linkShape(draft), usageKey);
  if (refusal) return refuse(refusal);
  const usages = draft.usages.filter((u) => u.key !== usageKey);
  const links = draft.links.filter((l) => l.usageKey !== usageKey);
  return { ok: true, draft: { ...draft, usages, links }, usageKey: usages[0]?.key ?? null };
}

function withLink(draft: RecordDraft, biblioKey: string, usageKey: string, activeFlag: boolean): RecordDraft {
  const exists = draft.links.some((l) => l.biblioKey === biblioKey && l.usageKey === usageKey);
  const links = exists
    ? draft.links.map((l) => (l.biblioKey === biblioKey && l.usageKey === usageKey ? { ...l, activeFlag } : l))
    : [...draft.links, { biblioKey, usageKey, activeFlag }];
  return { ...draft, links };
}

/**
 * The link marker of a biblio card: links the biblio to the active usage, or unlinks it. Unlinking
 * never leaves the active usage without a biblio, nor the biblio without a usage (spec 5).
 */
export function toggleBiblioLink(draft: RecordDraft, biblioKey: string, activeUsageKey: string | null): EditResult {
  if (!activeUsageKey) return refuse(RESEARCH_MESSAGES.usageNeedsBiblio);
  if (!isLinked(draft, biblioKey, activeUsageKey)) {
    return { ok: true, draft: withLink(draft, biblioKey, activeUsageKey, true) };
  }
  if (usageLinkCount(draft, activeUsageKey) <= 1) return refuse(RESEARCH_MESSAGES.usageNeedsBiblio);
  const refusal = unlinkRefusal('biblio', biblioLinkCount(draft, biblioKey));
  if (refusal) return refuse(refusal);
  return { ok: true, draft: withLink(draft, biblioKey, activeUsageKey, false) };
}

/** The link marker of a usage card: links the usage to the active biblio, or unlinks it (spec 5). */
export function toggleUsageLink(draft: RecordDraft, usageKey: string, activeBiblioKey: string | null): EditResult {
  if (!activeBiblioKey) return refuse(RESEARCH_MESSAGES.biblioNeedsUsage);
  if (!isLinked(draft, activeBiblioKey, usageKey)) {
    return { ok: true, draft: withLink(draft, activeBiblioKey, usageKey, true) };
  }
  if (biblioLinkCount(draft, activeBiblioKey) <= 1) return refuse(RESEARCH_MESSAGES.biblioNeedsUsage);
  const refusal = unlinkRefusal('usage', usageLinkCount(draft, usageKey));
  if (refusal) return refuse(refusal);
  return { ok: true, draft: withLink(draft, activeBiblioKey, usageKey, false) };
}

/** A biblio with changes named by their spec (snake_case) names, as '@rt/domain' answers them. */
export function withSpecChanges(biblio: BiblioDraft, changes: BiblioWorkChanges): BiblioDraft {
  return { ...biblio, ...camelCaseKeys(changes) };
}

function changeOne(draft: RecordDraft, biblioKey: string | null, changes: BiblioWorkChanges): RecordDraft {
  return { ...draft, biblios: draft.biblios.map((b) => (b.key === biblioKey ? withSpecChanges(b, changes) : b)) };
}

/** Select Work: the work's data copied into the biblio, the recipient cleared (domain linkWork). */
export function linkWork(
  draft: RecordDraft,
  biblioKey: string | null,
  work: LinkableWork,
  lookups: WorkLinkLookups,
  matchedBy?: string,
): RecordDraft {
  const biblio = draft.biblios.find((b) => b.key === biblioKey);
  if (!biblio) return draft;
  const current = {
    publication_year: biblio.publicationYear,
    volume: biblio.volume,
    url: biblio.url,
    edition: biblio.edition,
    major_material_type: biblio.majorMaterialType,
    work_sub_type: biblio.workSubType,
  };
  return changeOne(draft, biblioKey, linkWorkChanges(current, work, lookups, matchedBy));
}

/** Select Recipient: refused while the biblio has an exclusion condition (domain linkRecipient). */
export function linkRecipient(draft: RecordDraft, biblioKey: string | null, recipient: LinkableRecipient): EditResult {
  const biblio = draft.biblios.find((b) => b.key === biblioKey);
  if (!biblio) return refuse(RESEARCH_MESSAGES.atLeastOneBiblio);
  const result = linkRecipientChanges({ exclusion_condition: biblio.exclusionCondition }, recipient);
  return result.ok ? { ok: true, draft: changeOne(draft, biblioKey, result.changes) } : refuse(result.message);
}

/** 'Unlink works (F4)' (spec 4): clears work_id, recipient_id, payment_model and blm_status. */
export function unlinkWork(draft: RecordDraft, biblioKey: string | null): RecordDraft {
  return changeOne(draft, biblioKey, unlinkWorkChanges());
}

/** 'Clear links' (spec 4): most biblio fields reset, units copied 1 (domain clearWork, ADR 015). */
export function clearWork(draft: RecordDraft, biblioKey: string | null): RecordDraft {
  return changeOne(draft, biblioKey, clearWorkChanges());
}
