import { BIBLIO_WORK_FIELDS, camelCase } from '@rt/domain';
import {
  BIBLIO_FIELD_NAMES,
  USAGE_FIELD_NAMES,
  type BiblioFields,
  type RecordDraft,
  type UsageFields,
} from './draft.ts';

/** The pseudo-field of a biblio's work or recipient link: linking sets many fields at once, reapplied together. */
export const WORK_LINK = 'workLink';

/**
 * One change of the researcher's, kept beside the other user's version after a conflict, to use
 * again or leave: a field of a biblio or usage (`values` holds that field alone), or a biblio's work
 * or recipient link (`field` WORK_LINK, `values` every field the link set).
 */
export type KeptEdit = {
  kind: 'biblio' | 'usage';
  itemKey: string;
  field: string;
  values: Partial<BiblioFields> | Partial<UsageFields>;
};

/** The fields linking, unlinking, clearing or an exclusion condition writes (domain's BIBLIO_WORK_FIELDS), bar units copied. */
const LINK_FIELDS = new Set(BIBLIO_WORK_FIELDS.filter((field) => field !== 'units_copied').map(camelCase));

type Item = { key: string; id: string | null };

function itemEdits<F extends object>(
  kind: KeptEdit['kind'],
  names: ReadonlyArray<keyof F>,
  base: ReadonlyArray<F & Item>,
  mine: ReadonlyArray<F & Item>,
  theirs: ReadonlyArray<F & Item>,
  grouped: (before: F, after: F) => ReadonlySet<keyof F>,
): KeptEdit[] {
  const out: KeptEdit[] = [];
  for (const item of mine) {
    const before = base.find((b) => b.key === item.key);
    const now = theirs.find((t) => t.key === item.key);
    // A new item, or one the other user deleted, has no field of theirs to stand beside.
    if (!item.id || !before || !now) continue;
    const group = grouped(before, item);
    const changed = (field: keyof F) => item[field] !== before[field] && item[field] !== now[field];
    const linked = [...group].filter(changed);
    if (linked.length > 0) {
      // The link as the researcher left it, whole: a field they did not touch may be one the other user did.
      const values = Object.fromEntries([...group].map((f) => [f, item[f]]));
      out.push({ kind, itemKey: item.key, field: WORK_LINK, values });
    }
    for (const field of names) {
      if (!group.has(field) && changed(field))
        out.push({ kind, itemKey: item.key, field: field as string, values: { [field]: item[field] } });
    }
  }
  return out;
}

/**
 * What the researcher changed (`mine` against `base`, the version they started from) that the
 * other user's version (`theirs`) does not hold, field by field. A changed work or recipient link
 * is one edit with every field it set.
 */
export function keptEdits(base: RecordDraft, mine: RecordDraft, theirs: RecordDraft): KeptEdit[] {
  const linkChanged = (before: BiblioFields, after: BiblioFields): ReadonlySet<keyof BiblioFields> =>
    before.workId !== after.workId || before.recipientId !== after.recipientId ? LINK_FIELDS : new Set();
  return [
    ...itemEdits('biblio', BIBLIO_FIELD_NAMES, base.biblios, mine.biblios, theirs.biblios, linkChanged),
    ...itemEdits('usage', USAGE_FIELD_NAMES, base.usages, mine.usages, theirs.usages, () => new Set()),
  ];
}

/** The draft with one kept edit used again. */
export function reapply(draft: RecordDraft, edit: KeptEdit): RecordDraft {
  if (edit.kind === 'biblio')
    return {
      ...draft,
      biblios: draft.biblios.map((b) =>
        b.key === edit.itemKey ? { ...b, ...(edit.values as Partial<BiblioFields>) } : b,
      ),
    };
  return {
    ...draft,
    usages: draft.usages.map((u) => (u.key === edit.itemKey ? { ...u, ...(edit.values as Partial<UsageFields>) } : u)),
  };
}

/** Where the kept edits are, for the notice: 'Biblio 1 (2), Usage 1 (1)'. */
export function keptEditsPlaces(draft: RecordDraft, edits: readonly KeptEdit[]): string {
  const counts = new Map<string, number>();
  for (const [kind, items] of [
    ['biblio', draft.biblios],
    ['usage', draft.usages],
  ] as const) {
    items.forEach((item, i) => {
      const n = edits.filter((e) => e.kind === kind && e.itemKey === item.key).length;
      if (n > 0) counts.set(`${kind === 'biblio' ? 'Biblio' : 'Usage'} ${i + 1}`, n);
    });
  }
  return [...counts].map(([place, n]) => `${place} (${n})`).join(', ');
}
