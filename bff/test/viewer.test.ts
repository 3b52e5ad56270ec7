import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBatch, insertBatchUser, insertDocument } from '../../api/src/seed/factories.ts';
import { folderStore } from '../../api/src/files/folder-store.ts';
import { startTestBff, type TestBff } from './bff-harness.ts';

/** The document viewer through the BFF: files under /files and tags through GraphQL. */
let bff: TestBff;
const cookies: Record<string, string> = {};
let record: Awaited<ReturnType<typeof insertDocument>>;
const PAGE = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 8, 7, 6, 5, 4, 3, 2, 1]);

const file = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      // The path as written: a URL would resolve its '..' segments before sending.
      .get({ host: '127.0.0.1', port: new URL(bff.url).port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

beforeAll(async () => {
  bff = await startTestBff();
  for (const who of ['coordinator', 'researcher', 'auditor', 'unassigned'])
    cookies[who] = await bff.signIn(`${who}@example.org`);
  const researcher = await bff.api.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'researcher@example.org')
    .executeTakeFirstOrThrow();
  const batch = await insertBatch(bff.api.db);
  await insertBatchUser(bff.api.db, { batch_id: batch.id, user_id: researcher.id });
  record = await insertDocument(bff.api.db, {
    batch_id: batch.id,
    biblios: 1,
    usages: 1,
    file_path: '/documents/viewer-doc.pdf',
    total_pages: 3,
    total_heldback_pages: 1,
  });
  const store = folderStore(bff.api.fileStoreDir);
  for (const name of ['viewer-doc_1.jpeg', 'viewer-doc_2.jpeg', 'viewer-doc_3.jpeg', 'viewer-doc_heldback_1.jpeg'])
    await store.write(`documents/${name}`, PAGE);
});
afterAll(async () => {
  await bff?.close();
});

describe('/files through the BFF', () => {
  it('streams a page to a signed-in reader, with ranges and revalidation passed both ways', async () => {
    const id = record.document.id;
    const page = await file(`/files/documents/${id}_2.jpeg`, { cookie: cookies.researcher });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('image/jpeg');
    expect(page.headers['cache-control']).toBe('private, max-age=600');
    expect(page.body).toEqual(PAGE);
    const again = await file(`/files/documents/${id}_2.jpeg`, {
      cookie: cookies.auditor,
      'if-none-match': String(page.headers.etag),
    });
    expect(again.status).toBe(304);
    const part = await file(`/files/documents/${id}_heldback_1.jpeg`, {
      cookie: cookies.coordinator,
      range: 'bytes=0-2',
    });
    expect(part.status).toBe(206);
    expect(part.body).toEqual(PAGE.subarray(0, 3));
  });

  it('answers 404 to a role that reads no records, for missing pages, traversal and folders; 401 to nobody', async () => {
    const id = record.document.id;
    expect((await file(`/files/documents/${id}_1.jpeg`, { cookie: cookies.unassigned })).status).toBe(404);
    for (const path of [
      `/files/documents/${id}_4.jpeg`,
      `/files/documents/${id + 999}_1.jpeg`,
      '/files/documents/..%2F..%2Fapi%2Fuser',
      '/files/documents/../../api/user',
      '/files/documents/',
      '/files/',
      `/files/other/${id}_1.jpeg`,
    ]) {
      const answer = await file(path, { cookie: cookies.coordinator });
      expect(`${path}: ${answer.status}`).toBe(`${path}: 404`);
    }
    expect((await file(`/files/documents/${id}_1.jpeg`)).status).toBe(401);
  });
});

const TAGS = `query ($id: ID!) { record(id: $id) { id pages { total heldback fullPdfUrl list { label imageUrl } }
  tags { pageTags { id biblioId pageNumber pageX pageY } groupTags { id startPage endPage } } } }`;
const SAVE_TAG = `mutation ($input: SaveTagInput!) {
  saveTag(input: $input) { message createdBiblioId tag { id biblioId pageNumber pageX } userErrors { field code message } } }`;

describe('tags through GraphQL', () => {
  it("lists the record's pages held-back first and its tags, and saves a tag", async () => {
    const id = String(record.document.id);
    const saved = await bff.query<{ saveTag: { tag: { pageNumber: number; biblioId: string } } }>(
      SAVE_TAG,
      { input: { recordId: id, biblioId: String(record.biblios[0].id), pageNumber: 2, pageX: 0.3, pageY: 0.6 } },
      { cookie: cookies.researcher },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveTag.tag).toMatchObject({ pageNumber: 2, biblioId: String(record.biblios[0].id) });
    const read = await bff.query<{
      record: {
        pages: { total: number; list: { label: string; imageUrl: string }[] };
        tags: { pageTags: unknown[] };
      };
    }>(TAGS, { id }, { cookie: cookies.auditor });
    expect(read.data!.record.pages.list.map((p) => p.label)).toEqual(['Heldback 1', '1', '2', '3']);
    expect(read.data!.record.pages.list[1].imageUrl).toBe(`/files/documents/${id}_1.jpeg`);
    expect(read.data!.record.tags.pageTags).toEqual([expect.objectContaining({ pageNumber: 2, pageX: 0.3 })]);
  });

  it('tells the auditor and a page past the end as userErrors on their fields', async () => {
    const id = String(record.document.id);
    const input = { recordId: id, biblioId: String(record.biblios[0].id), pageNumber: 9, pageX: 0.1, pageY: 0.1 };
    const past = await bff.query<{ saveTag: { userErrors: unknown[] } }>(
      SAVE_TAG,
      { input },
      { cookie: cookies.researcher },
    );
    expect(past.data!.saveTag.userErrors).toEqual([
      { field: 'pageNumber', code: 'BAD_USER_INPUT', message: 'Page 9 is not a page of this document: it has 3 pages' },
    ]);
    const auditor = await bff.query<{ saveTag: unknown }>(
      SAVE_TAG,
      { input: { ...input, pageNumber: 1 } },
      { cookie: cookies.auditor },
    );
    expect(auditor.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
