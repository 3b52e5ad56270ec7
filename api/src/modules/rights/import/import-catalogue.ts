import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import type { Db } from '../../../db/connect.ts';
import { readCatalogueRecord, type CatalogueRecord } from './catalogue-record.ts';
import { readExportLines } from './read-export-lines.ts';

const BATCH = 500;

export type ImportProgress = { bytesRead: number; totalBytes: number; stored: number; rejected: number };
export type ImportSummary = {
  stored: number;
  rejected: number;
  /** `<file>.rejected`: every bad line with its number, the reason and the original text; absent when none. */
  rejectedFile?: string;
};

type Pending = { line: number; text: string; record: CatalogueRecord };

/**
 * Loads a rights-catalogue export (CSV or JSON lines) into the local catalogue: each work is added,
 * or replaced with its contributors, shares and terms when its workId is already there. A bad line
 * never stops the import: it goes to `<file>.rejected` with its line number and reason.
 */
export async function importCatalogue(
  db: Db,
  file: string,
  onProgress: (progress: ImportProgress) => void = () => {},
  onReject: (rejection: { line: number; reason: string }) => void = () => {},
): Promise<ImportSummary> {
  const rejectedFile = `${file}.rejected`;
  await rm(rejectedFile, { force: true });
  let out: ReturnType<typeof createWriteStream> | undefined;
  let stored = 0;
  let rejected = 0;
  let bytes = { bytesRead: 0, totalBytes: 0 };
  const firstLineOf = new Map<string, number>();

  const reject = async (line: number, text: string, reason: string) => {
    rejected++;
    onReject({ line, reason });
    if (!out) {
      out = createWriteStream(rejectedFile);
      out.write('# line\treason\toriginal text (line breaks inside a record shown as \\n)\n');
    }
    if (!out.write(`${line}\t${reason}\t${text.replace(/\n/g, '\\n')}\n`)) await once(out, 'drain');
  };

  let batch: Pending[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const current = batch;
    batch = [];
    try {
      await storeWorks(
        db,
        current.map((p) => p.record),
      );
      stored += current.length;
    } catch {
      // One bad row fails its whole batch: store the rows one by one to find it and keep the rest.
      for (const pending of current) {
        try {
          await storeWorks(db, [pending.record]);
          stored++;
        } catch (error) {
          await reject(pending.line, pending.text, `not stored: ${(error as Error).message}`);
        }
      }
    }
    onProgress({ ...bytes, stored, rejected });
  };

  for await (const entry of readExportLines(file, (bytesRead, totalBytes) => (bytes = { bytesRead, totalBytes }))) {
    if (!entry.fields) {
      await reject(entry.line, entry.text, entry.problem ?? 'unreadable');
      continue;
    }
    const result = readCatalogueRecord(entry.fields);
    if ('problems' in result) {
      await reject(entry.line, entry.text, result.problems.join('; '));
      continue;
    }
    const first = firstLineOf.get(result.work.work_uid);
    if (first !== undefined) {
      await reject(entry.line, entry.text, `workId ${result.work.work_uid} is already on line ${first}`);
      continue;
    }
    firstLineOf.set(result.work.work_uid, entry.line);
    batch.push({ line: entry.line, text: entry.text, record: result });
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  onProgress({ ...bytes, stored, rejected });
  if (out) {
    out.end();
    await once(out, 'finish');
  }
  return { stored, rejected, ...(rejected ? { rejectedFile } : {}) };
}

/** Adds or replaces works by workId, with their contributors, shares and terms, in one transaction. */
async function storeWorks(db: Db, records: CatalogueRecord[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const works = await trx
      .insertInto('works')
      .values(records.map((r) => r.work))
      .onConflict((oc) =>
        oc.column('work_uid').doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          type: eb.ref('excluded.type'),
          sub_type: eb.ref('excluded.sub_type'),
          isn: eb.ref('excluded.isn'),
          year_of_publication: eb.ref('excluded.year_of_publication'),
          edition: eb.ref('excluded.edition'),
          volume: eb.ref('excluded.volume'),
          blm_status: eb.ref('excluded.blm_status'),
          payment_model: eb.ref('excluded.payment_model'),
          url: eb.ref('excluded.url'),
          sf_rightsholder: eb.ref('excluded.sf_rightsholder'),
          sf_rightsholder_account_id: eb.ref('excluded.sf_rightsholder_account_id'),
        })),
      )
      .returning(['id', 'work_uid'])
      .execute();
    const idOf = new Map(works.map((w) => [w.work_uid, w.id]));
    const ids = works.map((w) => w.id);
    for (const table of ['work_contributors', 'work_shares', 'work_terms'] as const) {
      await trx.deleteFrom(table).where('work_id', 'in', ids).execute();
    }
    const workId = (r: CatalogueRecord) => idOf.get(r.work.work_uid)!;
    const contributors = records.flatMap((r) => r.contributors.map((c) => ({ ...c, work_id: workId(r) })));
    const shares = records.flatMap((r) => r.shares.map((s) => ({ ...s, work_id: workId(r) })));
    const terms = records.flatMap((r) => r.terms.map((t) => ({ ...t, work_id: workId(r) })));
    if (contributors.length) await trx.insertInto('work_contributors').values(contributors).execute();
    if (shares.length) await trx.insertInto('work_shares').values(shares).execute();
    if (terms.length) await trx.insertInto('work_terms').values(terms).execute();
  });
}
