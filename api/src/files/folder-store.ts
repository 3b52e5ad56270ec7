import { createReadStream } from 'node:fs';
import { mkdir, readdir, realpath, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FileStore, StoredObject } from './file-store.ts';

/** What the file system answers for a path that leads to no file; anything else is a fault, not a missing file. */
const NO_SUCH_FILE = new Set(['ENOENT', 'ENOTDIR', 'ELOOP', 'ENAMETOOLONG']);

const isInside = (root: string, target: string) => {
  const relative = path.relative(root, target);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

async function realOrNull(target: string): Promise<string | null> {
  try {
    return await realpath(target);
  } catch (error) {
    if (NO_SUCH_FILE.has((error as NodeJS.ErrnoException).code ?? '')) return null;
    throw error;
  }
}

/**
 * The file store as a local folder (FILE_STORE_DIR). A key that resolves outside the folder, through
 * a symbolic link too, names nothing; the entity tag is the size and time, as static file servers make it.
 */
export function folderStore(dir: string): FileStore {
  const root = path.resolve(dir);

  /** The real path of a key's file inside the store, or null. */
  async function fileOf(key: string): Promise<string | null> {
    const realRoot = await realOrNull(root);
    if (!realRoot) return null;
    const target = path.resolve(realRoot, ...key.split('/'));
    if (!isInside(realRoot, target)) return null;
    const real = await realOrNull(target);
    return real && isInside(realRoot, real) ? real : null;
  }

  return {
    location: root,
    async stat(key): Promise<StoredObject | null> {
      const file = await fileOf(key);
      const info = file ? await stat(file) : null;
      if (!info?.isFile()) return null;
      return {
        size: info.size,
        lastModified: info.mtime,
        etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      };
    },
    async read(key, range) {
      const file = await fileOf(key);
      if (!file) throw Object.assign(new Error(`No file ${key} in the store`), { code: 'ENOENT' });
      return createReadStream(file, range);
    },
    async write(key, body) {
      const target = path.resolve(root, ...key.split('/'));
      if (!isInside(root, target)) throw new Error(`The key ${key} is outside the store`);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside and renamed over: a reader sees the old file or the new one, never half of one.
      const partial = `${target}.${randomUUID()}.partial`;
      await writeFile(partial, body);
      await rename(partial, target);
    },
    async isEmpty() {
      try {
        return (await readdir(root)).length === 0;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
        throw error;
      }
    },
  };
}
