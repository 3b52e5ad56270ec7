import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@rt/domain';
import { connectDatabase } from '../../api/src/db/connect.ts';
import { migrateToLatest } from '../../api/src/db/migrate.ts';
import { seedDatabase } from '../../api/src/seed/seed.ts';
import { insertBatch, insertCollection, insertDocuments } from '../../api/src/seed/factories.ts';
import { SESSION_COOKIE } from '../../api/src/modules/auth/sessions.ts';
import { freePort } from '../free-port.ts';

/**
 * Two API and two BFF replicas on one PostgreSQL database and one Redis behind HAProxy, started by
 * `npm run cluster` (deploy/cluster/start.mjs, docs/decisions/073): what a person or an integrator
 * does through the balancer works whichever replica answers, and a replica killed mid-job loses
 * nothing. Needs PostgreSQL (DATABASE_URL), Redis and HAProxy, as CI has them.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const adminUrl = process.env.DATABASE_URL;
const RECORDS = 6000;

type Replica = { name: string; pid: number; port: number };
let cluster: ChildProcess;
let output = '';
let publicUrl: string;
let apiUrl: string;
let replicas: Replica[] = [];
let databaseUrl: string;
let dropDatabase = async () => {};
let recordIds: number[] = [];
let batchId: number;
let webDist = '';

const run = (sql: string, values: unknown[] = []) => query(databaseUrl, sql, values);
async function query(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** A person's session through the balancer: GraphQL calls answered with the replica that served them. */
async function signIn(email: string) {
  const answer = await fetch(`${publicUrl}/auth/test-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ email }),
  });
  expect(answer.status).toBe(200);
  const cookie = answer.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0])
    .join('; ');
  return async (document: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${publicUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie },
      body: JSON.stringify({ query: document, variables }),
    });
    const body = (await response.json()) as {
      data?: Record<string, unknown>;
      errors?: { extensions?: { code?: string } }[];
    };
    return {
      status: response.status,
      servedBy: response.headers.get('x-served-by'),
      remaining: Number(/r=(\d+)/.exec(response.headers.get('ratelimit') ?? '')?.[1] ?? NaN),
      body,
    };
  };
}

const describeCluster = adminUrl && !spawnSync('haproxy', ['-v']).error ? describe : describe.skip;

describeCluster('two replicas of each service behind HAProxy', () => {
  beforeAll(async () => {
    const name = `rt_cluster_${process.pid}_${randomBytes(4).toString('hex')}`;
    await query(adminUrl!, `create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => query(adminUrl!, `drop database if exists ${name} with (force)`).then(() => {});
    const handle = await connectDatabase({ databaseUrl, maxConnections: 2 });
    await migrateToLatest(handle.db);
    await seedDatabase(handle.db, { scale: 'test' });
    const collection = (await insertCollection(handle.db, { collection_title: 'Cluster' })).id;
    batchId = (await insertBatch(handle.db, { research_collection_id: collection })).id;
    const made = await insertDocuments(
      handle.db,
      Array.from({ length: RECORDS }, () => ({ batch_id: batchId, biblios: [{ publisher: 'Old Press' }], usages: 1 })),
    );
    recordIds = made.map((m) => m.document.id);
    await handle.close();

    // The services as they are now (the cluster script builds them only when missing).
    expect(spawnSync(process.execPath, ['scripts/build-services.mjs'], { cwd: root }).status).toBe(0);
    const [port, apiPort, bff1, bff2, api1, api2] = await Promise.all(Array.from({ length: 6 }, () => freePort()));
    publicUrl = `http://127.0.0.1:${port}`;
    // The test calls GraphQL only: a web app of one page spares it the web build.
    webDist = await mkdtemp(path.join(os.tmpdir(), 'rt-cluster-web-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Research tool</title>');
    apiUrl = `http://127.0.0.1:${apiPort}`;
    cluster = spawn(process.execPath, ['deploy/cluster/start.mjs'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        AUTH_TEST_MODE: 'true',
        DATABASE_URL: databaseUrl,
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/9',
        SEED_ON_EMPTY: 'false',
        PUBLIC_URL: publicUrl,
        PORT: String(port),
        API_PORT: String(apiPort),
        BFF_1_PORT: String(bff1),
        BFF_2_PORT: String(bff2),
        API_1_PORT: String(api1),
        API_2_PORT: String(api2),
        JOB_TAKEOVER_SECONDS: '6',
        LOG_LEVEL: 'warn',
        WEB_DIST: webDist,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cluster.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    cluster.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    const deadline = Date.now() + 150_000;
    for (;;) {
      const line = output.split('\n').find((l) => l.includes('"cluster ready"'));
      if (line) {
        replicas = (JSON.parse(line) as { replicas: Replica[] }).replicas;
        break;
      }
      if (cluster.exitCode !== null || Date.now() > deadline) throw new Error(`the cluster did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((resolve) => cluster.once('exit', resolve));
      cluster.kill('SIGTERM');
      await exited;
    }
    await dropDatabase();
    if (webDist) await rm(webDist, { recursive: true, force: true });
  });

  it('serves a session made on one replica on the other, counting its limit across both', async () => {
    const call = await signIn('researcher@example.org');
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await call('query Me { me { email } }'));
    expect(answers.map((a) => a.body.data?.me)).toEqual(Array(6).fill({ email: 'researcher@example.org' }));
    expect(new Set(answers.map((a) => a.servedBy))).toEqual(new Set(['bff1', 'bff2']));
    // One count for the session whichever replica answers: each call leaves one fewer.
    const remaining = answers.map((a) => a.remaining);
    expect(remaining.slice(1).map((r, i) => remaining[i] - r)).toEqual(Array(5).fill(1));
  });

  it('refuses a coordinator on every replica as soon as IT takes the role away on one', async () => {
    const it = await signIn('it@example.org');
    const coordinator = await signIn('coordinator@example.org');
    const changes = 'query Changes { bulkChangesToday { id } }';
    const before = [await coordinator(changes), await coordinator(changes)];
    expect(before.map((a) => a.body.errors)).toEqual([undefined, undefined]);
    const [{ id }] = await run('select id from users where email = $1', ['coordinator@example.org']);
    const taken = await it(
      'mutation Take($id: ID!, $role: Int!) { assignRole(userId: $id, roleId: $role) { userErrors { message } } }',
      { id: String(id), role: ROLE_IDS.Researcher },
    );
    expect(taken.body.errors).toBeUndefined();
    const after = [];
    for (let i = 0; i < 4; i++) after.push(await coordinator(changes));
    expect(new Set(after.map((a) => a.servedBy))).toEqual(new Set(['bff1', 'bff2']));
    for (const answer of after) expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await it('mutation Give($id: ID!, $role: Int!) { assignRole(userId: $id, roleId: $role) { message } }', {
      id: String(id),
      role: ROLE_IDS.Coordinator,
    });
  });

  it('finishes a bulk update once when the replica running it is killed, failing no request', async () => {
    // An integrator's session on the API, through the balancer's door for the BFFs.
    const login = await fetch(`${apiUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ test_email: 'coordinator@example.org' }),
    });
    expect(login.status).toBe(200);
    const cookie = `${SESSION_COOKIE}=${((await login.json()) as { data: { session: string } }).data.session}`;
    const before = new Map(
      (await run('select id, version from document_details where batch_id = $1', [batchId])).map((r) => [
        r.id as number,
        r.version as number,
      ]),
    );
    const started = await fetch(`${apiUrl}/api/bulk_edit/update_jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        selected_ids: recordIds,
        update_fields: [{ resource: 'biblio', field: 'publisher', value: 'Cluster Press' }],
        batch_id: batchId,
      }),
    });
    expect(started.status).toBe(200);
    const job = ((await started.json()) as { data: { id: number } }).data;

    // A researcher goes on working through the balancer the whole time.
    const researcher = await signIn('researcher@example.org');
    const failures: string[] = [];
    let working = true;
    const calls = (async () => {
      let n = 0;
      while (working) {
        const answer = await researcher('query Me { me { email } }').catch((error: Error) => ({
          status: 0,
          body: { errors: [{ message: error.message }] },
        }));
        if (answer.status !== 200 || answer.body.errors) failures.push(`call ${n}: ${JSON.stringify(answer.body)}`);
        n += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return n;
    })();

    // The replica that wrote the job's first chunk dies without a word.
    let worker = '';
    for (let waited = 0; !worker; waited += 20) {
      if (waited > 60_000) throw new Error(`the job did not start:\n${output}`);
      const [row] = await run('select worker, done from bulk_update_jobs where id = $1', [job.id]);
      if (row.worker && row.done > 0) worker = row.worker as string;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const killed = Number(worker.split(':').at(-1));
    expect(replicas.filter((r) => r.name.startsWith('api')).map((r) => r.pid)).toContain(killed);
    process.kill(killed, 'SIGKILL');

    let finished: { status: string; done: number; updated: number; worker: string } | undefined;
    for (let waited = 0; !finished; waited += 250) {
      if (waited > 90_000) throw new Error(`the job was not taken over:\n${output}`);
      const [row] = await run('select status, done, updated, worker from bulk_update_jobs where id = $1', [job.id]);
      if (row.status !== 'queued' && row.status !== 'running') finished = row;
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
    working = false;
    const made = await calls;

    expect(finished).toMatchObject({ status: 'done', done: RECORDS, updated: RECORDS });
    expect(finished.worker).not.toBe(worker);
    const after = await run('select id, version from document_details where batch_id = $1', [batchId]);
    const writes = after.map((r) => (r.version as number) - before.get(r.id as number)!);
    expect(new Set(writes)).toEqual(new Set([1]));
    const publishers = await run(
      'select distinct publisher from biblios b join document_details d on d.id = b.document_detail_id where d.batch_id = $1',
      [batchId],
    );
    expect(publishers).toEqual([{ publisher: 'Cluster Press' }]);
    expect(made).toBeGreaterThan(20);
    // On failure, what the replicas logged at error level says why.
    expect(failures, loggedErrors()).toEqual([]);
  });
});

/** The replicas' error lines (pino level 50 and up) and anything else that is not a log line. */
function loggedErrors(): string {
  return output
    .split('\n')
    .filter((line) => line && !/"level":(10|20|30|40),/.test(line))
    .slice(-40)
    .join('\n');
}
