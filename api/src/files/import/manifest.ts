import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { FileStore } from '../file-store.ts';
import { RENDER_SETTINGS } from './render-settings.ts';

/**
 * What an import made of a document, written beside it after every other file: a finished manifest
 * says the import finished, and its inputs say whether importing the same PDFs again can be skipped.
 * While an import writes, the manifest says so (`{ "importing": ... }`), so an import stopped half
 * way over an older one is never taken for finished.
 */
export type DocumentManifest = {
  format: 1;
  /** SHA-256 (hex) of the full PDF and of the held-back pages' PDF (null when there is none). */
  sha256: { pdf: string; heldback: string | null };
  render: typeof RENDER_SETTINGS;
  pages: number;
  heldbackPages: number;
  /** The size of the first page image; the others share its width. */
  pageImage: { width: number; height: number };
  importedAt: string;
};

export const manifestKey = (stem: string) => `${stem}.manifest.json`;

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const writeJson = (store: FileStore, stem: string, value: unknown) =>
  store.write(manifestKey(stem), Buffer.from(`${JSON.stringify(value, null, 2)}\n`), 'application/json');

/** The finished manifest of a document in the store, or null (none, an import under way or stopped, unreadable). */
export async function readManifest(store: FileStore, stem: string): Promise<DocumentManifest | null> {
  const key = manifestKey(stem);
  if (!(await store.stat(key))) return null;
  try {
    const manifest = JSON.parse((await buffer(await store.read(key))).toString('utf8')) as Partial<DocumentManifest>;
    return manifest.format === 1 ? (manifest as DocumentManifest) : null;
  } catch {
    return null;
  }
}

/** True when the manifest's page files were made with today's render settings. */
export const hasCurrentRender = (manifest: DocumentManifest) =>
  JSON.stringify(manifest.render) === JSON.stringify(RENDER_SETTINGS);

/** True when the manifest was made from these inputs with today's render settings. */
export function isCurrent(manifest: DocumentManifest | null, inputs: DocumentManifest['sha256']): boolean {
  return (
    manifest !== null &&
    manifest.sha256.pdf === inputs.pdf &&
    manifest.sha256.heldback === inputs.heldback &&
    hasCurrentRender(manifest)
  );
}

/** Marks the document's files as being written: until writeManifest, no import of it counts as finished. */
export const markImporting = (store: FileStore, stem: string) =>
  writeJson(store, stem, { importing: new Date().toISOString() });

export const writeManifest = (store: FileStore, stem: string, manifest: DocumentManifest) =>
  writeJson(store, stem, manifest);
