/**
 * The document import figure (`npm run bench`, or alone: `npx tsx bench/import-documents.ts`): a
 * generated PDF of BENCH_IMPORT_PAGES (default 300) A4 text pages imported into an empty folder
 * store as `npm run import:documents` imports a record's document: its render threads started for
 * it (counted), each page split into a PDF of its own, drawn into a page image and a thumbnail, and
 * every file written. Then the same PDF again, which the manifest skips. Target: under 60 s on two
 * cores (issue 13). Writes bench/results/import-documents.md and answers its table's lines.
 */
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { folderStore } from '../api/src/files/folder-store.ts';
import { importDocument } from '../api/src/files/import/import-document.ts';
import { defaultPoolSize } from '../api/src/files/import/render-pool.ts';
import { RENDER_SETTINGS } from '../api/src/files/import/render-settings.ts';
import { chapterPdf } from '../api/src/seed/sample-document-pdf.ts';
import { stats } from './stats.ts';

const PAGES = Number(process.env.BENCH_IMPORT_PAGES ?? 300);
const TARGET_SECONDS = 60;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const kb = (bytes: number) => Math.round(bytes / 1024);

/** Runs the import figure; answers the Markdown lines of its table (also written to results). */
export async function importDocumentsBench(): Promise<string[]> {
  const pdf = await chapterPdf({
    book: 'A Benchmark Reader',
    author: 'B. Marks',
    chapter: 1,
    chapterTitle: 'Three hundred pages',
    firstPage: 1,
    pages: PAGES,
    seed: 'bench-import',
  });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rt-bench-import-'));
  const loadBefore = os.loadavg()[0];
  try {
    const store = folderStore(dir);
    const started = performance.now();
    let firstPageAt = started;
    const imported = await importDocument(store, 'documents/1', pdf, undefined, {
      onPage: () => {
        if (firstPageAt === started) firstPageAt = performance.now();
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const loadAfter = os.loadavg()[0];
    const againStarted = performance.now();
    const again = await importDocument(store, 'documents/1', pdf);
    const againMs = performance.now() - againStarted;
    if (imported.pages !== PAGES || !again.skipped) throw new Error('the import did not import, or did not skip');

    const files = await readdir(path.join(dir, 'documents'));
    const sizes = await Promise.all(
      files.map(async (file) => ({ file, size: (await stat(path.join(dir, 'documents', file))).size })),
    );
    const total = sizes.reduce((sum, f) => sum + f.size, 0);
    const images = stats(sizes.filter((f) => /_\d+\.jpeg$/.test(f.file)).map((f) => f.size));
    const thumbnails = stats(sizes.filter((f) => f.file.endsWith('.thumb.jpeg')).map((f) => f.size));
    const firstPage = (firstPageAt - started) / 1000;
    const met = seconds < TARGET_SECONDS;

    const lines = [
      `Document import — a generated ${PAGES}-page PDF (A4 text pages, ${kb(pdf.length)} KB) into an empty folder ` +
        `store, ${defaultPoolSize()} render threads, ${os.cpus().length} cores, Node ${process.version}; ` +
        `load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after.`,
      '',
      '| figure | seconds | pages/s | target | met |',
      '|---|---:|---:|---|---|',
      `| Import ${PAGES} pages: split, page images ${RENDER_SETTINGS.imageWidth} px wide and thumbnails, ` +
        `all written (threads started for it) | ${seconds.toFixed(1)} | ${(PAGES / seconds).toFixed(1)} | ` +
        `< ${TARGET_SECONDS} s on two cores | ${met ? 'yes' : 'no'} |`,
      `| The same PDF again (unchanged: skipped by its manifest) | ${(againMs / 1000).toFixed(2)} | — | — | — |`,
      '',
      `First page stored after ${firstPage.toFixed(1)} s (starting the threads, opening the PDF in each). ` +
        `Store: ${files.length} files, ${mb(total)} MB; page image p50 ${kb(images.p50)} KB, ` +
        `thumbnail p50 ${kb(thumbnails.p50)} KB, JPEG quality ${RENDER_SETTINGS.jpegQuality}.`,
    ];
    const results = path.join(import.meta.dirname, 'results');
    await mkdir(results, { recursive: true });
    await writeFile(
      path.join(results, 'import-documents.md'),
      `# Document import benchmark\n\nRun ${new Date().toISOString()}\n\n${lines.join('\n')}\n`,
    );
    return lines;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  importDocumentsBench().then(
    (lines) => console.log(lines.join('\n')),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
