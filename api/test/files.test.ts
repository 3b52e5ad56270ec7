import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import http from 'node:http';
import { insertDocument } from '../src/seed/factories.ts';
import { folderStore } from '../src/files/folder-store.ts';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { COORDINATOR, signIn } from './sign-in.ts';

let api: TestApi;
let cookie: { cookie: string };
let id: number;
const PDF = Buffer.from('%PDF-1.4\n% the whole document\n%%EOF\n');
const PAGE = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6]);

const get = (name: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${api.url}/api/files/${name}`, { method, headers: { ...cookie, ...headers } });

beforeAll(async () => {
  api = await startTestApi({ auth: { testMode: true } });
  cookie = await signIn(api, COORDINATOR);
  const record = await insertDocument(api.db, {
    file_path: '/documents/scan-7.pdf',
    total_pages: 2,
    total_heldback_pages: 1,
    source_file_name: 'TEST-7.docx',
    source_file_path: '/sources/scan-7.docx',
  });
  id = record.document.id;
  const store = folderStore(api.fileStoreDir);
  await store.write('documents/scan-7.pdf', PDF);
  for (const key of [
    'scan-7_1.jpeg',
    'scan-7_2.jpeg',
    'scan-7_3.jpeg',
    'scan-7_heldback_1.jpeg',
    'scan-7_1.thumb.jpeg',
  ])
    await store.write(`documents/${key}`, PAGE);
  await store.write('documents/scan-7_2.pdf', PDF);
  await store.write('sources/scan-7.docx', Buffer.from('source'));
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/files: a record file by the spec names', () => {
  it('serves the full PDF, a page image, a held-back page, a thumbnail, a page PDF and the source file', async () => {
    const names = [`${id}.pdf`, `${id}_1.jpeg`, `${id}_heldback_1.jpeg`, `${id}_1.thumb.jpeg`, `${id}_2.pdf`];
    for (const name of names) {
      const answer = await get(`documents/${name}`);
      expect(`${name}: ${answer.status} ${answer.headers.get('content-type')}`).toBe(
        `${name}: 200 ${name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg'}`,
      );
      expect(Buffer.from(await answer.arrayBuffer())).toEqual(name.endsWith('.pdf') ? PDF : PAGE);
    }
    const source = await get(`source/${id}.docx`);
    expect(source.status).toBe(200);
    expect(await source.text()).toBe('source');
  });

  it('kept private by the browser, with ETag and Last-Modified; 304 when unchanged', async () => {
    const answer = await get(`documents/${id}_1.jpeg`);
    expect(answer.headers.get('cache-control')).toBe('private, max-age=600');
    const etag = answer.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(Date.parse(answer.headers.get('last-modified')!)).not.toBeNaN();
    // As a browser revalidates; fetch() would add 'Cache-Control: no-cache' to a conditional request.
    const again = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(
        `${api.url}/api/files/documents/${id}_1.jpeg`,
        { headers: { ...cookie, 'if-none-match': etag } },
        resolve,
      ),
    );
    again.resume();
    expect(again.statusCode).toBe(304);
  });

  it('answers one byte range with 206, and a range past the end with 416', async () => {
    const part = await get(`documents/${id}.pdf`, { range: 'bytes=1-4' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1-4/${PDF.length}`);
    expect(await part.text()).toBe('PDF-');
    const past = await get(`documents/${id}.pdf`, { range: `bytes=${PDF.length + 10}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${PDF.length}`);
  });

  it('answers HEAD with the size and no body', async () => {
    const head = await get(`documents/${id}.pdf`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(PDF.length));
  });

  it('is 404 for a page the record does not have, even when the store holds a file of that name', async () => {
    for (const name of [`${id}_3.jpeg`, `${id}_0.jpeg`, `${id}_heldback_2.jpeg`, `${id}_1.pdf`])
      expect(`${name}: ${(await get(`documents/${name}`)).status}`).toBe(`${name}: 404`);
  });

  it('is 404 for unknown names, other extensions, traversal and folders', async () => {
    const names = [
      `documents/${id + 1000}.pdf`,
      `documents/${id}.thumb.pdf`,
      `documents/${id}_1.png`,
      `documents/scan-7.pdf`,
      `documents/..%2F..%2Fetc%2Fpasswd`,
      `documents/%2e%2e`,
      `documents/`,
      `documents`,
      `source/${id}.pdf`,
      `source/${id}`,
      `source/..%2Fsources%2Fscan-7.docx`,
    ];
    for (const name of names) expect(`${name}: ${(await get(name)).status}`).toBe(`${name}: 404`);
  });

  it('is 404 when the record names no document, and refused to a caller with no session', async () => {
    const bare = await insertDocument(api.db, { file_path: null, total_pages: 3 });
    expect((await get(`documents/${bare.document.id}_1.jpeg`)).status).toBe(404);
    expect((await fetch(`${api.url}/api/files/documents/${id}.pdf`)).status).toBe(401);
  });
});
