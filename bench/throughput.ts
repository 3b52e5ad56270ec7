/**
 * Throughput under 20 callers at once (`BENCH_ONLY=throughput`): the full record, the queue and
 * Find a Record by id through the BFF's /graphql, and the full record from the API's REST route
 * alone, each in turns with its SQL floor (the bare node:http + pg server of bench/baselines.ts,
 * one prepared statement of the rows the path reads); and the full record along the same hops with
 * no framework on them (bench/bare-hops.ts), the most any API and BFF could serve on this machine.
 * autocannon fires the calls from a worker thread, so the load it makes does not share the event
 * loop of the services it measures; each connection walks its own list of calls over the sample ids.
 *
 *   BENCH_THROUGHPUT_SECONDS  seconds of each turn (default 10)
 *   BENCH_THROUGHPUT_TURNS    turns of each path and of its floor, alternating (default 2)
 */
import autocannon from 'autocannon';
import type { Figure } from './figure.ts';
import { RECORD_QUERY } from './full-record.ts';
import { benchFetch } from './http-client.ts';
import type { ResearcherCalls } from './researcher-calls.ts';
import type { BenchServices } from './services.ts';
import { check, RESEARCHER } from './sessions.ts';

export const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 10);
const TURNS = Number(process.env.BENCH_THROUGHPUT_TURNS ?? 2);
/** How many different calls each connection cycles through. */
const DISTINCT_CALLS = 200;

const QUEUE_QUERY = 'query { queue(status: READY_FOR_RESEARCH) { name records { id externalId totalPages } } }';
const FIND_QUERY = `query Find($search: String!) {
  findRecords(search: $search) { id externalReferenceId biblioId majorTitle minorTitle }
}`;

type Call = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };
type Load = { rps: number; p50: number; p99: number; calls: number };

/** One turn: CONNECTIONS connections for SECONDS seconds against `base`; any failed call fails the run. */
async function fire(base: string, calls: Call[], what: string): Promise<Load> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    workers: 1,
    requests: calls,
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${what}: ${failed} of ${result.requests.total} calls failed`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    calls: result.requests.total,
  };
}

/** Turns of the path and of its floor, alternating; the mean of each side's turns. */
async function inTurns(
  path: { base: string; calls: Call[]; what: string },
  floor: { base: string; calls: Call[] },
): Promise<{ path: Load; floor: Load }> {
  const paths: Load[] = [];
  const floors: Load[] = [];
  for (let turn = 0; turn < TURNS; turn++) {
    floors.push(await fire(floor.base, floor.calls, `floor of ${path.what}`));
    paths.push(await fire(path.base, path.calls, path.what));
  }
  return { path: mean(paths), floor: mean(floors) };
}

function mean(loads: Load[]): Load {
  const avg = (f: (l: Load) => number) => loads.reduce((s, l) => s + f(l), 0) / loads.length;
  return {
    rps: avg((l) => l.rps),
    p50: avg((l) => l.p50),
    p99: avg((l) => l.p99),
    calls: avg((l) => l.calls) * loads.length,
  };
}

/** The BFF's session cookie of one user, for calls autocannon makes. */
async function bffCookie(bff: string, email: string): Promise<string> {
  const login = await benchFetch(`${bff}/auth/test-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ email }),
  });
  await check(login, 'BFF test sign-in');
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const rps = (n: number) => Math.round(n).toLocaleString('en');

/** A figure row: latency as the table prints it, throughput and its ratio to the floor in the met column. */
function throughputFigure(
  name: string,
  floorName: string,
  { path, floor }: { path: Load; floor: Load },
  target: { ratio: number; p99?: number },
): Figure {
  const ratio = path.rps / floor.rps;
  return {
    name: `${name}, ${CONNECTIONS} connections`,
    p50: path.p50,
    p99: path.p99,
    calls: path.calls,
    baseline: { name: floorName, p50: floor.p50, p99: floor.p99 },
    target: `≥ ${target.ratio}× floor rps` + (target.p99 ? `, p99 < ${target.p99} ms` : ''),
    met: ratio >= target.ratio && (target.p99 === undefined || path.p99 < target.p99),
    note: `${rps(path.rps)} rps, floor ${rps(floor.rps)} rps, ${ratio.toFixed(2)}×`,
  };
}

export async function throughputFigures(services: BenchServices, researcher: ResearcherCalls): Promise<Figure[]> {
  const ids = researcher.ids.slice(0, DISTINCT_CALLS);
  const cookie = await bffCookie(services.bff, RESEARCHER);
  const graphqlHeaders = { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie };
  const graphql = (query: string, variables: (id: number) => Record<string, unknown>): Call[] =>
    ids.map((id) => ({
      method: 'POST',
      path: '/graphql',
      headers: graphqlHeaders,
      body: JSON.stringify({ query, variables: variables(id) }),
    }));
  const floor = (path: (id: number) => string) => ({
    base: services.baseline,
    calls: ids.map((id): Call => ({ method: 'GET', path: path(id) })),
  });
  // GraphQL answers its errors with 200: one call of each first, so a broken query fails the run.
  await researcher.graphql(RECORD_QUERY, { id: String(ids[0]) });
  await researcher.graphql(QUEUE_QUERY);
  await researcher.graphql(FIND_QUERY, { search: String(ids[0]) });

  const recordFloor = floor((id) => `/record/${id}`);
  const SQL_FLOOR = 'json_agg SQL over bare node:http';
  const GRAPHQL_TARGET = { ratio: 0.5, p99: 50 };
  const REST_TARGET = { ratio: 0.7 };
  const bareCalls = ids.map((id): Call => ({
    method: 'GET',
    path: `/record/${id}`,
    headers: { cookie: researcher.apiHeaders.cookie },
  }));
  const cases: Array<{
    name: string;
    path: Parameters<typeof inTurns>[0];
    floor: Parameters<typeof inTurns>[1];
    target: Parameters<typeof throughputFigure>[3];
  }> = [
    {
      name: 'GraphQL full record (BFF → API)',
      path: {
        base: services.bff,
        calls: graphql(RECORD_QUERY, (id) => ({ id: String(id) })),
        what: 'GraphQL full record',
      },
      floor: recordFloor,
      target: GRAPHQL_TARGET,
    },
    {
      name: 'REST GET full_record (API alone)',
      path: {
        base: services.api,
        calls: ids.map((id) => ({
          method: 'GET',
          path: `/api/document_detail/full_record/${id}`,
          headers: researcher.apiHeaders,
        })),
        what: 'REST full_record',
      },
      floor: recordFloor,
      target: REST_TARGET,
    },
    // The same hops with no framework (bench/bare-hops.ts): what any API and BFF would pay here.
    {
      name: 'Bare API: session check + record (node:http + pg, two statements)',
      path: { base: services.bare.api, calls: bareCalls, what: 'bare API' },
      floor: recordFloor,
      target: REST_TARGET,
    },
    {
      name: 'Bare BFF → bare API (two node:http hops, two statements)',
      path: { base: services.bare.bff, calls: bareCalls, what: 'bare BFF → bare API' },
      floor: recordFloor,
      target: GRAPHQL_TARGET,
    },
    {
      name: 'GraphQL queue(READY_FOR_RESEARCH)',
      path: { base: services.bff, calls: graphql(QUEUE_QUERY, () => ({})), what: 'GraphQL queue' },
      floor: floor(() => `/queue/${researcher.researcherId}`),
      target: GRAPHQL_TARGET,
    },
    {
      name: 'GraphQL findRecords by id',
      path: {
        base: services.bff,
        calls: graphql(FIND_QUERY, (id) => ({ search: String(id) })),
        what: 'GraphQL findRecords by id',
      },
      floor: floor((id) => `/find/${id}`),
      target: GRAPHQL_TARGET,
    },
  ];
  const figures: Figure[] = [];
  // In turn, one path at a time: each figure's run has the machine to itself and its floor.
  for (const { name, path, floor: base, target } of cases)
    figures.push(throughputFigure(name, SQL_FLOOR, await inTurns(path, base), target));
  return figures;
}
