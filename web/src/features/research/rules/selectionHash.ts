/**
 * The address's hash names the active biblio and usage (spec section 2): '#biblio12#usage34'.
 * The number is the item's key: its id for a stored item, the form's own key for a new one.
 */
export type Selection = { biblio: string | null; usage: string | null };

export function parseSelectionHash(hash: string): Selection {
  const biblio = /biblio([\w-]+)/.exec(hash)?.[1] ?? null;
  const usage = /usage([\w-]+)/.exec(hash)?.[1] ?? null;
  return { biblio, usage };
}

export function selectionHash({ biblio, usage }: Selection): string {
  return [biblio ? `#biblio${biblio}` : '', usage ? `#usage${usage}` : ''].join('');
}

/**
 * The selection to show: the asked-for items when they exist, otherwise the first of each. A biblio
 * asked for without a usage (or with one that is gone) comes with a usage linked to it, else none:
 * never one of another biblio's, nor one whose link to it was undone (an inactive link).
 */
export function resolveSelection(
  wanted: Selection,
  biblioKeys: readonly string[],
  usageKeys: readonly string[],
  links: ReadonlyArray<{ biblioKey: string; usageKey: string; activeFlag: boolean }> = [],
): Selection {
  const biblioFound = wanted.biblio !== null && biblioKeys.includes(wanted.biblio);
  const biblio = biblioFound ? wanted.biblio : (biblioKeys[0] ?? null);
  if (wanted.usage && usageKeys.includes(wanted.usage)) return { biblio, usage: wanted.usage };
  if (!biblioFound) return { biblio, usage: usageKeys[0] ?? null };
  const linked = new Set(links.filter((l) => l.activeFlag && l.biblioKey === biblio).map((l) => l.usageKey));
  return { biblio, usage: usageKeys.find((key) => linked.has(key)) ?? null };
}
