import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../src/app.ts';
import { authOptions, loadApiConfig } from '../src/config.ts';
import { connectDatabase, type DatabaseHandle, type Db } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { folderStore } from '../src/files/folder-store.ts';
import { migrateCommand } from '../src/install/migrate-command.ts';
import { seedDatabase } from '../src/seed/seed.ts';
import { callApi } from './call-api.ts';
import { COORDINATOR, sessionCookie } from './sign-in.ts';

/**
 * README "Backups and restore" as an operator follows it (docs/decisions/068): the records database
 * dumped with `pg_dump -Fc`, restored with `pg_restore` into a new database, `npm run db:migrate`
 * on it, the API started on it: every row is back and the API answers as it did.
 */
const exec = promisify(execFile);
const adminUrl = process.env.DATABASE_URL;

const SKIPPED = adminUrl
  ? ''
  : ' (skipped: DATABASE_URL names no PostgreSQL server; the embedded PGlite database has no pg_dump)';

let folder: string;
const databases: string[] = [];
const handles: DatabaseHandle[] = [];
const servers: Server[] = [];

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database beside DATABASE_URL's, dropped after the tests; answers its URL. */
async function newDatabase(): Promise<string> {
  const name = `rt_backup_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  databases.push(name);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function connect(url: string): Promise<Db> {
  const handle = await connectDatabase({ databaseUrl: url, maxConnections: 2 });
  handles.push(handle);
  return handle.db;
}

/** Rows per table of the public schema, migrations' own tables included. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(rows[0].n);
  }
  return counts;
}

/** The records API on `db`, signed in as the demo coordinator. */
async function apiOn(db: Db) {
  const auth = { ...authOptions(loadApiConfig({ NODE_ENV: 'test' })), testMode: true };
  const app = createApiApp({ db, auth, files: folderStore(folder), observe: false });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  servers.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = await callApi(url).post<{ session: string }>('/login', { test_email: COORDINATOR });
  expect(login.status, login.body.message).toBe(200);
  return callApi(url, sessionCookie(login.body.data.session));
}

const pgRestore = (dump: string, url: string) =>
  exec('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', '-d', url, dump]);

describe.skipIf(!adminUrl)(`backup with pg_dump -Fc and restore with pg_restore${SKIPPED}`, () => {
  let originalUrl: string;
  let original: Db;
  let restored: Db;
  let dump: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'rt-backup-'));
    originalUrl = await newDatabase();
    original = await connect(originalUrl);
    await migrateToLatest(original);
    await seedDatabase(original, { scale: 'test' });

    dump = path.join(folder, 'records.pgdump');
    await exec('pg_dump', ['-Fc', '--file', dump, originalUrl]);
    const restoredUrl = await newDatabase();
    await pgRestore(dump, restoredUrl);
    // As README says after a restore: brings an older backup up to this version; here it finds nothing to do.
    expect(await migrateCommand(() => connectDatabase({ databaseUrl: restoredUrl, maxConnections: 1 }))).toBe(0);
    restored = await connect(restoredUrl);
  });

  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
    for (const handle of handles) await handle.close();
    for (const name of databases) await admin(`drop database if exists ${name} with (force)`);
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('restores every row of every table', async () => {
    const before = await rowCounts(original);
    const after = await rowCounts(restored);
    expect(after).toEqual(before);
    // The seed filled the tables a restore must not lose.
    for (const table of ['users', 'research_collections', 'document_details', 'biblios', 'usages', 'audit_log'])
      expect(before[table], table).toBeGreaterThan(0);
  });

  it('answers through the API exactly as the original did', async () => {
    const [was, now] = [await apiOn(original), await apiOn(restored)];
    const documents = await sql<{ id: number }>`select id from document_details order by id limit 3`.execute(original);
    const collections = await sql<{ id: number }>`select id from research_collections order by id`.execute(original);
    const paths = [
      '/user',
      '/licence_scheme',
      '/research_template',
      '/location/aou_list',
      '/research_collection?collection_status=hide',
      ...collections.rows.map(({ id }) => `/research_collection/${id}/batch`),
      ...documents.rows.flatMap(({ id }) => [`/document_detail/full_record/${id}`, `/document_detail/history/${id}`]),
    ];
    for (const path of paths) {
      const [before, after] = [await was.get(path), await now.get(path)];
      expect(before.status, path).toBe(200);
      expect(after, path).toEqual(before);
    }
  });

  it('gives a record added after the restore a new id, as the sequences came back too', async () => {
    const api = await apiOn(restored);
    const [scheme] = (await api.get<{ id: number }[]>('/licence_scheme')).body.data;
    const [template] = (await api.get<{ id: number }[]>('/research_template')).body.data;
    const created = await api.post<{ id: number }>('/research_collection', {
      collection_title: 'Restored 2027 Survey',
      licence_scheme_id: scheme.id,
      research_template_id: template.id,
      target_complete_date: null,
      status: 'show',
    });
    expect(created.status, created.body.message).toBe(200);
    const { rows } = await sql<{ max: number }>`select max(id) as max from research_collections`.execute(original);
    expect(created.body.data.id).toBeGreaterThan(rows[0].max);
  });

  it('refuses a damaged backup, leaving the new database empty', async () => {
    const whole = await readFile(dump);
    const damaged = path.join(folder, 'damaged.pgdump');
    await writeFile(damaged, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const target = await newDatabase();
    const failure = await pgRestore(damaged, target).then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).not.toBe(0);
    expect(failure?.stderr).toMatch(/pg_restore: error/);
    const counts = await rowCounts(await connect(target));
    expect(counts).toEqual({});
  });
});
