import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from '../src/http/web-app.ts';

const SCRIPT = 'export const answer = 42;\n'.repeat(50);

let dist: string;
let server: Server;
let port: number;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'rt-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Research Tool</title>');
  await writeFile(path.join(dist, 'assets', 'main-abc123.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets', 'main-abc123.js.gz'), gzipSync(SCRIPT, { level: 9 }));
  await writeFile(path.join(dist, 'assets', 'main-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(dist, 'assets', 'font-abc123.woff2'), 'not compressed');
  const app = express();
  serveWebApp(app, dist);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await rm(dist, { recursive: true, force: true });
});

/** A GET as node:http sends it: no Accept-Encoding unless given, and the body as it came (fetch would decode it). */
function get(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('the web app’s assets', () => {
  it('are sent gzip-encoded, with their own content type, to a browser that accepts gzip', async () => {
    const res = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip, deflate' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
  });

  it('are sent Brotli-encoded to a browser that accepts it', async () => {
    const res = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('are sent plain to a client that does not accept gzip', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'gzip;q=0']) {
      const res = await get('/assets/main-abc123.js', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.toString()).toBe(SCRIPT);
    }
  });

  it('without a compressed copy are sent as they are, and a missing one is a 404', async () => {
    const plain = await get('/assets/font-abc123.woff2', { 'accept-encoding': 'gzip, br' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('not compressed');
    expect((await get('/assets/missing-abc123.js', { 'accept-encoding': 'gzip' })).status).toBe(404);
  });

  it('leave every other path to index.html', async () => {
    const res = await get('/queue', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toContain('Research Tool');
  });
});
