import { RESEARCH_MESSAGES } from './messages.ts';

/**
 * The rules of a record's biblio-usage links (spec sections 4 and 5), over items named by key (an
 * existing item's id as text, or any key the form gave a new one). The form checks them as the
 * researcher works; the API checks them again on every save and delete.
 */
export type LinkedItem = { key: string; active_flag: boolean };
export type ItemLink = { biblio_key: string; usage_key: string; active_flag: boolean };
export type RecordShape = { biblios: readonly LinkedItem[]; usages: readonly LinkedItem[]; links: readonly ItemLink[] };

/** A broken rule: its message and where it is ('biblios' for the list, else 'biblios.{i}' / 'usages.{i}'). */
export type LinkRuleBreach = { message: string; field: string };

const activeKeys = (items: readonly LinkedItem[]) => new Set(items.filter((i) => i.active_flag).map((i) => i.key));

/**
 * How many active items each item is actively linked to: the number on its card. An unlinked
 * link or an inactive item on the other side does not count.
 */
export function activeLinkCounts(shape: RecordShape, side: 'biblio' | 'usage'): Map<string, number> {
  const otherActive = activeKeys(side === 'biblio' ? shape.usages : shape.biblios);
  const counts = new Map<string, number>();
  for (const link of shape.links) {
    const mine = side === 'biblio' ? link.biblio_key : link.usage_key;
    const other = side === 'biblio' ? link.usage_key : link.biblio_key;
    if (link.active_flag && otherActive.has(other)) counts.set(mine, (counts.get(mine) ?? 0) + 1);
  }
  return counts;
}

/**
 * The first rule a whole record breaks, or null: at least one biblio; every active usage actively
 * linked to an active biblio; every active biblio actively linked to an active usage.
 */
export function checkRecordLinks(shape: RecordShape): LinkRuleBreach | null {
  if (shape.biblios.length === 0) return { message: RESEARCH_MESSAGES.atLeastOneBiblio, field: 'biblios' };
  const usageCounts = activeLinkCounts(shape, 'usage');
  const usageIndex = shape.usages.findIndex((u) => u.active_flag && !usageCounts.get(u.key));
  if (usageIndex >= 0) return { message: RESEARCH_MESSAGES.usageNeedsBiblio, field: `usages.${usageIndex}` };
  const biblioCounts = activeLinkCounts(shape, 'biblio');
  const biblioIndex = shape.biblios.findIndex((b) => b.active_flag && !biblioCounts.get(b.key));
  if (biblioIndex >= 0) return { message: RESEARCH_MESSAGES.biblioNeedsUsage, field: `biblios.${biblioIndex}` };
  return null;
}

/** An item with a link count of 1 or less cannot be unlinked; it must be deleted instead (spec section 5). */
export function unlinkRefusal(side: 'biblio' | 'usage', linkCount: number): string | null {
  if (linkCount > 1) return null;
  return side === 'biblio' ? RESEARCH_MESSAGES.biblioCannotBeUnlinked : RESEARCH_MESSAGES.usageCannotBeUnlinked;
}

/** Deleting a biblio: never the record's last one, nor one an active usage relies on as its only active biblio. */
export function biblioDeletionRefusal(shape: RecordShape, biblioKey: string): string | null {
  if (shape.biblios.length <= 1) return RESEARCH_MESSAGES.atLeastOneBiblio;
  const without = { ...shape, biblios: shape.biblios.filter((b) => b.key !== biblioKey) };
  const counts = activeLinkCounts(without, 'usage');
  const linked = linkedKeys(shape, 'biblio', biblioKey);
  const stranded = shape.usages.some((u) => u.active_flag && linked.has(u.key) && !counts.get(u.key));
  return stranded ? RESEARCH_MESSAGES.usageNeedsBiblio : null;
}

/**
 * Deleting a usage. Spec section 5: "A usage cannot be deleted if the biblio would be left with no
 * more than one active usage". Read with the card's link count, as the form checks it: a usage may
 * not be deleted while an active biblio actively linked to it has a link count of 1 or less, i.e.
 * this usage is that biblio's only active usage and deleting it would leave the biblio with none
 * (which 'Active Biblio should have atleast one usage linked.' forbids). A biblio with two or more
 * active usages may lose one.
 */
export function usageDeletionRefusal(shape: RecordShape, usageKey: string): string | null {
  const counts = activeLinkCounts(shape, 'biblio');
  const linked = linkedKeys(shape, 'usage', usageKey);
  const usage = shape.usages.find((u) => u.key === usageKey);
  if (!usage?.active_flag) return null;
  const leftBare = shape.biblios.some((b) => b.active_flag && linked.has(b.key) && (counts.get(b.key) ?? 0) <= 1);
  return leftBare ? RESEARCH_MESSAGES.usageCannotBeDeleted : null;
}

/** The keys of the items on the other side actively linked to one item. */
function linkedKeys(shape: RecordShape, side: 'biblio' | 'usage', key: string): Set<string> {
  return new Set(
    shape.links
      .filter((l) => l.active_flag && (side === 'biblio' ? l.biblio_key : l.usage_key) === key)
      .map((l) => (side === 'biblio' ? l.usage_key : l.biblio_key)),
  );
}
