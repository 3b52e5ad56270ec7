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

/** The selection to show: the asked-for items when they exist, otherwise the first of each. */
export function resolveSelection(
  wanted: Selection,
  biblioKeys: readonly string[],
  usageKeys: readonly string[],
): Selection {
  return {
    biblio: wanted.biblio && biblioKeys.includes(wanted.biblio) ? wanted.biblio : (biblioKeys[0] ?? null),
    usage: wanted.usage && usageKeys.includes(wanted.usage) ? wanted.usage : (usageKeys[0] ?? null),
  };
}
