import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { connectDatabase } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { folderStore } from '../src/files/folder-store.ts';
import {
  importRecordDocuments,
  type ImportProgress,
  type ImportSummary,
} from '../src/files/import/import-record-documents.ts';
import { createRenderPool, type RenderPool } from '../src/files/import/render-pool.ts';
import { insertDocument } from '../src/seed/factories.ts';
import { chapterPdf, heldBackPdf } from '../src/seed/sample-document-pdf.ts';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { auditRowsSince, lastAuditId } from './audit-rows.ts';
import { COORDINATOR, signIn } from './sign-in.ts';

const CHAPTER = { book: 'A Scanned Book', author: 'S. Canner', chapter: 1, chapterTitle: 'Scans', firstPage: 1 };
const chapter = (pages: number, seed: string) => chapterPdf({ ...CHAPTER, pages, seed });

let api: TestApi;
let pool: RenderPool;
let dir: string;
let cookie: { cookie: string };

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  cookie = await signIn(api, COORDINATOR);
  pool = createRenderPool(2);
  dir = await mkdtemp(path.join(os.tmpdir(), 'rt-import-records-'));
});
afterAll(async () => {
  await pool?.close();
  await api?.close();
  await rm(dir, { recursive: true, force: true });
});

const record = (id: number) =>
  api.db
    .selectFrom('document_details')
    .select(['file_name', 'file_path', 'total_pages', 'total_heldback_pages', 'heldback', 'document_view', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('importRecordDocuments', () => {
  let byReference: number;
  let byId: number;
  let broken: number;
  let folder: string;
  let summary: ImportSummary;
  const progress: ImportProgress[] = [];

  beforeAll(async () => {
    byReference = (await insertDocument(api.db, { external_reference_id: 'SCAN-ONE', document_view: false })).document
      .id;
    byId = (await insertDocument(api.db, { file_path: '/documents/samples/sample-01.pdf', total_pages: 9 })).document
      .id;
    broken = (await insertDocument(api.db, { total_pages: 4 })).document.id;
    folder = path.join(dir, 'incoming');
    await mkdir(folder);
    await writeFile(path.join(folder, 'SCAN-ONE.pdf'), await chapter(3, 'one'));
    await writeFile(path.join(folder, 'SCAN-ONE.heldback.pdf'), await heldBackPdf({ book: CHAPTER.book, pages: 1 }));
    await writeFile(path.join(folder, `${byId}.pdf`), await chapter(2, 'two'));
    await writeFile(path.join(folder, `${broken}.pdf`), 'Scanned at the front desk; see the paper copy.\n');
    await writeFile(path.join(folder, 'NOBODY-99.pdf'), await chapter(1, 'nobody'));
    await writeFile(path.join(folder, 'orphan.heldback.pdf'), await heldBackPdf({ book: CHAPTER.book, pages: 1 }));
    await writeFile(path.join(folder, 'list.txt'), 'not a PDF by its name');
    summary = await importRecordDocuments(
      api.db,
      folderStore(api.fileStoreDir),
      [folder, path.join(folder, 'list.txt'), path.join(dir, 'not-there.pdf')],
      (event) => progress.push(event),
      { pool },
    );
  });

  it('matches {external_reference_id}.pdf and {id}.pdf to their records and imports them', () => {
    expect(summary.imported).toEqual([
      { file: path.join(folder, `${byId}.pdf`), recordId: byId, pages: 2, heldbackPages: 0 },
      { file: path.join(folder, 'SCAN-ONE.pdf'), recordId: byReference, pages: 3, heldbackPages: 1 },
    ]);
    expect(summary.skipped).toEqual([]);
    expect(progress.filter((p) => p.type === 'page')).toHaveLength(2 + 3 + 1);
    expect(progress.filter((p) => p.type === 'start').map((p) => p.type === 'start' && p.pages)).toEqual([2, 4]);
  });

  it('reports the files it matched to no record, and the ones it could not import', () => {
    expect(summary.unmatched).toEqual([
      { file: path.join(folder, 'NOBODY-99.pdf'), reason: 'no record has this external reference or id' },
      {
        file: path.join(folder, 'orphan.heldback.pdf'),
        reason: 'held-back pages: they are imported with orphan.pdf',
      },
      { file: path.join(folder, 'list.txt'), reason: 'not a .pdf file' },
    ]);
    expect(summary.failed).toEqual([
      { file: path.join(dir, 'not-there.pdf'), error: `${path.join(dir, 'not-there.pdf')}: no such file or folder` },
      {
        file: path.join(folder, `${broken}.pdf`),
        error: expect.stringMatching(new RegExp(`^${folder}/${broken}\\.pdf is not a PDF that can be read: `)),
      },
    ]);
  });

  it("points each record at its document with its page counts, in one audited change; a failed file's record stays", async () => {
    expect(await record(byReference)).toMatchObject({
      file_name: `${byReference}.pdf`,
      file_path: `/documents/${byReference}.pdf`,
      total_pages: 3,
      total_heldback_pages: 1,
      heldback: true,
      document_view: true,
    });
    expect(await record(byId)).toMatchObject({
      file_path: `/documents/${byId}.pdf`,
      total_pages: 2,
      total_heldback_pages: 0,
      heldback: false,
    });
    expect(await record(broken)).toMatchObject({ file_path: null, total_pages: 4 });
    const audit = await api.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'action', 'entity', 'entity_id', 'before', 'after'])
      .where('entity_id', '=', String(byId))
      .where('entity', '=', 'document_detail')
      .execute();
    expect(audit).toEqual([
      {
        actor_user_id: null,
        action: 'update',
        entity: 'document_detail',
        entity_id: String(byId),
        before: expect.objectContaining({ file_path: '/documents/samples/sample-01.pdf', total_pages: 9 }),
        after: expect.objectContaining({ file_path: `/documents/${byId}.pdf`, total_pages: 2 }),
      },
    ]);
  });

  it('serves the imported pages by the spec names', async () => {
    const get = (name: string) => fetch(`${api.url}/api/files/documents/${name}`, { headers: cookie });
    for (const name of [`${byReference}_3.jpeg`, `${byReference}_heldback_1.jpeg`, `${byReference}_1.thumb.jpeg`]) {
      const answer = await get(name);
      expect(`${name} ${answer.status} ${answer.headers.get('content-type')}`).toBe(`${name} 200 image/jpeg`);
    }
    const full = await get(`${byReference}.pdf`);
    expect(Buffer.from(await full.arrayBuffer())).toEqual(await readFile(path.join(folder, 'SCAN-ONE.pdf')));
    expect((await get(`${byReference}_2.pdf`)).status).toBe(200);
    expect((await get(`${byReference}_4.jpeg`)).status).toBe(404);
  });

  it('skips unchanged documents without touching their records, and imports a changed one again', async () => {
    const versions = [(await record(byReference)).version, (await record(byId)).version];
    const auditBefore = await lastAuditId(api.db);
    const again = await importRecordDocuments(api.db, folderStore(api.fileStoreDir), [folder], undefined, { pool });
    expect(again.imported).toEqual([]);
    expect(again.skipped.map((s) => s.recordId)).toEqual([byId, byReference]);
    expect([(await record(byReference)).version, (await record(byId)).version]).toEqual(versions);
    expect(await auditRowsSince(api.db, auditBefore)).toEqual([]);

    await writeFile(path.join(folder, `${byId}.pdf`), await chapter(5, 'two, rescanned'));
    const changed = await importRecordDocuments(api.db, folderStore(api.fileStoreDir), [folder], undefined, { pool });
    expect(changed.imported).toEqual([
      { file: path.join(folder, `${byId}.pdf`), recordId: byId, pages: 5, heldbackPages: 0 },
    ]);
    expect(await record(byId)).toMatchObject({ total_pages: 5 });
  });
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
    await reopened.close();
    expect(row).toEqual({ file_path: `/documents/${document.id}.pdf`, total_pages: 2 });
    expect(await readFile(path.join(dir, 'cli-store', 'documents', `${document.id}_2.jpeg`))).toBeTruthy();
  }, 240_000);
});
