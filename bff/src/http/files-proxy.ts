import { Agent } from 'node:http';
import type { RequestHandler } from 'express';
import got from 'got';
import { forwardedRequestId } from '@rt/api/observability';
import { credentialsOf } from '../auth/credentials.ts';
import type { HttpOnlyCookie } from '../auth/http-only-cookie.ts';
import { logEvent } from '../log.ts';
import { relayAnswer, upstreamAnswer } from './upstream-stream.ts';

/** The only addresses under /files: a record's document files and its source file, by name (spec 7). */
const FILE_PATH = /^\/(documents|source)\/(\d[\w.-]{0,63})$/;

/** What a file's request may say about what the browser holds, and what the answer says of the file. */
const ASKED = ['range', 'if-range', 'if-none-match', 'if-modified-since'] as const;
const TOLD = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
  'content-disposition',
] as const;

/** Answers the browser passes on unchanged; every other status is the same plain 404. */
const PASSED = new Set([200, 206, 304, 416]);

const notFound = (res: Parameters<RequestHandler>[1]) =>
  res.status(404).set('cache-control', 'no-store').type('text/plain').send('Not Found');

/**
 * /files/*: streams a record's file from the records API, which checks that the caller may read the
 * record and that the record has that file. Whatever the refusal (no such record, page or name, a
 * role that reads no records), the browser hears 404 and learns nothing of what exists; with no
 * session at all, 401. Ranges and conditional requests go through both ways.
 */
export function filesProxy(apiUrl: string, session: HttpOnlyCookie, timeoutMs: number): RequestHandler {
  const client = got.extend({
    prefixUrl: new URL('/api/files/', apiUrl).toString(),
    agent: { http: new Agent({ keepAlive: true, maxSockets: 64 }) },
    timeout: { response: timeoutMs },
    retry: { limit: 0 },
    throwHttpErrors: false,
    decompress: false,
    followRedirect: false,
  });
  return async (req, res) => {
    const match = FILE_PATH.exec(req.path);
    const credentials = credentialsOf(req, session);
    if (!credentials) {
      res.status(401).set('cache-control', 'no-store').type('text/plain').send('Sign in to see this file');
      return;
    }
    if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) {
      notFound(res);
      return;
    }
    const headers: Record<string, string> = { ...forwardedRequestId(), ...credentials.headers };
    for (const name of ASKED) if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
    const upstream = client.stream(`${match[1]}/${match[2]}`, { method: req.method as 'GET' | 'HEAD', headers });
    try {
      const response = await upstreamAnswer(upstream);
      if (!PASSED.has(response.statusCode)) {
        upstream.destroy();
        notFound(res);
        return;
      }
      await relayAnswer(upstream, response, res, TOLD);
    } catch (error) {
      upstream.destroy();
      logEvent('warn', 'file not streamed', { path: req.path, error: String(error) });
      if (!res.headersSent) res.status(502).type('text/plain').send('The file store did not answer');
      else res.destroy();
    }
  };
}
