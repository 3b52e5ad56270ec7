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

/** '12-15' for consecutive pages, '3, 5, 8-9' otherwise. */
export function pageRanges(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i];
    while (sorted[i + 1] === sorted[i] + 1) i++;
    parts.push(start === sorted[i] ? String(start) : `${start}-${sorted[i]}`);
  }
  return parts.join(', ');
}
