import { findStoredFile, type FileStore, type StoredFile } from '../../files/file-store.ts';
import { badRequest } from '../../http/api-error.ts';
import { jsonBody, reader } from '../../http/input.ts';

/** A link that could name a file of the store; anything else is no link, and so 'Please enter valid file location'. */
const linkText = (value: unknown) =>
  typeof value === 'string' && value.length <= 1000 && !value.includes('\u0000') ? value : null;

/** The spec's screen sends `{ params: source_file_link }`; `{ params: { source_file_link } }` and `{ source_file_link }` are read too. */
export const SOURCE_FILE_BODY = jsonBody({
  params: reader((value) =>
    linkText(
      typeof value === 'object' && value !== null ? (value as { source_file_link?: unknown }).source_file_link : value,
    ),
  ),
  source_file_link: reader(linkText),
});

/** Manual data entry's optional source file: it must be a file of the store, or 'Please enter valid file location'. */
export async function checkSourceFileLink(files: FileStore, link: string | null): Promise<StoredFile> {
  const found = link === null ? null : await findStoredFile(files, link);
  if (!found) throw badRequest('Please enter valid file location', 'source_file_link');
  return found;
}
