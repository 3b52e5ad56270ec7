import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import type { FileStore } from '../file-store.ts';
import { fullPdfKey, pageKey } from '../document-files.ts';
import { isCurrent, markImporting, readManifest, sha256, writeManifest, type DocumentManifest } from './manifest.ts';
import { RENDER_SETTINGS } from './render-settings.ts';
import { createRenderPool, defaultPoolSize, type RenderPool } from './render-pool.ts';
import type { RenderedPage } from './page-renderer.ts';

export type ImportedDocument = { pages: number; heldbackPages: number; skipped: boolean };

export type ImportDocumentOptions = {
  /** The render threads to use; by default a pool made for this document and closed after it. */
  pool?: RenderPool;
  /** What the errors call the document, e.g. the file it was read from; by default its key in the store. */
  name?: string;
  /** Called once the PDFs are read, with the number of pages there are to render. */
  onStart?: (pages: number) => void;
  /** Called as each page's files are stored. */
  onPage?: () => void;
};

/** The number of pages of a PDF, or an error that names it and says what is wrong with it. */
async function countPages(bytes: Uint8Array, name: string): Promise<number> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    if (error instanceof EncryptedPDFError) {
      throw new Error(`${name} is an encrypted PDF, which cannot be split`, { cause: error });
    }
    throw new Error(`${name} is not a PDF that can be read: ${(error as Error).message}`, { cause: error });
  }
  const pages = pdf.getPageCount();
  if (pages === 0) throw new Error(`${name} has no pages`);
  return pages;
}

/**
 * Imports a document into the store under `stem` (spec 7, Files; see document-files.ts): the full
 * PDF, then each page as a one-page PDF, a page image and a thumbnail, the held-back pages numbered
 * apart, and last the manifest. The same inputs imported again are skipped; changed ones are
 * imported again over the old files (page files past a shorter document's end stay, unserved: the
 * record's page counts bound what is served). Both PDFs are read before anything is written, so a
 * file that is not a PDF leaves the store as it was.
 */
export async function importDocument(
  store: FileStore,
  stem: string,
  pdf: Uint8Array,
  heldback?: Uint8Array,
  options: ImportDocumentOptions = {},
): Promise<ImportedDocument> {
  const name = options.name ?? fullPdfKey(stem);
  const inputs = { pdf: sha256(pdf), heldback: heldback ? sha256(heldback) : null };
  const previous = await readManifest(store, stem);
  if (previous && isCurrent(previous, inputs)) {
    return { pages: previous.pages, heldbackPages: previous.heldbackPages, skipped: true };
  }
  const pages = await countPages(pdf, name);
  const heldbackPages = heldback ? await countPages(heldback, `${name} (held-back pages)`) : 0;
  options.onStart?.(pages + heldbackPages);

  const pool = options.pool ?? createRenderPool(Math.min(defaultPoolSize(), pages + heldbackPages));
  let pageImage: DocumentManifest['pageImage'] = { width: 0, height: 0 };
  const storePage = (isHeldback: boolean) => async (index: number, page: RenderedPage) => {
    const at = { heldback: isHeldback, n: index + 1 };
    await Promise.all([
      store.write(pageKey(stem, at, 'pdf'), page.pdf, 'application/pdf'),
      store.write(pageKey(stem, at, 'image'), page.image, 'image/jpeg'),
      store.write(pageKey(stem, at, 'thumbnail'), page.thumbnail, 'image/jpeg'),
    ]);
    if (!isHeldback && index === 0) pageImage = { width: page.width, height: page.height };
    options.onPage?.();
  };
  try {
    await markImporting(store, stem);
    await store.write(fullPdfKey(stem), pdf, 'application/pdf');
    await Promise.all([
      pool.render(pdf, pages, storePage(false)),
      heldback ? pool.render(heldback, heldbackPages, storePage(true)) : undefined,
    ]);
  } catch (error) {
    throw new Error(`${name} could not be imported: ${(error as Error).message}`, { cause: error });
  } finally {
    if (!options.pool) await pool.close();
  }
  await writeManifest(store, stem, {
    format: 1,
    sha256: inputs,
    render: RENDER_SETTINGS,
    pages,
    heldbackPages,
    pageImage,
    importedAt: new Date().toISOString(),
  });
  return { pages, heldbackPages, skipped: false };
}
