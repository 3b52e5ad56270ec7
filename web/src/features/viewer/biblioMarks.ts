/** How the viewer names a biblio on a page: 'B{n}' by its place in the record, in a colour of its own. */
export type BiblioMark = { id: string; label: string; title: string; color: string };

const PALETTE = ['blue', 'purple', 'teal', 'orange', 'pink', 'cyan', 'green', 'red'] as const;

export function biblioMarks(
  biblios: ReadonlyArray<{ id: string; majorTitle?: string | null }>,
): Map<string, BiblioMark> {
  return new Map(
    biblios.map((b, i) => [
      b.id,
      { id: b.id, label: `B${i + 1}`, title: b.majorTitle || '(no title)', color: PALETTE[i % PALETTE.length] },
    ]),
  );
}

/** A mark for a biblio the viewer has not loaded yet (made in the form a moment ago). */
export const unknownMark = (id: string): BiblioMark => ({ id, label: `B?`, title: `Biblio ${id}`, color: 'gray' });
