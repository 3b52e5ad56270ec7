import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { samplePdf } from '../src/seed/source-files.ts';
import { insertBatch } from '../src/seed/factories.ts';
import { callApi, type ApiAnswer } from './call-api.ts';
import { COORDINATOR, signIn } from './sign-in.ts';
import { expectRefusal } from './expect-refusal.ts';

const GOOD = 'sources/USYD-2025Q1/scan-0001.pdf';
const INVALID = 'Please enter valid file location';

let api: TestApi;
let http: ReturnType<typeof callApi>;
let cookie: { cookie: string };
/** A folder beside the store, holding a file the store must never reach. */
let outside: string;

const check = (body: unknown) =>
  http.post<{ file_path: string; file_name: string }>('/document_detail/checkSourceFileLink', body);

const expectInvalid = (answer: ApiAnswer) => expectRefusal(answer, 400, INVALID, 'source_file_link');

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  cookie = await signIn(api, COORDINATOR);
  http = callApi(api.url, cookie);
  const store = api.fileStoreDir;
  await mkdir(path.join(store, 'sources', 'USYD-2025Q1'), { recursive: true });
  await mkdir(path.join(store, 'sources', 'empty-folder'), { recursive: true });
  await writeFile(path.join(store, GOOD), samplePdf(GOOD));
  await writeFile(path.join(store, 'top-level.txt'), 'a file at the top of the store\n');
  outside = await mkdtemp(path.join(os.tmpdir(), 'rt-test-outside-'));
  await writeFile(path.join(outside, 'secret.txt'), 'not for the store\n');
  await symlink(path.join(outside, 'secret.txt'), path.join(store, 'sources', 'escape.txt'));
  await symlink(outside, path.join(store, 'sources', 'escape-folder'));
});
afterAll(async () => {
  await api?.close();
  if (outside) await rm(outside, { recursive: true, force: true });
});

describe('POST /api/document_detail/checkSourceFileLink', () => {
  it.each([
    ['{ params: { source_file_link } }', { params: { source_file_link: GOOD } }],
    ['{ params: source_file_link }', { params: GOOD }],
    ['{ source_file_link }', { source_file_link: GOOD }],
  ])('answers the folder and name of a stored file, sent as %s', async (_shape, body) => {
    const { status, body: answer } = await check(body);
    expect(status).toBe(200);
    expect(answer.data).toEqual({ file_path: 'sources/USYD-2025Q1', file_name: 'scan-0001.pdf' });
  });

  it('reads back-slashes, surrounding spaces and ./ segments as the same file, and a top-level file with an empty folder', async () => {
    expect((await check({ params: { source_file_link: ' sources\\USYD-2025Q1\\scan-0001.pdf ' } })).body.data).toEqual({
      file_path: 'sources/USYD-2025Q1',
      file_name: 'scan-0001.pdf',
    });
    expect((await check({ params: { source_file_link: './sources/./USYD-2025Q1/scan-0001.pdf' } })).body.data).toEqual({
      file_path: 'sources/USYD-2025Q1',
      file_name: 'scan-0001.pdf',
    });
    expect((await check({ source_file_link: 'top-level.txt' })).body.data).toEqual({
      file_path: '',
      file_name: 'top-level.txt',
    });
  });

  it('reads a link with a leading / (or \\) from the top of the store, as records keep their links', async () => {
    for (const link of [`/${GOOD}`, `\\${GOOD.replace(/\//g, '\\')}`, ` /./${GOOD}`]) {
      const { status, body } = await check({ params: { source_file_link: link } });
      expect(`${link}: ${status}`).toBe(`${link}: 200`);
      expect(body.data).toEqual({ file_path: 'sources/USYD-2025Q1', file_name: 'scan-0001.pdf' });
    }
    expect((await check({ params: '/top-level.txt' })).body.data).toEqual({
      file_path: '',
      file_name: 'top-level.txt',
    });
  });

  it("passes the seeded records' own source_file_path, as GET full_record answers it, once the file is in the store", async () => {
    const seeded = await api.db
      .selectFrom('document_details')
      .select(['id', 'source_file_path'])
      .where('source_file_path', 'is not', null)
      .orderBy('id')
      .execute();
    // The seed keeps both kinds: a sample document's PDF, and a scan not in the store.
    const samples = [
      seeded.find((r) => r.source_file_path!.startsWith('/documents/'))!,
      seeded.find((r) => r.source_file_path!.startsWith('/source/'))!,
    ];
    for (const { id } of samples) {
      const stored = (await http.get<{ source_file_path: string }>(`/document_detail/full_record/${id}`)).body.data
        .source_file_path;
      expect(stored.startsWith('/')).toBe(true);
      expectInvalid(await check({ params: stored }));
      const file = path.join(api.fileStoreDir, ...stored.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, samplePdf(stored));
      const { status, body } = await check({ params: stored });
      expect(`${stored}: ${status}`).toBe(`${stored}: 200`);
      expect(body.data).toEqual({
        file_path: path.posix.dirname(stored).slice(1),
        file_name: path.posix.basename(stored),
      });
      expect((await check({ params: stored.slice(1) })).body.data).toEqual(body.data);
    }
  });

  it.each([
    ['a missing file', 'sources/USYD-2025Q1/scan-9999.pdf'],
    ['a missing folder', 'sources/NOPE/scan-0001.pdf'],
    ['a folder', 'sources/empty-folder'],
    ['a file used as a folder', `${GOOD}/more`],
    ['an empty link', ''],
    ['a blank link', '   '],
  ])('refuses %s', async (_case, link) => {
    expectInvalid(await check({ params: { source_file_link: link } }));
  });

  it.each([
    ['../ out of the store', '../secret.txt'],
    ['../ deep out of the store', 'sources/../../outside/secret.txt'],
    ['../ that would land back inside', 'sources/../sources/USYD-2025Q1/scan-0001.pdf'],
    ['..\\ out of the store', '..\\secret.txt'],
    ['/../ out of the store', '/../secret.txt'],
    ['/ then ../ out of the store', '/sources/../../secret.txt'],
    ['\\..\\ out of the store', '\\..\\secret.txt'],
  ])('refuses %s', async (_case, link) => {
    expectInvalid(await check({ params: { source_file_link: link } }));
  });

  it("refuses the machine's paths, even to a stored file: a leading / is the store's top, never the disk's", async () => {
    expectInvalid(await check({ params: { source_file_link: '/etc/passwd' } }));
    expectInvalid(await check({ params: { source_file_link: path.join(api.fileStoreDir, GOOD) } }));
    expectInvalid(await check({ params: { source_file_link: 'C:\\scans\\scan-0001.pdf' } }));
    expectInvalid(await check({ params: { source_file_link: 'C:/scans/scan-0001.pdf' } }));
    expectInvalid(await check({ params: { source_file_link: '\\\\server\\share\\scan-0001.pdf' } }));
    expectInvalid(await check({ params: { source_file_link: `//server/${GOOD}` } }));
    expectInvalid(await check({ params: { source_file_link: `//${GOOD}` } }));
  });

  it('refuses links that leave the store through a symbolic link', async () => {
    expectInvalid(await check({ params: { source_file_link: 'sources/escape.txt' } }));
    expectInvalid(await check({ params: { source_file_link: 'sources/escape-folder/secret.txt' } }));
  });

  it('refuses a link that is no text, control characters, and a missing link', async () => {
    expectInvalid(await check({ params: { source_file_link: 42 } }));
    expectInvalid(await check({ params: { source_file_link: `${GOOD}\u0000.txt` } }));
    expectInvalid(await check({}));
  });

  it('is refused to Researchers and External Auditors', async () => {
    for (const email of ['researcher@example.org', 'auditor@example.org']) {
      const other = callApi(api.url, await signIn(api, email));
      const { status } = await other.post('/document_detail/checkSourceFileLink', {
        params: { source_file_link: GOOD },
      });
      expect(status).toBe(403);
    }
  });
});

describe('POST /api/document_detail/full_record/null with a source file', () => {
  type Created = { record: { id: number; source_file_path: string | null; source_file_name: string | null } };
  const create = async (source: Record<string, unknown>) =>
    http.post<Created>('/document_detail/full_record/null', {
      batch_id: (await insertBatch(api.db)).id,
      biblios: [{ key: 'b', major_title: 'Manual Work' }],
      usages: [{ key: 'u' }],
      biblio_usage: [{ biblio_key: 'b', usage_key: 'u', active_flag: true }],
      ...source,
    });

  it('keeps the folder and the name that the link check answered, as the screen sends them back', async () => {
    const checked = (await check({ params: GOOD })).body.data;
    const { status, body } = await create({
      source_file_path: checked.file_path,
      source_file_name: checked.file_name,
    });
    expect(status).toBe(200);
    expect(body.data.record).toMatchObject({
      source_file_path: 'sources/USYD-2025Q1',
      source_file_name: 'scan-0001.pdf',
    });
    // A file at the top of the store comes back with an empty folder.
    const top = await create({ source_file_path: '', source_file_name: 'top-level.txt' });
    expect(top.body.data.record).toMatchObject({ source_file_path: '', source_file_name: 'top-level.txt' });

    // The record's source file is served by its id and extension, from the folder and name it keeps.
    const served = async (name: string) => {
      const answer = await fetch(`${api.url}/api/files/source/${name}`, { headers: cookie });
      return { status: answer.status, bytes: Buffer.from(await answer.arrayBuffer()) };
    };
    expect(await served(`${body.data.record.id}.pdf`)).toEqual({ status: 200, bytes: samplePdf(GOOD) });
    expect((await served(`${top.body.data.record.id}.txt`)).status).toBe(200);
    expect((await served(`${body.data.record.id}.txt`)).status).toBe(404);
  });

  it('still reads a whole link sent as the path alone, with a leading / or not', async () => {
    for (const link of [GOOD, `/${GOOD}`]) {
      const { status, body } = await create({ source_file_path: link });
      expect(status).toBe(200);
      expect(body.data.record).toMatchObject({
        source_file_path: 'sources/USYD-2025Q1',
        source_file_name: 'scan-0001.pdf',
      });
    }
    const folder = await create({ source_file_path: '/sources/USYD-2025Q1', source_file_name: 'scan-0001.pdf' });
    expect(folder.body.data.record).toMatchObject({ source_file_path: 'sources/USYD-2025Q1' });
  });

  it('refuses a folder and name that make no stored file, or leave the store', async () => {
    for (const source of [
      { source_file_path: 'sources/USYD-2025Q1', source_file_name: 'scan-9999.pdf' },
      { source_file_path: 'sources/USYD-2025Q1', source_file_name: null },
      { source_file_path: 'sources/escape-folder', source_file_name: 'secret.txt' },
      { source_file_path: 'sources/USYD-2025Q1', source_file_name: '../../top-level.txt' },
      { source_file_path: '/../secret.txt', source_file_name: null },
      { source_file_path: path.join(api.fileStoreDir, 'sources', 'USYD-2025Q1'), source_file_name: 'scan-0001.pdf' },
    ])
      expectRefusal(await create(source), 400, INVALID, 'source_file_path');
  });
});
