/**
 * `npm run import:documents -- <folder or PDF>...`: imports records' documents as a job of the
 * queue (docs/decisions/079). The PDFs named are put into the file store the API's settings name
 * (FILE_STORE_DIR or the bucket), matched to their records in the database they name
 * (DATABASE_URL, or the embedded one in DATA_DIR: stop the product first then, as an embedded
 * database has one user at a time), and imported by a job that every API replica works, and this
 * command too until the job ends. A file is matched to its record by name:
 * '{external_reference_id}.pdf' or '{record id}.pdf', its held-back pages beside it in
 * '{name}.heldback.pdf'. Shows a bar of documents on a terminal, else a line per document.
 * Exits 1 when a file failed or none matched a record.
 */
import os from 'node:os';
import path from 'node:path';
import cliProgress from 'cli-progress';
import { loadApiConfig } from '../../config.ts';
import { connectDatabase } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { startJobQueue } from '../../jobs/job-queue.ts';
import { FINISHED } from '../../jobs/chunked-job.ts';
import { runCli } from '../../run-cli.ts';
import { openFileStore } from '../open-store.ts';
import { planDocumentImport } from './document-import-plan.ts';
import {
  enqueueDocumentImport,
  findDocumentImport,
  runDocumentImportSlice,
  type DocumentImportJob,
  type ImportResult,
} from './import-jobs.ts';
import { uploadLocalFiles } from './upload-local-files.ts';

const count = (n: number, noun: string) => `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;
const FOLLOW_MS = 500;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0) {
    console.error('Usage: npm run import:documents -- <folder or PDF>...');
    return 2;
  }
  // npm runs this inside api/; the files are named relative to where the command was typed.
  const typedIn = process.env.INIT_CWD ?? process.cwd();
  const shown = (file: string) => {
    const relative = path.relative(typedIn, file);
    return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
  };
  const config = loadApiConfig();
  const store = await openFileStore(config);
  const handle = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const db = handle.db;
  const bar = process.stdout.isTTY
    ? new cliProgress.SingleBar(
        { format: ' {bar} {value}/{total} documents | {file}', hideCursor: true, clearOnComplete: true },
        cliProgress.Presets.shades_classic,
      )
    : null;
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const local = await uploadLocalFiles(
      store,
      args.map((arg) => path.resolve(typedIn, arg)),
    );
    const localOf = new Map(local.uploads.map((upload) => [upload.key, upload.local]));
    const named = (key: string) => shown(localOf.get(key) ?? key);
    // The job's words name the store's keys: shown as the files the operator named. The folder is
    // 'imports/{date}-{hex}', nothing in it a pattern reads specially.
    const keyPattern = new RegExp(`${local.folder}/\\d+/.*?\\.pdf`, 'gi');
    const inLocalNames = (text: string) => text.replace(keyPattern, (key) => named(key));
    const plan = await planDocumentImport(
      db,
      store,
      local.uploads.map((upload) => upload.key),
    );
    const unmatched = [
      ...local.unmatched.map(({ file, reason }) => ({ file: shown(file), reason })),
      ...plan.problems.map(({ file, reason }) => ({
        file: named(file),
        reason: inLocalNames(reason),
      })),
    ];
    for (const { error } of local.failed) console.log(error);
    if (!bar) for (const { file, reason } of unmatched) console.log(`${file}: not imported, ${reason}`);

    let job: DocumentImportJob | null = null;
    if (plan.documents.length > 0) {
      const queue = await startJobQueue(db, {
        takeoverSeconds: config.JOB_TAKEOVER_SECONDS,
        stopTimeoutMs: config.SHUTDOWN_GRACE_SECONDS * 1000,
      });
      try {
        // This command works the import too: on an embedded database it is the only worker.
        await queue.work('document-import', ({ job_id }) => runDocumentImportSlice(db, store, queue, job_id));
        const command = `npm run import:documents on ${os.hostname()}`;
        job = await enqueueDocumentImport(db, queue, { command }, plan.documents);
        console.log(`Import job ${job.id}: ${count(job.total, 'document')} (GET /api/document_imports/${job.id})`);
        bar?.start(job.total, 0, { file: '' });
        let shownResults = 0;
        for (;;) {
          job = await findDocumentImport(db, job.id);
          for (const result of job.results.slice(shownResults)) {
            if (bar) bar.update(job.done, { file: named(result.file) });
            else console.log(inLocalNames(resultLine(result)));
          }
          shownResults = job.results.length;
          if (FINISHED.includes(job.status)) break;
          await new Promise((resolve) => setTimeout(resolve, FOLLOW_MS));
        }
      } finally {
        bar?.stop();
        await queue.stop();
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const results = job?.results ?? [];
    const imported = results.filter((r) => r.outcome === 'imported');
    const failed = [
      ...local.failed.map((f) => f.error),
      ...results.filter((r) => r.outcome === 'failed').map((r) => inLocalNames(r.error ?? '')),
    ];
    const pages = imported.reduce((sum, r) => sum + r.pages + r.heldback_pages, 0);
    const skipped = results.filter((r) => r.outcome === 'skipped').length;
    console.log(
      `${count(imported.length, 'document')} imported (${count(pages, 'page')}) into ${store.location} in ${seconds} s; ` +
        `${skipped} unchanged, skipped; ${unmatched.length} unmatched; ${failed.length} failed.`,
    );
    if (job && job.status !== 'done') console.log(`The import job ${job.status}${job.error ? `: ${job.error}` : ''}`);
    if (bar) {
      for (const { file, reason } of unmatched) console.log(`  unmatched ${file}: ${reason}`);
      for (const error of failed) console.log(`  failed: ${error}`);
    }
    const ok = job?.status === 'done' && failed.length === 0 && imported.length + skipped > 0;
    return ok ? 0 : 1;
  } finally {
    bar?.stop();
    await handle.close();
  }
}

/** A document's line in a log: its file, record, pages and what became of it. */
function resultLine(result: ImportResult): string {
  if (result.outcome === 'failed') return result.error ?? `${result.file}: not imported`;
  const held = result.heldback_pages > 0 ? ` and ${count(result.heldback_pages, 'held-back page')}` : '';
  const what = result.outcome === 'imported' ? 'imported' : 'unchanged, skipped';
  return `${result.file} → record ${result.record_id}: ${count(result.pages, 'page')}${held}, ${what}`;
}

runCli(main);
