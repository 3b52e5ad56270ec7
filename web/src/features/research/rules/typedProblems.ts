import { BIBLIO_FIELD_NAMES, USAGE_FIELD_NAMES, type RecordDraft } from './draft.ts';

/** A value typed into a field that is none (2.5 times copied, 31-02-2026): the text kept as typed and why. */
export type TypedProblem = { text: string; message: string };
export type ItemKind = 'biblio' | 'usage';
type Entry = TypedProblem & { kind: ItemKind; itemKey: string; field: string };

/**
 * The form's typed values that are none, by item and field. They live beside the draft, which keeps
 * the last good value: the text stays on screen when the researcher moves to another biblio and
 * back, and no save goes while any is left.
 */
export type TypedProblems = Readonly<Record<string, Entry>>;

const slot = (kind: ItemKind, itemKey: string, field: string) => `${kind}:${itemKey}:${field}`;

export function problemAt(problems: TypedProblems, kind: ItemKind, itemKey: string, field: string) {
  return problems[slot(kind, itemKey, field)] ?? null;
}

export function withProblem(
  problems: TypedProblems,
  kind: ItemKind,
  itemKey: string,
  field: string,
  problem: TypedProblem | null,
): TypedProblems {
  const at = slot(kind, itemKey, field);
  if (!problem) {
    if (!(at in problems)) return problems;
    const { [at]: _gone, ...rest } = problems;
    return rest;
  }
  return { ...problems, [at]: { ...problem, kind, itemKey, field } };
}

/** Where and what, in the order of the form (biblios, then usages; each item's fields in order); deleted items' problems are gone with them. */
export function problemsIn(problems: TypedProblems, draft: RecordDraft): Array<{ where: string; message: string }> {
  const order = (e: Entry) => {
    const items = e.kind === 'biblio' ? draft.biblios : draft.usages;
    const fields: readonly string[] = e.kind === 'biblio' ? BIBLIO_FIELD_NAMES : USAGE_FIELD_NAMES;
    return [e.kind === 'biblio' ? 0 : 1, items.findIndex((i) => i.key === e.itemKey), fields.indexOf(e.field)];
  };
  return Object.values(problems)
    .map((e) => ({ e, at: order(e) }))
    .filter(({ at }) => at[1] >= 0)
    .sort((a, b) => a.at[0] - b.at[0] || a.at[1] - b.at[1] || a.at[2] - b.at[2])
    .map(({ e, at }) => ({ where: `${e.kind === 'biblio' ? 'Biblio' : 'Usage'} ${at[1] + 1}`, message: e.message }));
}

/** One alert for every value to correct, so a save never answers them one at a time. */
export function problemsAlert(list: ReadonlyArray<{ where: string; message: string }>): string {
  const head =
    list.length === 1
      ? 'Please correct this value before saving:'
      : `Please correct these ${list.length} values before saving:`;
  return [head, ...list.map((p) => `${p.where}: ${p.message}`)].join(' ');
}
