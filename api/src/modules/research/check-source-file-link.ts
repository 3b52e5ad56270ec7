import { findStoredFile, type StoredFile } from '../../files/file-store.ts';
import { badRequest } from '../../http/api-error.ts';
import { bodyFields } from '../../http/fields.ts';

/** The spec's screen sends `{ params: source_file_link }`; `{ params: { source_file_link } }` and `{ source_file_link }` are read too. */
function linkOf(body: unknown): unknown {
  const fields = bodyFields(body);
  const params = fields.params;
  if (typeof params === 'string') return params;
  if (params && typeof params === 'object') return (params as { source_file_link?: unknown }).source_file_link;
  return fields.source_file_link;
}

/** Manual data entry's optional source file: it must be a file of the store, or 'Please enter valid file location'. */
export async function checkSourceFileLink(fileStoreDir: string, body: unknown): Promise<StoredFile> {
  const link = linkOf(body);
  const found = typeof link === 'string' ? await findStoredFile(fileStoreDir, link) : null;
  if (!found) throw badRequest('Please enter valid file location', 'source_file_link');
  return found;
}
