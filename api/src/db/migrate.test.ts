import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ROLE_IDS } from '@rt/domain';
import { createTestDatabase, type TestDatabase } from '../testing/harness.ts';
import { connectDatabase } from './connect.ts';
import { migrateToLatest, runMigrations, type AppMigration } from './migrate.ts';
import { migrateCommand } from '../install/migrate-command.ts';
import { captureConsole } from '../testing/capture-console.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe('migrateToLatest', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('leaves a migrated database with the five roles and exclusion condition 17, so a first sign-in has a role to get', async () => {
    const roles = await database.db.selectFrom('roles').selectAll().orderBy('id').execute();
    expect(roles).toEqual(
      Object.entries(ROLE_IDS)
        .map(([value, id]) => ({ id, value }))
        .sort((a, b) => a.id - b.id),
    );
    expect(await database.db.selectFrom('exclusion_condition').selectAll().execute()).toEqual([
      { id: 17, value: 'Insubstantial portion - keep links', sort_order: 17, active: true },
    ]);
  });

  it('does nothing the second time and never overwrites what the agency changed', async () => {
    const { db } = database;
    await db.updateTable('exclusion_condition').set({ value: 'Insubstantial part (keep links)' }).execute();
    await db.deleteFrom('roles').where('id', '=', ROLE_IDS['External Auditor']).execute();
    const output = captureConsole();
    try {
      expect(await migrateCommand(async () => ({ ...database, close: async () => {} }))).toBe(0);
    } finally {
      output.restore();
    }
    expect(output.log).toMatch(/schema was already up to date/);
    expect(output.log).toMatch(/Added the rows the specification fixes: roles 3 'External Auditor'\./);
    expect(await db.selectFrom('exclusion_condition').select('value').execute()).toEqual([
      { value: 'Insubstantial part (keep links)' },
    ]);
    expect(await migrateToLatest(db)).toEqual({ applied: [], indexes: [], fixedRows: [] });
  });
});

/** A table of its own and a unique index on it, declared to be built concurrently. */
const TEST_MIGRATIONS: Record<string, AppMigration> = {
  '001-codes': {
    up: async (db) => {
      await sql`create table migrate_test_codes (id integer primary key, code text not null)`.execute(db);
      await sql`insert into migrate_test_codes values (1, 'A'), (2, 'B'), (3, 'B')`.execute(db);
    },
    concurrentIndexes: [{ name: 'migrate_test_codes_code_key', on: 'migrate_test_codes (code)', unique: true }],
  },
};
const OPTIONS = { migrationTableName: 'migrate_test_migration' };

const indexState = async (db: TestDatabase['db']) =>
  (
    await sql<{ valid: boolean }>`
      select indisvalid as valid from pg_index where indexrelid = to_regclass('migrate_test_codes_code_key')`.execute(
      db,
    )
  ).rows[0]?.valid;

describe('indexes built concurrently', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('names an index that cannot be built, and rebuilds it once the data allows', async () => {
    const { db } = database;
    await expect(runMigrations(db, TEST_MIGRATIONS, OPTIONS)).rejects.toThrow(
      /Index migrate_test_codes_code_key could not be built .*left INVALID and built again on the next migration/,
    );
    // PostgreSQL keeps a failed concurrent build as an INVALID index; PGlite's plain build leaves none.
    expect(await indexState(db)).toBe(onPostgres ? false : undefined);
    // The table's migration itself went through.
    expect(
      await db
        .selectFrom('migrate_test_migration' as never)
        .selectAll()
        .execute(),
    ).toHaveLength(1);

    await sql`delete from migrate_test_codes where id = 3`.execute(db);
    expect(await runMigrations(db, TEST_MIGRATIONS, OPTIONS)).toEqual({
      applied: [],
      indexes: [{ name: 'migrate_test_codes_code_key', action: onPostgres ? 'rebuilt' : 'built' }],
    });
    expect(await indexState(db)).toBe(true);
    await expect(sql`insert into migrate_test_codes values (4, 'A')`.execute(db)).rejects.toThrow(/duplicate key/);
    expect(await runMigrations(db, TEST_MIGRATIONS, OPTIONS)).toEqual({ applied: [], indexes: [] });
  });
});

describe.runIf(onPostgres)('on PostgreSQL', () => {
  it('lets two API replicas migrate at once: the schema and each index built once, both end well', async () => {
    const database = await createTestDatabase({ seed: false });
    try {
      const name = (await sql<{ db: string }>`select current_database() as db`.execute(database.db)).rows[0].db;
      const address = new URL(process.env.DATABASE_URL!);
      address.pathname = `/${name}`;
      const handles = await Promise.all(
        [1, 2].map(() => connectDatabase({ databaseUrl: address.toString(), maxConnections: 2 })),
      );
      try {
        await sql`create table migrate_test_codes (id integer primary key, code text not null)`.execute(database.db);
        const once: Record<string, AppMigration> = {
          '001-codes': { up: async () => {}, concurrentIndexes: TEST_MIGRATIONS['001-codes'].concurrentIndexes },
        };
        const reports = await Promise.all(handles.map((h) => runMigrations(h.db, once, OPTIONS)));
        expect(reports.flatMap((r) => r.applied)).toEqual(['001-codes']);
        expect(reports.flatMap((r) => r.indexes)).toEqual([{ name: 'migrate_test_codes_code_key', action: 'built' }]);
        expect(await indexState(database.db)).toBe(true);
      } finally {
        await Promise.all(handles.map((h) => h.close()));
      }
    } finally {
      await database.close();
    }
  });

  it('cancels a statement longer than DATABASE_STATEMENT_TIMEOUT_MS, but not one whose session lifts it (the CSV export, migrations)', async () => {
    const database = await createTestDatabase({ seed: false });
    const name = (await sql<{ db: string }>`select current_database() as db`.execute(database.db)).rows[0].db;
    const address = new URL(process.env.DATABASE_URL!);
    address.pathname = `/${name}`;
    const handle = await connectDatabase({ databaseUrl: address.toString(), statementTimeoutMs: 100 });
    try {
      await expect(sql`select pg_sleep(0.3)`.execute(handle.db)).rejects.toThrow(/statement timeout/);
      await handle.db.transaction().execute(async (trx) => {
        await sql`set local statement_timeout = 0`.execute(trx);
        await sql`select pg_sleep(0.3)`.execute(trx);
      });
      const slow: Record<string, AppMigration> = {
        '001-slow': { up: async (db) => void (await sql`select pg_sleep(0.3)`.execute(db)) },
      };
      expect((await runMigrations(handle.db, slow, OPTIONS)).applied).toEqual(['001-slow']);
      // The connection goes back to the pool with the timeout it had.
      const { rows } = await sql<{ timeout: string }>`select current_setting('statement_timeout') as timeout`.execute(
        handle.db,
      );
      expect(rows[0].timeout).toBe('100ms');
    } finally {
      await handle.close();
      await database.close();
    }
  });
});
