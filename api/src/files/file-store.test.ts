import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { loadApiConfig } from '../config.ts';
import type { FileStore } from './file-store.ts';
import { folderStore } from './folder-store.ts';
import { openFileStore } from './open-store.ts';
import { s3Store } from './s3-store.ts';

// s3rver ships no types; only what the tests use is declared.
type S3rverServer = { run(): Promise<AddressInfo>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
}) => S3rverServer;

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let tmp: string;
let server: S3rverServer;
let endpoint: string;
let client: S3Client;
let made = 0;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'rt-file-store-'));
  await mkdir(path.join(tmp, 's3rver'));
  server = new S3rver({ address: '127.0.0.1', port: 0, directory: path.join(tmp, 's3rver'), silent: true });
  endpoint = `http://127.0.0.1:${(await server.run()).port}`;
  client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
});
afterAll(async () => {
  client?.destroy();
  await server?.close();
  await rm(tmp, { recursive: true, force: true });
});

/** A new empty folder under the temp folder. */
async function emptyFolder() {
  const dir = path.join(tmp, `folder-${++made}`);
  await mkdir(dir);
  return dir;
}

/** A new empty bucket on the s3rver. */
async function emptyBucket() {
  const bucket = `bucket-${++made}`;
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return bucket;
}

const read = async (store: FileStore, key: string, range?: { start: number; end: number }) =>
  (await buffer(await store.read(key, range))).toString();

describe.each([
  { name: 'folder', empty: async () => folderStore(await emptyFolder()) },
  {
    name: 'S3 bucket',
    empty: async () => s3Store({ bucket: await emptyBucket(), endpoint, region: 'us-east-1', credentials }),
  },
])('the $name file store', ({ empty }) => {
  it('is empty until something is written', async () => {
    const store = await empty();
    expect(await store.isEmpty()).toBe(true);
    await store.write('documents/1.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(await store.isEmpty()).toBe(false);
  });

  it('finds nothing under a key never written', async () => {
    expect(await (await empty()).stat('documents/404.pdf')).toBeNull();
  });

  it('tells the size, time and entity tag of what it keeps, and gives its bytes back, whole or a range', async () => {
    const store = await empty();
    const before = Date.now() - 2000;
    await store.write('documents/12_3.jpeg', Buffer.from('0123456789'), 'image/jpeg');
    const stored = await store.stat('documents/12_3.jpeg');
    expect(stored).toMatchObject({ size: 10, etag: expect.stringMatching(/.+/) });
    expect(stored!.lastModified).toBeInstanceOf(Date);
    expect(stored!.lastModified.getTime()).toBeGreaterThan(before);
    expect(await read(store, 'documents/12_3.jpeg')).toBe('0123456789');
    expect(await read(store, 'documents/12_3.jpeg', { start: 2, end: 5 })).toBe('2345');
  });

  it('replaces the bytes on a second write, with a new entity tag', async () => {
    const store = await empty();
    await store.write('documents/7.pdf', Buffer.from('first version'));
    const first = await store.stat('documents/7.pdf');
    await store.write('documents/7.pdf', Buffer.from('second, longer version'));
    const second = await store.stat('documents/7.pdf');
    expect(await read(store, 'documents/7.pdf')).toBe('second, longer version');
    expect(second!.size).toBe(22);
    expect(second!.etag).not.toBe(first!.etag);
  });

  it('keeps a key under nested folders', async () => {
    const store = await empty();
    await store.write('sources/2024/box 3/letter.pdf', Buffer.from('nested'));
    expect(await store.stat('sources/2024/box 3/letter.pdf')).toMatchObject({ size: 6 });
    expect(await read(store, 'sources/2024/box 3/letter.pdf')).toBe('nested');
    expect(await store.stat('sources/2024/letter.pdf')).toBeNull();
  });
});

describe('the folder file store', () => {
  it('finds nothing through a symbolic link that leads outside the folder', async () => {
    const dir = await emptyFolder();
    const outside = path.join(tmp, `secret-${++made}.txt`);
    await writeFile(outside, 'not in the store');
    await symlink(outside, path.join(dir, 'leak.txt'));
    const store = folderStore(dir);
    expect(await store.stat('leak.txt')).toBeNull();
    await expect(store.read('leak.txt')).rejects.toThrow(/No file/);
  });
});

describe('the S3 file store', () => {
  it('keeps its keys under its prefix, so a bucket can hold other things beside it', async () => {
    const bucket = await emptyBucket();
    const store = s3Store({ bucket, endpoint, region: 'us-east-1', prefix: 'research-tool', credentials });
    expect(store.location).toBe(`s3://${bucket}/research-tool/`);
    await store.write('documents/1.pdf', Buffer.from('%PDF'));
    const top = s3Store({ bucket, endpoint, region: 'us-east-1', credentials });
    expect(await top.stat('research-tool/documents/1.pdf')).toMatchObject({ size: 4 });
    expect(await s3Store({ bucket, endpoint, region: 'us-east-1', prefix: 'other/', credentials }).isEmpty()).toBe(
      true,
    );
  });

  it('fails, rather than answering "missing", when the bucket refuses the caller', async () => {
    const bucket = await emptyBucket();
    await s3Store({ bucket, endpoint, region: 'us-east-1', credentials }).write('a.pdf', Buffer.from('%PDF'));
    const wrong = { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'S3RVER' };
    await expect(
      s3Store({ bucket, endpoint, region: 'us-east-1', credentials: wrong }).stat('a.pdf'),
    ).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
  });
});

describe('openFileStore', () => {
  it('opens the bucket when FILE_STORE_BUCKET is set, else the folder', async () => {
    const bucket = await openFileStore(
      loadApiConfig({ FILE_STORE_BUCKET: 'research-files', FILE_STORE_S3_ENDPOINT: 'http://minio:9000' }),
    );
    expect(bucket.location).toBe('s3://research-files/');
    const folder = await openFileStore(loadApiConfig({ FILE_STORE_DIR: path.join(tmp, 'scans') }));
    expect(folder.location).toBe(path.join(tmp, 'scans'));
  });
});
