import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { startTestApi, type TestApi } from '../src/testing/harness.ts';
import { callApi } from './call-api.ts';
import { COORDINATOR, signIn } from './sign-in.ts';

/**
 * The rights routes with WRS_URL and MIS_URL set: a fake rights system on a local port answers,
 * stalls, fails or is not there at all, and the API's answer and the calls it made are checked.
 */

type Seen = { method: string; url: string; body: unknown };
type Behaviour = (req: IncomingMessage, res: ServerResponse, seen: Seen) => void;

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

let fake: Server;
let fakeUrl: string;
let seen: Seen[] = [];
let behaviour: Behaviour;
let api: TestApi;
let http: ReturnType<typeof callApi>;
/** Long enough that a working fake in this same process always answers in time on a busy machine. */
const TIMEOUT_MS = 1_000;

beforeAll(async () => {
  fake = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const call = { method: req.method ?? '', url: req.url ?? '', body: body ? JSON.parse(body) : undefined };
      seen.push(call);
      behaviour(req, res, call);
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  api = await startTestApi({
    seed: 'test',
    auth: { testMode: true },
    rights: { wrsUrl: `${fakeUrl}/wrs`, misUrl: `${fakeUrl}/mis`, timeoutMs: TIMEOUT_MS, retries: 1 },
  });
  http = callApi(api.url, await signIn(api, COORDINATOR));
});
afterAll(async () => {
  await api?.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  seen = [];
});

type Match = {
  workId: string;
  title: string;
  creators: string[];
  publishers: string[];
  score: number;
  whyMatched: string[];
};
const lookup = (body: Record<string, unknown>) => http.post<{ results: Match[] }>('/wrs/research_lookup', body);

const remoteWork = (workId: string, title: string, extra: Record<string, unknown> = {}) => ({
  workId,
  title,
  type: 'Book',
  isn: null,
  yearOfPublication: 2004,
  ...extra,
});

describe('forwarding to a working rights system', () => {
  it('sends the Work Search criteria to WRS and ranks its answer as the local search would', async () => {
    behaviour = (_req, res) =>
      json(res, 200, {
        results: [
          remoteWork('W-FAR', 'Harbour Lights and Other Stories of the Coast'),
          remoteWork('W-EXACT', 'Harbour Lights', {
            contributors: [
              { sfPseudonymName: 'Jane Doe', type: 'Author' },
              { sfPseudonymName: 'Penguin Books', type: 'Publisher' },
            ],
          }),
          remoteWork('W-NEAR', 'Harbour Lights: A Memoir', { creators: ['Jane Doe'], publishers: [] }),
        ],
      });
    const { status, body } = await lookup({ title: 'Harbour Lights', creator: 'jane doe', workType: 'All', limit: 2 });
    expect(status).toBe(200);
    expect(seen).toEqual([
      { method: 'POST', url: '/wrs/research_lookup', body: { title: 'Harbour Lights', creator: 'jane doe', limit: 2 } },
    ]);
    expect(body.data.results.map((w) => [w.workId, w.whyMatched])).toEqual([
      ['W-EXACT', ['Title exact', 'Creator: Jane Doe']],
      ['W-NEAR', ['Title 63% similar', 'Creator: Jane Doe']], // 15 of 24 trigrams
    ]);
    expect(body.data.results[0]).toMatchObject({ score: 1, creators: ['Jane Doe'], publishers: ['Penguin Books'] });
  });

  it('forwards work_detail and search_recipients, and a missing work is a 404', async () => {
    const detail = {
      work_details: { result: remoteWork('W-1', 'Harbour Lights') },
      shares: { results: [{ sfAccountName: 'Jane Doe', share: 100 }] },
      terms: { results: [] },
      contributors: { results: [{ sfPseudonymName: 'Jane Doe', type: 'Author' }] },
    };
    behaviour = (req, res) => {
      if (req.url?.startsWith('/wrs/work_detail?work_id=W-1')) json(res, 200, detail);
      else if (req.url?.startsWith('/mis/'))
        json(res, 200, { results: [{ pseudoymnName: 'Jane Doe', accountObjectId: 'A1' }] });
      else json(res, 404, { message: 'no such work' });
    };
    const found = await http.get<typeof detail>('/wrs/work_detail?work_id=W-1');
    expect(found.status).toBe(200);
    expect(found.body.data.work_details.result).toMatchObject({ workId: 'W-1', uid: 'W-1', title: 'Harbour Lights' });
    expect(found.body.data.shares).toEqual(detail.shares);
    expect((await http.get('/wrs/work_detail?work_id=W-2')).status).toBe(404);
    const people = await http.get<{ results: unknown[] }>(
      '/mis/search_recipients?pseudonymName=jane&pseudonymRole=Creator',
    );
    expect(people.body.data.results).toEqual([{ pseudoymnName: 'Jane Doe', accountObjectId: 'A1' }]);
    expect(seen.map((s) => s.url)).toEqual([
      '/wrs/work_detail?work_id=W-1',
      '/wrs/work_detail?work_id=W-2',
      '/mis/search_recipients?pseudonymName=jane&pseudonymRole=Creator&limit=1000',
    ]);
  });

  it('refuses a too-short term before calling the rights system', async () => {
    behaviour = (_req, res) => json(res, 200, { results: [] });
    const answer = await lookup({ title: 'ab' });
    expect([answer.status, answer.body.message]).toEqual([400, 'Search terms need at least 3 characters']);
    expect(seen).toEqual([]);
  });
});

describe('a rights system that fails', () => {
  it('gives up on a stalled system after one retry with a clear 504, not a hang', async () => {
    behaviour = () => {}; // never answers
    const started = Date.now();
    const answer = await lookup({ title: 'Harbour Lights' });
    expect(answer.status).toBe(504);
    expect(answer.body).toMatchObject({
      message: 'The rights system (WRS) did not answer in time, please try again',
      code: 'UPSTREAM_TIMEOUT',
      attempts: 2,
    });
    expect(seen).toHaveLength(2);
    // Two tries of a second and a pause, far from a hang (generous for a busy machine).
    expect(Date.now() - started).toBeLessThan(10_000);
    const detail = await http.get('/wrs/work_detail?work_id=W-1');
    expect([detail.status, detail.body.message]).toEqual([
      504,
      'The rights system (WRS) did not answer in time, please try again',
    ]);
  });

  it('answers 502 after a system that keeps failing with 500, naming the system', async () => {
    behaviour = (_req, res) => json(res, 500, { message: 'database down' });
    const answer = await http.get('/mis/search_recipients?pseudonymName=jane');
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({
      message: 'The rights system (MIS) failed (HTTP 500), please try again',
      attempts: 2,
    });
    expect(seen).toHaveLength(2);
  });

  it('retries a failure once and answers as normal when the second try works', async () => {
    let calls = 0;
    behaviour = (_req, res) => {
      calls += 1;
      if (calls === 1) json(res, 503, {});
      else json(res, 200, { results: [remoteWork('W-EXACT', 'Harbour Lights')] });
    };
    const answer = await lookup({ title: 'Harbour Lights' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.results.map((w) => w.workId)).toEqual(['W-EXACT']);
    expect(seen).toHaveLength(2);
  });

  it('says a system that is not there could not be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = await startTestApi({
      auth: { testMode: true },
      rights: { wrsUrl: `http://127.0.0.1:${port}/wrs`, timeoutMs: TIMEOUT_MS, retries: 1 },
    });
    try {
      const { post } = callApi(nowhere.url, await signIn(nowhere, COORDINATOR));
      const answer = await post('/wrs/research_lookup', { title: 'Harbour Lights' });
      expect(answer.status).toBe(502);
      expect(answer.body.message).toBe('The rights system (WRS) could not be reached, please try again');
    } finally {
      await nowhere.close();
    }
  });

  it('refuses an answer it cannot read, without retrying it', async () => {
    behaviour = (_req, res) => json(res, 200, { results: [{ title: 'No id' }] });
    const answer = await lookup({ title: 'Harbour Lights' });
    expect([answer.status, answer.body.message]).toEqual([
      502,
      'The rights system (WRS) answered something unreadable',
    ]);
    expect(seen).toHaveLength(1);
  });
});
