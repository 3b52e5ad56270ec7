/**
 * `npm run import:documents -- <folder or PDF>...`: imports records' documents into the file store
 * the API's settings name (FILE_STORE_DIR or the bucket) and points each record at its document in
 * the database they name (DATABASE_URL, or the embedded one in DATA_DIR: stop the product first
 * then, as an embedded database has one user at a time). A file is matched to its record by name:
 * '{external_reference_id}.pdf' or '{record id}.pdf', its held-back pages beside it in
 * '{name}.heldback.pdf'. Shows a bar of pages rendered on a terminal, else a line per document.
 * Exits 1 when a file failed or none matched a record.
 */
import path from 'node:path';
import cliProgress from 'cli-progress';
import { loadApiConfig } from '../../config.ts';
import { connectDatabase } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { openFileStore } from '../open-store.ts';
import { importRecordDocuments, type ImportProgress } from './import-record-documents.ts';
import { runCli } from '../../run-cli.ts';

const count = (n: number, noun: string) => `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;

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
  const bar = process.stdout.isTTY
    ? new cliProgress.SingleBar(
        { format: ' {bar} {value}/{total} pages | {file}', hideCursor: true, clearOnComplete: true },
        cliProgress.Presets.shades_classic,
      )
    : null;
  let total = 0;
  const onProgress = (progress: ImportProgress) => {
    if (progress.type === 'start') {
      // The bar grows as each document is read: a folder's page count is known only file by file.
      if (bar && total === 0) bar.start(progress.pages, 0, { file: shown(progress.file) });
      else bar?.setTotal(total + progress.pages);
      total += progress.pages;
      bar?.update({ file: shown(progress.file) });
    } else if (progress.type === 'page') {
      bar?.increment();
    } else if (!bar) {
      // Without a terminal (a log, a pipe): a line per document.
      if (progress.type === 'imported' || progress.type === 'skipped') {
        const { file, recordId, pages, heldbackPages } = progress.result;
        const held = heldbackPages > 0 ? ` and ${count(heldbackPages, 'held-back page')}` : '';
        const what = progress.type === 'imported' ? 'imported' : 'unchanged, skipped';
        console.log(`${shown(file)} → record ${recordId}: ${count(pages, 'page')}${held}, ${what}`);
      } else if (progress.type === 'unmatched') {
        console.log(`${shown(progress.file)}: not imported, ${progress.reason}`);
      } else if (progress.type === 'failed') {
        console.log(progress.error);
      }
    }
  };
  try {
    await migrateToLatest(handle.db);
    const started = performance.now();
    const summary = await importRecordDocuments(
      handle.db,
      store,
      args.map((arg) => path.resolve(typedIn, arg)),
      onProgress,
    );
    bar?.stop();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const pages = summary.imported.reduce((sum, file) => sum + file.pages + file.heldbackPages, 0);
    console.log(
      `${count(summary.imported.length, 'document')} imported (${count(pages, 'page')}) into ${store.location} in ${seconds} s; ` +
        `${summary.skipped.length} unchanged, skipped; ${summary.unmatched.length} unmatched; ${summary.failed.length} failed.`,
    );
    if (bar) {
      for (const { file, reason } of summary.unmatched) console.log(`  unmatched ${shown(file)}: ${reason}`);
      for (const { error } of summary.failed) console.log(`  failed: ${error}`);
    }
    return summary.failed.length > 0 || summary.imported.length + summary.skipped.length === 0 ? 1 : 0;
  } finally {
    bar?.stop();
    await handle.close();
  }
}

runCli(main);
