import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { connectDatabase } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { insertDocument } from '../src/seed/factories.ts';
import { chapterPdf } from '../src/seed/sample-document-pdf.ts';

const CHAPTER = { book: 'A Scanned Book', author: 'S. Canner', chapter: 1, chapterTitle: 'Scans', firstPage: 1 };
const chapter = (pages: number, seed: string) => chapterPdf({ ...CHAPTER, pages, seed });

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'rt-import-records-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run import:documents', () => {
  // Three runs of the command, each starting tsx, the embedded database and its render threads: slow.
  it('imports into the configured store and database, a line per document without a terminal, exit 1 on a failure', async () => {
    // The command on an embedded database in a folder of its own, whatever database the test run uses.
    const dataDir = path.join(dir, 'data');
    const handle = await connectDatabase({ dataDir });
    await migrateToLatest(handle.db);
    const { document } = await insertDocument(handle.db, { external_reference_id: 'CLI-1' });
    await handle.close();
    const files = path.join(dir, 'cli');
    await mkdir(files);
    await writeFile(path.join(files, 'CLI-1.pdf'), await chapter(2, 'cli'));
    await writeFile(path.join(files, 'CLI-2.pdf'), await chapter(1, 'cli'));

    const { DATABASE_URL: _url, ...env } = process.env;
    const apiDir = path.resolve(import.meta.dirname, '..');
    // As npm runs it: inside api/, with INIT_CWD the folder the command was typed in.
    const run = (...args: string[]) =>
      promisify(execFile)(path.resolve(apiDir, '../node_modules/.bin/tsx'), ['src/files/import/main.ts', ...args], {
        cwd: apiDir,
        env: { ...env, DATA_DIR: dataDir, FILE_STORE_DIR: path.join(dir, 'cli-store'), INIT_CWD: dir },
      }).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );

    const first = await run('cli/CLI-1.pdf');
    expect(first.stdout).toMatch(/^Import job \d+: 1 document \(GET \/api\/document_imports\/\d+\)$/m);
    expect(first.stdout).toContain('cli/CLI-1.pdf → record');
    expect(first.stdout).toContain(': 2 pages, imported\n');
    expect(first.stdout).toMatch(/^1 document imported \(2 pages\) into .*cli-store in [\d.]+ s; 0 unchanged/m);
    expect(first.code).toBe(0);

    const second = await run('cli', 'cli/missing.pdf');
    expect(second.stdout).toContain('cli/CLI-1.pdf → record');
    expect(second.stdout).toContain(': 2 pages, unchanged, skipped\n');
    expect(second.stdout).toContain('cli/CLI-2.pdf: not imported, no record has this external reference or id\n');
    expect(second.stdout).toContain(`${path.join(files, 'missing.pdf')}: no such file or folder\n`);
    expect(second.stdout).toContain('0 documents imported (0 pages)');
    expect(second.stdout).toContain('1 unchanged, skipped; 1 unmatched; 1 failed.');
    expect(second.code).toBe(1);

    expect(await run()).toMatchObject({ code: 2 });

    const reopened = await connectDatabase({ dataDir });
    const row = await reopened.db
      .selectFrom('document_details')
      .select(['file_path', 'total_pages'])
      .where('id', '=', document.id)
      .executeTakeFirstOrThrow();
    // Each run that matched a file was a job of the queue, started by the command.
    const jobs = await reopened.db
      .selectFrom('document_import_jobs')
      .select(['status', 'requested_by', 'imported', 'skipped'])
      .orderBy('id')
      .execute();
    await reopened.close();
    expect(jobs).toEqual([
      { status: 'done', requested_by: `npm run import:documents on ${os.hostname()}`, imported: 1, skipped: 0 },
      { status: 'done', requested_by: `npm run import:documents on ${os.hostname()}`, imported: 0, skipped: 1 },
    ]);
    expect(row).toEqual({ file_path: `/documents/${document.id}.pdf`, total_pages: 2 });
    expect(await readFile(path.join(dir, 'cli-store', 'documents', `${document.id}_2.jpeg`))).toBeTruthy();
  }, 240_000);
});
