import { Agent } from 'node:http';
import type { RequestHandler } from 'express';
import got from 'got';
import { forwardedRequestId } from '@rt/api/observability';
import { credentialsOf } from '../auth/credentials.ts';
import type { HttpOnlyCookie } from '../auth/http-only-cookie.ts';
import { logEvent } from '../log.ts';
import { relayAnswer, upstreamAnswer } from './upstream-stream.ts';

/** The downloads the BFF streams from the records API: the address here, the API's call it makes. */
const EXPORTS: Record<string, string> = {
  '/records.csv': 'partial_record/export',
};

/** What the browser is told of a download: its type, its name, and how many rows it holds (for progress). */
const TOLD = ['content-type', 'content-disposition', 'x-total-count'] as const;

/**
 * POST /exports/records.csv: the bulk-edit CSV (docs/decisions/034), streamed from the records API
 * with the caller's session, never held here. The JSON body goes to the API as sent; the API's
 * refusals (400 naming the field, 403, 401) come back as its JSON with its status, so the screen
 * shows the same messages as for the query. A client that goes away ends the API's request too.
 */
export function exportsProxy(apiUrl: string, session: HttpOnlyCookie, timeoutMs: number): RequestHandler {
  const client = got.extend({
    prefixUrl: new URL('/api/', apiUrl).toString(),
    agent: { http: new Agent({ keepAlive: true }) },
    // Until the answer begins; the rows then take as long as they take.
    timeout: { response: timeoutMs },
    retry: { limit: 0 },
    throwHttpErrors: false,
    decompress: false,
    followRedirect: false,
  });
  return async (req, res) => {
    const call = Object.hasOwn(EXPORTS, req.path) ? EXPORTS[req.path] : undefined;
    if (!call || req.method !== 'POST') {
      res.status(404).json({ message: 'Not Found', code: 'NOT_FOUND' });
      return;
    }
    const credentials = credentialsOf(req, session);
    if (!credentials) {
      res.status(401).json({ message: 'Please sign in', code: 'UNAUTHENTICATED' });
      return;
    }
    const upstream = client.stream.post(call, {
      headers: { ...forwardedRequestId(), ...credentials.headers, 'content-type': 'application/json' },
      body: JSON.stringify(req.body ?? {}),
    });
    try {
      const response = await upstreamAnswer(upstream);
      await relayAnswer(upstream, response, res, TOLD);
    } catch (error) {
      upstream.destroy();
      logEvent('warn', 'export not streamed', { path: req.path, error: String(error) });
      if (!res.headersSent)
        res.status(502).json({ message: 'The records service did not answer', code: 'UPSTREAM_UNAVAILABLE' });
      else res.destroy();
    }
  };
}
