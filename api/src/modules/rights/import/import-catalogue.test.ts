import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../testing/harness.ts';
import { loadWorkDetail } from '../load-work-detail.ts';
import { researchLookup } from '../research-lookup.ts';
import { importCatalogue, type ImportProgress } from './import-catalogue.ts';

let database: TestDatabase;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  dir = await mkdtemp(path.join(os.tmpdir(), 'rt-import-'));
});
afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The command on an embedded database of its own, whatever database the test run uses. */
function withoutDatabaseUrl(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, ...env } = process.env;
  return env;
}

const CSV = [
  'workId,title,type,isn,yearOfPublication,blmStatus,paymentModel,creators,publishers',
  'IMP-1,"Ngapartji, Ngapartji",Book,978-0-00-000001-1,2004,BLM,Default,Jane Doe; Ali Khan,Penguin Books',
  'IMP-2,"A Title Over',
  'Two Lines",Journal,0317-8471,1999,,,,',
  ',No Identifier,Book,,,,,,',
  'IMP-4,,Book,,,,,,',
  'IMP-5,Bad Year,Book,,soon,Maybe,,,',
  'IMP-6,Too Few Fields,Book',
  '',
  'IMP-1,Same Work Again,Book,,,,,,',
  'IMP-9,The Last Good Line,Website,,2020,No,Notified,,Example Press',
].join('\n');

describe('importCatalogue', () => {
  it('stores the good lines of a CSV export and reports each bad one with its line number and reason', async () => {
    const file = path.join(dir, 'export.csv');
    await writeFile(file, CSV);
    const progress: ImportProgress[] = [];
    const rejections: { line: number; reason: string }[] = [];
    const summary = await importCatalogue(
      database.db,
      file,
      (p) => progress.push(p),
      (r) => rejections.push(r),
    );
    expect(summary).toEqual({ stored: 3, rejected: 5, rejectedFile: `${file}.rejected` });
    expect(rejections).toEqual([
      { line: 5, reason: 'workId is required' },
      { line: 6, reason: 'title is required' },
      {
        line: 7,
        reason: 'yearOfPublication must be a year; blmStatus must be one of BLM, No, BLM Partial',
      },
      { line: 8, reason: 'has 3 fields, the header has 9' },
      { line: 10, reason: 'workId IMP-1 is already on line 2' },
    ]);
    const rejectedLines = (await readFile(`${file}.rejected`, 'utf8')).trim().split('\n');
    expect(rejectedLines).toHaveLength(6);
    expect(rejectedLines[1]).toBe('5\tworkId is required\t,No Identifier,Book,,,,,,');
    expect(rejectedLines[5]).toBe('10\tworkId IMP-1 is already on line 2\tIMP-1,Same Work Again,Book,,,,,,');
    expect(progress.at(-1)).toMatchObject({ stored: 3, rejected: 5 });
    expect(progress.at(-1)!.bytesRead).toBe(progress.at(-1)!.totalBytes);

    const first = await loadWorkDetail(database.db, 'IMP-1');
    expect(first?.work).toMatchObject({
      title: 'Ngapartji, Ngapartji',
      isn: '978-0-00-000001-1',
      yearOfPublication: 2004,
      blmStatus: 'BLM',
    });
    expect(first?.contributors.map((c) => [c.sfPseudonymName, c.type])).toEqual([
      ['Jane Doe', 'Author'],
      ['Ali Khan', 'Author'],
      ['Penguin Books', 'Publisher'],
    ]);
    expect((await loadWorkDetail(database.db, 'IMP-2'))?.work.title).toBe('A Title Over\nTwo Lines');
    // Imported works are found by Work Search at once, ISN typed without hyphens.
    const { results: found } = await researchLookup(database.db, { isn: '9780000000011', limit: 10 });
    expect(found.map((w) => [w.workId, w.whyMatched, w.creators])).toEqual([
      ['IMP-1', ['ISBN exact'], ['Jane Doe', 'Ali Khan']],
    ]);
  });

  it('reads JSON lines with contributors, shares and terms, and replaces a work imported again', async () => {
    const file = path.join(dir, 'export.jsonl');
    const work = {
      workId: 'IMP-J1',
      title: 'Jsonl Work',
      type: 'Book',
      contributors: [{ sfPseudonymName: 'Rae Finch', type: 'Editor' }],
      shares: [{ sfAccountName: 'Rae Finch', share: 100 }],
      terms: ['No digital copies'],
    };
    await writeFile(file, [JSON.stringify(work), '{"workId": "IMP-J2", "title": broken', '[1, 2]'].join('\n'));
    expect(await importCatalogue(database.db, file)).toMatchObject({ stored: 1, rejected: 2 });
    const rejected = await readFile(`${file}.rejected`, 'utf8');
    expect(rejected).toMatch(/^2\tnot valid JSON/m);
    expect(rejected).toMatch(/^3\tnot a JSON object\t\[1, 2\]$/m);

    await writeFile(
      file,
      JSON.stringify({
        ...work,
        title: 'Jsonl Work, Revised',
        contributors: [{ sfPseudonymName: 'Sol Finch', type: 'Author' }],
      }),
    );
    expect(await importCatalogue(database.db, file)).toEqual({ stored: 1, rejected: 0 });
    const detail = await loadWorkDetail(database.db, 'IMP-J1');
    expect(detail?.work.title).toBe('Jsonl Work, Revised');
    expect(detail?.contributors.map((c) => c.sfPseudonymName)).toEqual(['Sol Finch']);
    expect(detail?.shares).toEqual([{ sfAccountName: 'Rae Finch', share: 100 }]);
    expect(detail?.terms).toEqual([{ sfTacName: 'No digital copies' }]);
    // A clean import leaves no stale list of rejected lines behind.
    expect(existsSync(`${file}.rejected`)).toBe(false);
  });

  it('runs as npm run import:catalogue, printing each bad line and where the rejected lines went', async () => {
    const file = path.join(dir, 'cli.csv');
    await writeFile(file, CSV);
    const run = promisify(execFile);
    // As npm runs it: inside api/, with INIT_CWD the folder the command was typed in.
    const apiDir = path.resolve(import.meta.dirname, '../../../..');
    const tsx = path.resolve(apiDir, '../node_modules/.bin/tsx');
    const failure = await run(tsx, ['src/modules/rights/import/main.ts', 'cli.csv'], {
      cwd: apiDir,
      env: { ...withoutDatabaseUrl(), DATA_DIR: 'memory://', INIT_CWD: dir },
    }).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect('code' in failure && failure.code).toBe(1);
    expect(failure.stderr).toContain('line 6: title is required');
    expect(failure.stderr).toMatch(/\[#+\] 100%\s+3 stored, 5 rejected/);
    expect(failure.stdout).toContain('Imported 3 works into the pglite catalogue');
    expect(failure.stdout).toContain(
      `5 lines rejected; they are in ${file}.rejected with their line numbers and reasons.`,
    );
  });
});
