import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/connect.ts';
import { audit } from '../../db/audit.ts';
import type { FileStore } from '../file-store.ts';
import { documentStem, importedDocumentPath } from '../document-files.ts';
import { importDocument } from './import-document.ts';
import { createRenderPool, type RenderPool } from './render-pool.ts';

/** A record's document as the import left it. */
export type ImportedFile = { file: string; recordId: number; pages: number; heldbackPages: number };

export type ImportSummary = {
  imported: ImportedFile[];
  /** Already imported from the same PDFs: nothing rendered again. */
  skipped: ImportedFile[];
  /** Files whose name names no record, or that are not PDFs by their name. */
  unmatched: { file: string; reason: string }[];
  /** Files that could not be read or imported; their records are as they were. */
  failed: { file: string; error: string }[];
};

export type ImportProgress =
  | { type: 'start'; file: string; recordId: number; pages: number }
  | { type: 'page'; file: string }
  | { type: 'imported' | 'skipped'; result: ImportedFile }
  | { type: 'unmatched'; file: string; reason: string }
  | { type: 'failed'; file: string; error: string };

const HELDBACK_SUFFIX = '.heldback.pdf';
const isPdfName = (file: string) => file.toLowerCase().endsWith('.pdf');
const isHeldbackName = (file: string) => file.toLowerCase().endsWith(HELDBACK_SUFFIX);
/** PostgreSQL's integer: a longer run of digits is no record id. */
const MAX_ID = 2_147_483_647;

/** The files named, as full paths: each file as it is, each folder's `*.pdf` files (not its sub-folders) in name order. */
async function listFiles(paths: readonly string[], summary: ImportSummary): Promise<string[]> {
  const files: string[] = [];
  for (const given of paths) {
    const info = await stat(given).catch((error: NodeJS.ErrnoException) => {
      const reason = error.code === 'ENOENT' ? 'no such file or folder' : error.message;
      summary.failed.push({ file: given, error: `${given}: ${reason}` });
      return null;
    });
    if (!info) continue;
    if (info.isDirectory()) {
      const entries = await readdir(given, { withFileTypes: true });
      files.push(
        ...entries
          .filter((entry) => entry.isFile() && isPdfName(entry.name))
          .map((entry) => path.join(given, entry.name))
          .sort(),
      );
    } else {
      files.push(given);
    }
  }
  return [...new Set(files.map((file) => path.resolve(file)))];
}

/** The record a file's name names: '{external_reference_id}.pdf', else '{record id}.pdf'. */
async function matchRecord(db: Db, file: string): Promise<number | null> {
  const name = path.basename(file).slice(0, -'.pdf'.length);
  const byReference = await db
    .selectFrom('document_details')
    .select('id')
    .where('external_reference_id', '=', name)
    .executeTakeFirst();
  if (byReference) return byReference.id;
  if (!/^\d{1,10}$/.test(name) || Number(name) > MAX_ID) return null;
  const byId = await db.selectFrom('document_details').select('id').where('id', '=', Number(name)).executeTakeFirst();
  return byId?.id ?? null;
}

async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Points a record at its imported document, in one statement with its audit row; a record that
 * already does is left alone, so its version (and an open form) stays as it is.
 */
async function pointRecordAt(db: Db, recordId: number, result: ImportedFile): Promise<void> {
  const after = {
    file_name: `${recordId}.pdf`,
    file_path: importedDocumentPath(recordId),
    total_pages: result.pages,
    total_heldback_pages: result.heldbackPages,
    heldback: result.heldbackPages > 0,
    document_view: true,
  };
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('document_details')
      .select(['file_name', 'file_path', 'total_pages', 'total_heldback_pages', 'heldback', 'document_view'])
      .where('id', '=', recordId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await trx.updateTable('document_details').set(after).where('id', '=', recordId).execute();
    await audit(trx, undefined, { action: 'update', entity: 'document_detail', entityId: recordId, before, after });
  });
}

/**
 * Imports the documents of records from PDF files and folders of them. A file is matched to its
 * record by its name ('{external_reference_id}.pdf' or '{record id}.pdf'); a sibling
 * '{name}.heldback.pdf' holds the record's held-back pages. Each document is imported under the
 * record's id (documents/{id}.pdf and its pages) and only then is the record pointed at it.
 * Unmatched and failed files are reported in the summary; the others go on.
 */
export async function importRecordDocuments(
  db: Db,
  store: FileStore,
  paths: readonly string[],
  onProgress: (progress: ImportProgress) => void = () => {},
  options: { pool?: RenderPool } = {},
): Promise<ImportSummary> {
  const summary: ImportSummary = { imported: [], skipped: [], unmatched: [], failed: [] };
  const files = await listFiles(paths, summary);
  for (const { file, error } of summary.failed) onProgress({ type: 'failed', file, error });
  const unmatched = (file: string, reason: string) => {
    summary.unmatched.push({ file, reason });
    onProgress({ type: 'unmatched', file, reason });
  };
  const given = new Set(files);
  const done = new Map<number, string>();
  let pool = options.pool;
  try {
    for (const file of files) {
      if (isHeldbackName(file)) {
        const main = `${file.slice(0, -HELDBACK_SUFFIX.length)}.pdf`;
        if (!given.has(main)) unmatched(file, `held-back pages: they are imported with ${path.basename(main)}`);
        continue;
      }
      if (!isPdfName(file)) {
        unmatched(file, 'not a .pdf file');
        continue;
      }
      const recordId = await matchRecord(db, file);
      if (recordId === null) {
        unmatched(file, 'no record has this external reference or id');
        continue;
      }
      if (done.has(recordId)) {
        unmatched(file, `record ${recordId} already has its document from ${done.get(recordId)}`);
        continue;
      }
      done.set(recordId, file);
      try {
        const pdf = await readFile(file);
        const heldback = await readIfThere(`${file.slice(0, -'.pdf'.length)}${HELDBACK_SUFFIX}`);
        pool ??= createRenderPool();
        const imported = await importDocument(store, documentStem(importedDocumentPath(recordId))!, pdf, heldback, {
          pool,
          name: file,
          onStart: (pages) => onProgress({ type: 'start', file, recordId, pages }),
          onPage: () => onProgress({ type: 'page', file }),
        });
        const result = { file, recordId, pages: imported.pages, heldbackPages: imported.heldbackPages };
        await pointRecordAt(db, recordId, result);
        (imported.skipped ? summary.skipped : summary.imported).push(result);
        onProgress({ type: imported.skipped ? 'skipped' : 'imported', result });
      } catch (error) {
        const message = (error as Error).message;
        summary.failed.push({ file, error: message });
        onProgress({ type: 'failed', file, error: message });
      }
    }
  } finally {
    if (pool && !options.pool) await pool.close();
  }
  return summary;
}
