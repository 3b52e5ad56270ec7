/**
 * The architecture's own floor (bench/throughput.ts): the full record along the paths' hops with
 * no framework on them, so that the throughput figures tell what the hops and the per-call session
 * check cost from what Express, Apollo Server and got add. A bare API (node:http + `pg`) checks
 * the caller's session cookie with the API's own statement, then reads the record with the API's
 * own statement: two round trips, as the API makes them. A bare BFF (node:http) relays each call
 * to it over a keep-alive agent and answers the body it read, as the BFF calls the API.
 */
import { Agent, createServer, request, type Server } from 'node:http';
import type pg from 'pg';
import { fixedStatement } from '../api/src/db/reusable-statement.ts';
import { readCookie } from '../api/src/http/cookies.ts';
import { hashSessionId, selectSessionCaller, SESSION_COOKIE } from '../api/src/modules/auth/sessions.ts';
import { textOnly, wholeRecordStatement } from './baselines.ts';

const sessionCaller = fixedStatement(textOnly, selectSessionCaller);

/**
 * The bare API: GET /record/{id} with the session cookie, the session live for `idleMinutes` since
 * it was last seen (the API's SESSION_IDLE_MINUTES); 401 without a live session.
 */
export function sessionCheckedServer(pool: pg.Pool, idleMinutes: number): Server {
  return createServer((req, res) => {
    const id = /^\/record\/(\d+)$/.exec(req.url ?? '')?.[1];
    const session = readCookie(req, SESSION_COOKIE);
    if (!id || !session) {
      res.writeHead(404).end();
      return;
    }
    const check = {
      name: 'bare_session',
      text: sessionCaller.sql,
      values: sessionCaller.values(hashSessionId(session), idleMinutes),
    };
    pool
      .query(check)
      .then(async ({ rows: callers }) => {
        if (!callers[0]) return res.writeHead(401).end();
        const { rows } = await pool.query<{ body: string }>(wholeRecordStatement(Number(id)));
        if (!rows[0]) return res.writeHead(404).end();
        res.writeHead(200, { 'content-type': 'application/json' }).end(rows[0].body);
      })
      .catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
}

/** The bare BFF: each call relayed to `target` with its path and cookie, its answer read whole and sent on. */
export function relayServer(target: string): Server {
  const agent = new Agent({ keepAlive: true });
  return createServer((req, res) => {
    const upstream = request(new URL(req.url ?? '/', target), {
      agent,
      headers: req.headers.cookie ? { cookie: req.headers.cookie } : {},
    });
    upstream.on('response', (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        res.writeHead(answer.statusCode ?? 502, { 'content-type': 'application/json' }).end(Buffer.concat(chunks)),
      );
    });
    upstream.on('error', (error) => res.writeHead(502).end(String(error)));
    upstream.end();
  });
}
