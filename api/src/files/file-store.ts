import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/** A file of the store, named by its folder (relative to the store, '/'-separated, '' at the top) and its name. */
export type StoredFile = { file_path: string; file_name: string };

/** What the file system answers for a path that leads to no file; anything else is a fault, not a bad link. */
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
 * The stored file a link names, or null. A link is a path relative to the store; an absolute path,
 * a '..' segment, control characters, or anything that resolves (symbolic links included) outside
 * the store is refused without touching the disk beyond the store.
 */
export async function findStoredFile(storeDir: string, link: string): Promise<StoredFile | null> {
  const segments = link.trim().replace(/\\/g, '/').split('/');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  const unsafe = /[\u0000-\u001f]/.test(link) || path.isAbsolute(link) || path.win32.isAbsolute(link);
  if (unsafe || segments[0] === '' || segments.includes('..')) return null;

  const root = await realOrNull(path.resolve(storeDir));
  if (!root) return null;
  const target = path.resolve(root, ...segments.filter((s) => s !== '' && s !== '.'));
  if (!isInside(root, target)) return null;
  const real = await realOrNull(target);
  if (!real || !isInside(root, real) || !(await stat(real)).isFile()) return null;

  const relative = path.relative(root, target).split(path.sep).join('/');
  const folder = path.posix.dirname(relative);
  return { file_path: folder === '.' ? '' : folder, file_name: path.posix.basename(relative) };
}
