import type { Db } from '../../db/connect.ts';
import { documentStem, fullPdfKey, pageKey } from '../../files/document-files.ts';
import { storeKey } from '../../files/file-store.ts';
import type { ServedName } from './served-name.ts';

const extensionOf = (name: string | null) => {
  const dot = name?.lastIndexOf('.') ?? -1;
  return dot > 0 ? name!.slice(dot).toLowerCase() : '';
};

/**
 * The key of a record's source file as the record keeps it: the whole link in `source_file_path`
 * when that ends in the name's extension (the seed's and an ETL's '/sources/scan-7.docx'), else the
 * folder there and the name in `source_file_name` (Manual data entry's, as checkSourceFileLink
 * answered them; '' is the store's top).
 */
function sourceFileKey(folderOrLink: string, name: string): string | null {
  const extension = extensionOf(name);
  if (folderOrLink.toLowerCase().endsWith(extension)) return storeKey(folderOrLink);
  return storeKey(folderOrLink === '' ? name : `${folderOrLink}/${name}`);
}

/**
 * The store key of a served name, or null when the record, its document or the page does not
 * exist: a page past the record's total_pages (or total_heldback_pages) names nothing, whatever
 * the store holds.
 */
export async function resolveServedFile(db: Db, name: ServedName): Promise<string | null> {
  const record = await db
    .selectFrom('document_details')
    .select(['file_path', 'source_file_name', 'source_file_path', 'total_pages', 'total_heldback_pages'])
    .where('id', '=', name.recordId)
    .executeTakeFirst();
  if (!record) return null;
  if (name.kind === 'source') {
    const { source_file_path: path, source_file_name: file } = record;
    const matches = extensionOf(file) === name.extension;
    return path !== null && file !== null && matches ? sourceFileKey(path, file) : null;
  }
  const stem = documentStem(record.file_path);
  if (stem === null) return null;
  if (name.kind === 'full-pdf') return fullPdfKey(stem);
  const pages = (name.page.heldback ? record.total_heldback_pages : record.total_pages) ?? 0;
  return name.page.n >= 1 && name.page.n <= pages ? pageKey(stem, name.page, name.file) : null;
}
