/**
 * A record's document as the viewer shows it (spec 2, Document viewer; spec 7, Files): held-back
 * pages first, labelled 'Heldback n', then the pages; each with its files' addresses under /files.
 */
export type DocumentPageView = {
  label: string;
  heldback: boolean;
  number: number;
  imageUrl: string;
  thumbnailUrl: string;
  pdfUrl: string;
};

/** Where a record's files are served: '/files/documents/{id}_{n}.jpeg' and the rest of spec 7's names. */
export const FILES_PATH = '/files/documents';

const pageName = (recordId: string | number, heldback: boolean, n: number) =>
  `${FILES_PATH}/${recordId}_${heldback ? 'heldback_' : ''}${n}`;

export const fullPdfUrl = (recordId: string | number) => `${FILES_PATH}/${recordId}.pdf`;

export function heldbackLabel(n: number): string {
  return `Heldback ${n}`;
}

export function documentPages(recordId: string | number, total: number, heldback: number): DocumentPageView[] {
  const page = (isHeldback: boolean, n: number): DocumentPageView => {
    const name = pageName(recordId, isHeldback, n);
    return {
      label: isHeldback ? heldbackLabel(n) : String(n),
      heldback: isHeldback,
      number: n,
      imageUrl: `${name}.jpeg`,
      thumbnailUrl: `${name}.thumb.jpeg`,
      pdfUrl: `${name}.pdf`,
    };
  };
  return [
    ...Array.from({ length: Math.max(0, heldback) }, (_, i) => page(true, i + 1)),
    ...Array.from({ length: Math.max(0, total) }, (_, i) => page(false, i + 1)),
  ];
}

/** '{n} Pages' under the viewer's title (spec 2): the pages, not counting held-back ones. */
export const pagesCaption = (total: number) => `${total} Pages`;
