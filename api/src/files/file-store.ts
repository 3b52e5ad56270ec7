import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * The file store: page images, page PDFs, full PDFs and source files, named by keys such as
 * 'documents/123_4.jpeg'. A folder by default; an S3-compatible bucket when several servers share it.
 */
export interface FileStore {
  /** Where the store is, for logs: a folder or `s3://bucket/prefix`. */
  readonly location: string;
  /** Size, time and entity tag of what is kept under the key, or null when nothing is. */
  stat(key: string): Promise<StoredObject | null>;
  /** The bytes under the key, only `start` to `end` (inclusive) when a range is given. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Keeps the bytes under the key, replacing what was there; a reader never sees a half-written file. */
  write(key: string, body: Uint8Array, contentType?: string): Promise<void>;
  /** True when the store holds nothing yet: a first start. */
  isEmpty(): Promise<boolean>;
}

export type StoredObject = { size: number; lastModified: Date; etag: string };
export type ByteRange = { start: number; end: number };

/** A file of the store, named by its folder (relative to the store, '/'-separated, '' at the top) and its name. */
export type StoredFile = { file_path: string; file_name: string };

/**
 * The key a link names, or null: a path relative to the store, '/'- or '\'-separated, as records
 * keep it with or without a leading '/' (the store's top). A drive letter, a network path ('//'),
 * a '..' segment or control characters name nothing, so no link reaches outside the store; '.' and
 * empty segments are dropped.
 */
export function storeKey(link: string): string | null {
  const text = link.trim().replace(/\\/g, '/');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f]/.test(link) || /^[a-z]:/i.test(text) || text.startsWith('//')) return null;
  const segments = text.replace(/^\//, '').split('/');
  if (segments.includes('..')) return null;
  const kept = segments.filter((s) => s !== '' && s !== '.');
  return kept.length === 0 ? null : kept.join('/');
}

/** The stored file a link names, or null (see storeKey for what a link may be). */
export async function findStoredFile(store: FileStore, link: string): Promise<StoredFile | null> {
  const key = storeKey(link);
  if (key === null || !(await store.stat(key))) return null;
  const folder = path.posix.dirname(key);
  return { file_path: folder === '.' ? '' : folder, file_name: path.posix.basename(key) };
}
