import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import fresh from 'fresh';
import parseRange from 'range-parser';
import type { ByteRange, FileStore, StoredObject } from '../../files/file-store.ts';

/**
 * Kept by the browser alone ('private': a page is the agency's, never a shared cache's) for ten
 * minutes, then asked again with its ETag: a re-imported document shows within minutes, and a page
 * seen before opens without a request.
 */
const CACHE_CONTROL = 'private, max-age=600';

/** If-Range holds when it names this very version (a strong ETag, or the exact time); else the whole file is sent. */
function ifRangeHolds(req: Request, object: StoredObject): boolean {
  const ifRange = req.get('if-range');
  if (!ifRange) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/'))
    return !object.etag.startsWith('W/') && ifRange === object.etag;
  return Date.parse(ifRange) === Math.floor(object.lastModified.getTime() / 1000) * 1000;
}

/** The one range asked for; several ranges are answered with the whole file, as static servers do. */
function requestedRange(req: Request, object: StoredObject): ByteRange | 'unsatisfiable' | undefined {
  const header = req.headers.range;
  if (!header || !ifRangeHolds(req, object)) return undefined;
  const ranges = parseRange(object.size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return { start: ranges[0].start, end: ranges[0].end };
}

/**
 * Streams a stored file as the answer, with its type, ETag and Last-Modified, 304 to a fresh
 * conditional request, 206 to one byte range (pdf.js reads a large PDF by ranges), 416 to a range
 * outside the file. False when the store holds nothing under the key.
 */
export async function sendStoredFile(req: Request, res: Response, store: FileStore, key: string): Promise<boolean> {
  const object = await store.stat(key);
  if (!object) return false;
  res.type(path.posix.extname(key));
  res.set({
    'Accept-Ranges': 'bytes',
    ETag: object.etag,
    'Last-Modified': object.lastModified.toUTCString(),
    'Cache-Control': CACHE_CONTROL,
    'Content-Disposition': `inline; filename="${path.posix.basename(key)}"`,
  });
  if (fresh(req.headers, { etag: object.etag, 'last-modified': object.lastModified.toUTCString() })) {
    res.status(304).end();
    return true;
  }
  const range = requestedRange(req, object);
  if (range === 'unsatisfiable') {
    res.status(416).set('Content-Range', `bytes */${object.size}`).end();
    return true;
  }
  if (range) res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`);
  res.set('Content-Length', String(range ? range.end - range.start + 1 : object.size));
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  await pipeline(await store.read(key, range), res);
  return true;
}
