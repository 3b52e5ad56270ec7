import type { RecordDraft } from './draft.ts';

/**
 * The form's edits with the biblios the document viewer stored meanwhile (a Ctrl-click on a page
 * makes a biblio on the server): the biblios of `after` that `before` did not have are added to
 * `draft`, with their links to usages the draft still holds. Everything else stays as the
 * researcher left it, including biblios they deleted and have not saved yet.
 */
export function withViewerBiblios(draft: RecordDraft, before: RecordDraft, after: RecordDraft): RecordDraft {
  const known = new Set([...before.biblios, ...draft.biblios].map((b) => b.id));
  const added = after.biblios.filter((b) => b.id !== null && !known.has(b.id));
  if (added.length === 0) return draft;
  const addedKeys = new Set(added.map((b) => b.key));
  const usageKeys = new Set(draft.usages.map((u) => u.key));
  return {
    ...draft,
    biblios: [...draft.biblios, ...added],
    links: [...draft.links, ...after.links.filter((l) => addedKeys.has(l.biblioKey) && usageKeys.has(l.usageKey))],
  };
}
