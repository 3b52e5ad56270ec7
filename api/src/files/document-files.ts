import { storeKey } from './file-store.ts';

/**
 * How a record's document is laid out in the file store (spec 7, Files). The record's `file_path`
 * names its full PDF, '{stem}.pdf'; beside it the page images '{stem}_{n}.jpeg', the held-back
 * page images '{stem}_heldback_{n}.jpeg', the page PDFs in the same pattern, and a small
 * thumbnail of each page image, '{stem}_{n}.thumb.jpeg'. The import names a record's document
 * by its id, 'documents/{id}.pdf', so a page image is 'documents/{id}_{n}.jpeg'.
 */
export type DocumentPage = { heldback: boolean; n: number };
export type PageFile = 'image' | 'thumbnail' | 'pdf';

const SUFFIX: Record<PageFile, string> = { image: '.jpeg', thumbnail: '.thumb.jpeg', pdf: '.pdf' };

/** The `file_path` the import gives a record's document. */
export const importedDocumentPath = (recordId: number) => `/documents/${recordId}.pdf`;

/** The stem of a record's document from its `file_path`, or null when it names no PDF of the store. */
export function documentStem(filePath: string | null | undefined): string | null {
  if (!filePath?.toLowerCase().endsWith('.pdf')) return null;
  const key = storeKey(filePath);
  return key === null ? null : key.slice(0, -'.pdf'.length);
}

export const fullPdfKey = (stem: string) => `${stem}.pdf`;

export const pageKey = (stem: string, page: DocumentPage, file: PageFile) =>
  `${stem}_${page.heldback ? 'heldback_' : ''}${page.n}${SUFFIX[file]}`;
