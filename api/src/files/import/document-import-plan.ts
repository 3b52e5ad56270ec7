import path from 'node:path';
import type { Db } from '../../db/connect.ts';
import type { Problem } from '../../http/api-error.ts';
import { storeKey, type FileStore } from '../file-store.ts';

/** One document of an import: a PDF in the file store, its held-back pages beside it, and its record. */
export type ImportItem = { file: string; heldback: string | null; record_id: number };

/** A file an import cannot take: its place in the list ('files.3'), the file and why. */
export type FileProblem = Problem & { field: string; file: string; reason: string };

/** The documents an import would make, and every file it cannot take. */
export type ImportPlan = { documents: ImportItem[]; problems: FileProblem[] };

/** The most documents one import takes; more are several imports. */
export const MAX_IMPORT_FILES = 10_000;

export const HELDBACK_SUFFIX = '.heldback.pdf';
export const isPdfName = (file: string) => file.toLowerCase().endsWith('.pdf');
export const isHeldbackName = (file: string) => file.toLowerCase().endsWith(HELDBACK_SUFFIX);
export const heldbackSibling = (file: string) => `${file.slice(0, -'.pdf'.length)}${HELDBACK_SUFFIX}`;

/** PostgreSQL's integer: a longer run of digits is no record id. */
const MAX_ID = 2_147_483_647;
/** Files looked up in the store at once (a bucket answers each in a request of its own). */
const STAT_AT_ONCE = 16;

/** The record a file's name names: '{external_reference_id}.pdf', else '{record id}.pdf'. */
export async function matchRecord(db: Db, file: string): Promise<number | null> {
  const name = path.posix.basename(file).slice(0, -'.pdf'.length);
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

type Checked = { item: ImportItem } | { file: string; reason: string };

async function checkFile(db: Db, store: FileStore, given: string): Promise<Checked> {
  const key = storeKey(given);
  if (key === null) return { file: given, reason: 'not a file of the store' };
  if (isHeldbackName(key)) {
    const main = `${key.slice(0, -HELDBACK_SUFFIX.length)}.pdf`;
    return { file: key, reason: `held-back pages: they are imported with ${path.posix.basename(main)}` };
  }
  if (!isPdfName(key)) return { file: key, reason: 'not a .pdf file' };
  const [found, heldback] = await Promise.all([store.stat(key), store.stat(heldbackSibling(key))]);
  if (!found) return { file: key, reason: 'not in the file store' };
  const recordId = await matchRecord(db, key);
  if (recordId === null) return { file: key, reason: 'no record has this external reference or id' };
  return { item: { file: key, heldback: heldback ? heldbackSibling(key) : null, record_id: recordId } };
}

/**
 * Checks the files of an import, every one (docs/decisions/079): each must be a PDF in the file
 * store whose name names a record ('{external_reference_id}.pdf', else '{record id}.pdf'), and no
 * two may name the same record. A '{name}.heldback.pdf' beside a file holds its record's held-back
 * pages and comes with it. Problems name the file by its place in the list ('files.3').
 */
export async function planDocumentImport(db: Db, store: FileStore, files: readonly string[]): Promise<ImportPlan> {
  const checked: Checked[] = [];
  for (let start = 0; start < files.length; start += STAT_AT_ONCE) {
    const part = files.slice(start, start + STAT_AT_ONCE);
    checked.push(...(await Promise.all(part.map((file) => checkFile(db, store, file)))));
  }
  const plan: ImportPlan = { documents: [], problems: [] };
  const byRecord = new Map<number, string>();
  checked.forEach((result, index) => {
    const field = `files.${index}`;
    const problem = (file: string, reason: string) =>
      plan.problems.push({ field, file, reason, message: `${file}: ${reason}` });
    if ('reason' in result) {
      problem(result.file, result.reason);
      return;
    }
    const { item } = result;
    const earlier = byRecord.get(item.record_id);
    if (earlier !== undefined) {
      problem(item.file, `record ${item.record_id} already has its document from ${earlier}`);
      return;
    }
    byRecord.set(item.record_id, item.file);
    plan.documents.push(item);
  });
  return plan;
}
