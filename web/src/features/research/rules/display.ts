import type { BiblioFields } from './draft.ts';

/** Payment model as the research form shows it (spec 2): PC and AC, other models as they are. */
export function paymentModelShort(model: string | null | undefined): string {
  if (model === 'Publisher Controlled') return 'PC';
  if (model === 'Author Controlled') return 'AC';
  return model ?? '';
}

/** '-' for a missing value (spec 2, side panel). */
export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? '-' : String(value);

/** The source file's address: the record id plus the source file's extension (spec 2). */
export function sourceFileHref(recordId: string, sourceFileName: string | null | undefined): string | null {
  if (!sourceFileName) return null;
  const dot = sourceFileName.lastIndexOf('.');
  const extension = dot > 0 ? sourceFileName.slice(dot) : '';
  return `/files/source/${encodeURIComponent(recordId)}${extension}`;
}

/** Find a Record shows the minor title only when the search text matches it (spec 2). */
export function minorTitleMatches(minorTitle: string | null | undefined, search: string): boolean {
  const text = search.trim().toLowerCase();
  return Boolean(minorTitle && text && minorTitle.toLowerCase().includes(text));
}

/** A biblio's title as its card shows it. */
export const biblioTitle = (biblio: BiblioFields): string => biblio.majorTitle ?? '(no title)';

/** As its card names it: 'Biblio 2: Title'. */
export const biblioCardTitle = (index: number, biblio: BiblioFields | undefined): string =>
  `Biblio ${index + 1}: ${biblio ? biblioTitle(biblio) : ''}`;
