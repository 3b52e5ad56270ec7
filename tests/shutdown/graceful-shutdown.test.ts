import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../api/src/db/connect.ts';
import { migrateToLatest } from '../../api/src/db/migrate.ts';
import { seedDatabase } from '../../api/src/seed/seed.ts';
import { freePort } from '../free-port.ts';

/**
 * The product as `npm start` runs it (scripts/start.mjs, compiled services, compiling them first if
 * stale) stopped by SIGTERM while a researcher's work search waits on a slow rights system (WRS):
 * the search is answered whole, the BFF tells probes it is draining and takes no new connection,
 * the API keeps serving it meanwhile, and every process exits 0 (docs/decisions/067).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let wrs: Server;
/** The research lookups WRS holds, answered when the test says so. */
const heldLookups: ServerResponse[] = [];
let product: ChildProcess;
let output = '';
let exited: Promise<number | null>;
let bffUrl: string;
let apiUrl: string;
let cleanUp: () => Promise<void>;
let productEnv: NodeJS.ProcessEnv;

const WORK = { workId: 'W-HARBOUR', title: 'Harbour Lights', type: 'Book', isn: null, yearOfPublication: 2004 };

/** A database with the test-scale seed (the demo accounts): PostgreSQL if DATABASE_URL is set, else PGlite in a folder. */
async function seededDatabase(folder: string): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDir = path.join(folder, 'data');
    const handle = await connectDatabase({ dataDir });
    await migrateToLatest(handle.db);
    await seedDatabase(handle.db, { scale: 'test' });
    await handle.close();
    return { env: { DATA_DIR: dataDir }, drop: async () => {} };
  }
  const name = `rt_shutdown_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await connectDatabase({ databaseUrl: url.toString(), maxConnections: 2 });
  await migrateToLatest(handle.db);
  await seedDatabase(handle.db, { scale: 'test' });
  await handle.close();
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

const until = async (what: string, check: () => boolean | Promise<boolean>, withinMs = 60_000) => {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    const over = Date.now() > deadline ? 'in vain' : product.exitCode !== null ? 'but the product exited' : undefined;
    if (over) throw new Error(`waited for ${what} ${over}; it said:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Whether a new TCP connection to `url` is accepted. */
const accepts = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

beforeAll(async () => {
  wrs = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      if (req.url === '/wrs/research_lookup') heldLookups.push(res);
      else res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => wrs.listen(0, '127.0.0.1', resolve));

  const folder = await mkdtemp(path.join(os.tmpdir(), 'rt-shutdown-'));
  // The BFF serves this folder as the web app; the test needs no web build.
  const webDist = path.join(folder, 'web');
  await mkdir(webDist);
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Research tool</title>');
  const database = await seededDatabase(folder);
  cleanUp = async () => {
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  };

  productEnv = {
    ...process.env,
    // Not 'test': libraries change their stopping under it (Apollo Server's own signal handlers).
    NODE_ENV: 'development',
    AUTH_TEST_MODE: 'true',
    SEED_ON_EMPTY: 'false',
    FILE_STORE_DIR: path.join(folder, 'files'),
    WEB_DIST: webDist,
    WRS_URL: `http://127.0.0.1:${(wrs.address() as AddressInfo).port}/wrs`,
    // The held lookup must outlast neither the API's patience nor the BFF's.
    RIGHTS_TIMEOUT_MS: '20000',
    API_TIMEOUT_MS: '20000',
    SHUTDOWN_GRACE_SECONDS: '15',
  };
  delete productEnv.DATABASE_URL;
  delete productEnv.DATA_DIR;
  Object.assign(productEnv, database.env);
}, 60_000);

/** `npm start` on new ports, once it says it is ready. */
async function startProduct() {
  const [port, apiPort] = [await freePort(), await freePort()];
  bffUrl = `http://127.0.0.1:${port}`;
  apiUrl = `http://127.0.0.1:${apiPort}`;
  output = '';
  const env = { ...productEnv, PORT: String(port), API_PORT: String(apiPort), PUBLIC_URL: bffUrl };
  product = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env });
  product.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  product.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const running = product;
  exited = new Promise((resolve) => running.once('exit', (code) => resolve(code)));
  await until('the product to answer ready', () => output.includes('Ready (development mode)'), 110_000);
}

afterAll(async () => {
  for (const res of heldLookups) res.destroy();
  if (product && product.exitCode === null && product.signalCode === null) {
    product.kill('SIGKILL');
    await exited;
  }
  await new Promise((resolve) => wrs?.close(resolve));
  await cleanUp?.();
});

describe('stopping the product with SIGTERM', () => {
  it('answers the work search in flight whole, drains, and every process exits 0', async () => {
    await startProduct();
    const signIn = await fetch(`${bffUrl}/auth/test-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ email: 'researcher@example.org' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const search = fetch(`${bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie },
      body: JSON.stringify({
        query: 'query ($c: WorkSearchInput!) { workSearch(criteria: $c) { workId title } }',
        variables: { c: { title: 'Harbour Lights', workType: 'All' } },
      }),
    });
    await until('the search to reach WRS', () => heldLookups.length === 1);

    // A readiness probe whose request was arriving at the BFF when the signal came.
    const { port } = new URL(bffUrl);
    const probe = connect(Number(port), '127.0.0.1');
    let probeAnswer = '';
    probe.setEncoding('utf8').on('data', (chunk: string) => (probeAnswer += chunk));
    await new Promise((resolve) => probe.once('connect', resolve));
    probe.write('GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const probeClosed = new Promise((resolve) => probe.once('close', resolve));

    product.kill('SIGTERM');
    await until('the BFF to begin draining', () => output.includes('"msg":"BFF stopping"'), 10_000);
    probe.write('\r\n');
    await probeClosed;
    expect(probeAnswer).toMatch(/^HTTP\/1\.1 503 /);
    expect(probeAnswer).toContain('{"status":"draining"}');
    // The BFF takes no new connection; the API behind it still serves (its turn comes after the BFF).
    expect(await accepts(bffUrl)).toBe(false);
    expect((await fetch(`${apiUrl}/readyz`)).status).toBe(200);

    heldLookups[0].writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results: [WORK] }));
    const answer = await search;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('connection')).toBe('close');
    expect(await answer.json()).toMatchObject({
      data: { workSearch: [{ workId: 'W-HARBOUR', title: 'Harbour Lights' }] },
    });

    expect(await exited).toBe(0);
    expect(output).toMatch(/"msg":"BFF stopped".*"exit_code":0/);
    expect(output).toMatch(/"msg":"API stopped".*"exit_code":0/);
    expect(output).not.toMatch(/cut requests/);
    expect(output.indexOf('"msg":"BFF stopped"')).toBeLessThan(output.indexOf('"msg":"API stopping"'));
    expect(await accepts(apiUrl)).toBe(false);
  });

  it('stops at once when idle, each service closing what it holds', async () => {
    await startProduct();
    const started = Date.now();
    product.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(output).toMatch(/"msg":"BFF stopped".*"exit_code":0/);
    expect(output).toMatch(/"msg":"API stopped".*"exit_code":0/);
  });
});
