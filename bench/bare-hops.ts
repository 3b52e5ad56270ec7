/**
 * The architecture's own floor (bench/throughput.ts): the full record along the paths' hops with
 * no framework on them, so that the throughput figures tell what the hops and the per-call session
 * check cost from what Express, Apollo Server and got add. A bare API (node:http + `pg`) checks
 * the caller's session cookie with the API's own statement, then reads the record with the API's
 * own statement: two round trips, as the API makes them. A bare BFF (node:http) relays each call
 * to it over a keep-alive agent and answers the body it read, as the BFF calls the API.
 */
import { createHash } from 'node:crypto';
import { Agent, createServer, request, type Server } from 'node:http';
import type pg from 'pg';
import { selectSessionCaller } from '../api/src/modules/auth/sessions.ts';
import { apiStatement, FULL_RECORD_SQL, fullRecordValues } from './baselines.ts';

const sessionCaller = apiStatement(selectSessionCaller, '<id hash>', -1);
/** The API's default SESSION_IDLE_MINUTES. */
const IDLE_MINUTES = 30;

/** The bare API: GET /record/{id} with the `rt_session` cookie; 401 without a live session. */
export function sessionCheckedServer(pool: pg.Pool): Server {
  return createServer((req, res) => {
    const id = /^\/record\/(\d+)$/.exec(req.url ?? '')?.[1];
    const session = /(?:^|;\s*)rt_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    if (!id || !session) {
      res.writeHead(404).end();
      return;
    }
    const idHash = createHash('sha256').update(session).digest('hex');
    const check = { name: 'bare_session', text: sessionCaller.sql, values: sessionCaller.values(idHash, IDLE_MINUTES) };
    const read = { name: 'bare_record', text: FULL_RECORD_SQL, values: fullRecordValues(Number(id)) };
    pool
      .query(check)
      .then(async ({ rows: callers }) => {
        if (!callers[0]) return res.writeHead(401).end();
        const { rows } = await pool.query<{ body: string }>(read);
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
