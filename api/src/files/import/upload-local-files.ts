import { randomUUID } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from '../file-store.ts';
import { heldbackSibling, isHeldbackName, isPdfName } from './document-import-plan.ts';

/** A local PDF and the key it was stored under for the import. */
export type Upload = { local: string; key: string };

export type LocalUploads = {
  /** The store's folder of this run's uploads. */
  folder: string;
  uploads: Upload[];
  /** Files that are no document to import by their name. */
  unmatched: { file: string; reason: string }[];
  /** Files or folders that could not be read. */
  failed: { file: string; error: string }[];
};

/** The files named, as full paths: each file as it is, each folder's `*.pdf` files (not its sub-folders) in name order. */
async function listFiles(paths: readonly string[], failed: LocalUploads['failed']): Promise<string[]> {
  const files: string[] = [];
  for (const given of paths) {
    const info = await stat(given).catch((error: NodeJS.ErrnoException) => {
      const reason = error.code === 'ENOENT' ? 'no such file or folder' : error.message;
      failed.push({ file: given, error: `${given}: ${reason}` });
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

async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Puts the PDFs of local files and folders into the file store, where every API replica reads them
 * (docs/decisions/079): each under 'imports/{this run}/{n}/{its name}', its '{name}.heldback.pdf'
 * beside it, so two files of one name from two folders stay apart.
 */
export async function uploadLocalFiles(store: FileStore, paths: readonly string[]): Promise<LocalUploads> {
  const run = `imports/${new Date().toISOString().slice(0, 10)}-${randomUUID().slice(0, 8)}`;
  const result: LocalUploads = { folder: run, uploads: [], unmatched: [], failed: [] };
  const files = await listFiles(paths, result.failed);
  const given = new Set(files);
  for (const file of files) {
    if (isHeldbackName(file)) {
      const main = `${file.slice(0, -'.heldback.pdf'.length)}.pdf`;
      if (!given.has(main)) {
        result.unmatched.push({ file, reason: `held-back pages: they are imported with ${path.basename(main)}` });
      }
      continue;
    }
    if (!isPdfName(file)) {
      result.unmatched.push({ file, reason: 'not a .pdf file' });
      continue;
    }
    try {
      const key = `${run}/${result.uploads.length + 1}/${path.basename(file)}`;
      await store.write(key, await readFile(file), 'application/pdf');
      const heldback = await readIfThere(heldbackSibling(file));
      if (heldback) await store.write(heldbackSibling(key), heldback, 'application/pdf');
      result.uploads.push({ local: file, key });
    } catch (error) {
      result.failed.push({ file, error: `${file}: ${(error as Error).message}` });
    }
  }
  return result;
}
