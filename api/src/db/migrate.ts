import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { postgresPool, type Db } from './connect.ts';
import { insertFixedRows, type FixedRowAdded } from './fixed-rows.ts';
import type { Database } from './types.ts';
import * as initial from './migrations/001-initial.ts';
import * as sessions from './migrations/002-sessions.ts';
import * as collectionTitle from './migrations/003-collection-title-case-insensitive.ts';
import * as minorTitleSearch from './migrations/004-biblio-minor-title-search.ts';
import * as workSearch from './migrations/005-work-search.ts';
import * as biblioSearchText from './migrations/006-biblio-search-text.ts';
import * as auditLogRecordItems from './migrations/007-audit-log-record-items.ts';
import * as researchFinishes from './migrations/008-research-finishes.ts';
import * as savedQueries from './migrations/009-saved-queries.ts';
import * as bulkChanges from './migrations/010-bulk-changes.ts';
import * as bulkEditFirstItems from './migrations/011-bulk-edit-first-items.ts';
import * as auditLogLz4 from './migrations/012-audit-log-lz4.ts';
import * as recordTablesFillfactor from './migrations/013-record-tables-fillfactor.ts';
import * as bulkUpdateJobs from './migrations/014-bulk-update-jobs.ts';
import * as keysetPagingIndexes from './migrations/015-keyset-paging-indexes.ts';
import * as integrators from './migrations/016-integrators.ts';
import * as webhooks from './migrations/017-webhooks.ts';
import * as documentImportJobs from './migrations/018-document-import-jobs.ts';

/**
 * An index that a migration declares instead of creating: built after the migrations' transactions
 * with CREATE INDEX CONCURRENTLY, so a big table takes writes while it is built (kysely runs each
 * migration in a transaction, where CONCURRENTLY is refused).
 */
export type ConcurrentIndex = {
  /** The index's name; the step skips an index of this name that is valid and rebuilds one left INVALID. */
  name: string;
  /** What follows `on`, e.g. `biblios using gin (publisher gin_trgm_ops)`. */
  on: string;
  unique?: boolean;
};

/** A migration that may also export `concurrentIndexes`: `export const concurrentIndexes: ConcurrentIndex[] = [...]`. */
export type AppMigration = Migration & { concurrentIndexes?: readonly ConcurrentIndex[] };

/** Migrations in order; a new one is added here and never edited once landed. */
const MIGRATIONS: Record<string, AppMigration> = {
  '001-initial': initial,
  '002-sessions': sessions,
  '003-collection-title-case-insensitive': collectionTitle,
  '004-biblio-minor-title-search': minorTitleSearch,
  '005-work-search': workSearch,
  '006-biblio-search-text': biblioSearchText,
  '007-audit-log-record-items': auditLogRecordItems,
  '008-research-finishes': researchFinishes,
  '009-saved-queries': savedQueries,
  '010-bulk-changes': bulkChanges,
  '011-bulk-edit-first-items': bulkEditFirstItems,
  '012-audit-log-lz4': auditLogLz4,
  '013-record-tables-fillfactor': recordTablesFillfactor,
  '014-bulk-update-jobs': bulkUpdateJobs,
  '015-keyset-paging-indexes': keysetPagingIndexes,
  '016-integrators': integrators,
  '017-webhooks': webhooks,
  '018-document-import-jobs': documentImportJobs,
};

export type IndexBuilt = { name: string; action: 'built' | 'rebuilt' };
export type MigrationReport = {
  /** Migrations applied by this run, in order. */
  applied: string[];
  indexes: IndexBuilt[];
  fixedRows: FixedRowAdded[];
};

/** The session lock that lets one process at a time build the concurrent indexes (any constant of this app's own). */
const INDEX_BUILD_LOCK = 7_100_064;
const LOCK_POLL_MS = 500;

/**
 * Brings the database to the latest schema, builds the declared concurrent indexes and inserts the
 * rows the spec fixes (fixed-rows.ts): what `npm run db:migrate` and every start of the API do.
 * Idempotent, and safe when two API replicas start at once.
 */
export async function migrateToLatest(db: Db): Promise<MigrationReport> {
  const { applied, indexes } = await runMigrations(db, MIGRATIONS);
  const fixedRows = await insertFixedRows(db);
  return { applied, indexes, fixedRows };
}

/**
 * Applies `migrations` (their transactional part, then their concurrent indexes) on one connection
 * without the statement timeout: building an index or rewriting a table may take longer than any
 * request should. Exported for tests, which pass a list and a bookkeeping table of their own.
 */
export async function runMigrations(
  db: Db,
  migrations: Record<string, AppMigration>,
  options: { migrationTableName?: string } = {},
): Promise<Omit<MigrationReport, 'fixedRows'>> {
  // PGlite has one connection and no concurrent builds; PostgreSQL has a pool.
  const concurrently = postgresPool(db) !== undefined;
  return db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      const migrator = new Migrator({
        db: connection,
        provider: { getMigrations: async () => migrations },
        ...(options.migrationTableName
          ? {
              migrationTableName: options.migrationTableName,
              migrationLockTableName: `${options.migrationTableName}_lock`,
            }
          : {}),
      });
      const { error, results } = await migrator.migrateToLatest();
      const failed = results?.find((r) => r.status === 'Error');
      if (error || failed) {
        throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
      }
      const declared = Object.values(migrations).flatMap((m) => m.concurrentIndexes ?? []);
      const indexes = declared.length === 0 ? [] : await buildIndexes(connection, declared, concurrently);
      return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName), indexes };
    } finally {
      await sql`reset statement_timeout`.execute(connection);
    }
  });
}

/**
 * Builds the declared indexes that are missing, and drops and rebuilds those a crash or a failed
 * build left INVALID (PostgreSQL keeps such an index, unused but updated on every write). On
 * PostgreSQL one process at a time: the lock is polled, not waited for, because a concurrent build
 * waits for every open snapshot, which a session blocked in pg_advisory_lock would hold.
 */
async function buildIndexes(
  db: Kysely<Database>,
  indexes: readonly ConcurrentIndex[],
  concurrently: boolean,
): Promise<IndexBuilt[]> {
  if (concurrently) {
    for (;;) {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${INDEX_BUILD_LOCK}) as locked`.execute(db);
      if (rows[0].locked) break;
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
  }
  try {
    const built: IndexBuilt[] = [];
    for (const index of indexes) {
      const { rows } = await sql<{ valid: boolean }>`
        select i.indisvalid as valid from pg_index i where i.indexrelid = to_regclass(${index.name})`.execute(db);
      if (rows[0]?.valid) continue;
      const mode = concurrently ? sql.raw(' concurrently') : sql.raw('');
      if (rows[0]) await sql`drop index${mode} if exists ${sql.id(index.name)}`.execute(db);
      const unique = sql.raw(index.unique ? ' unique' : '');
      try {
        await sql`create${unique} index${mode} if not exists ${sql.id(index.name)} on ${sql.raw(index.on)}`.execute(db);
      } catch (error) {
        throw new Error(
          `Index ${index.name} could not be built (${(error as Error).message}); ` +
            'it is left INVALID and built again on the next migration.',
          { cause: error },
        );
      }
      built.push({ name: index.name, action: rows[0] ? 'rebuilt' : 'built' });
    }
    return built;
  } finally {
    if (concurrently) await sql`select pg_advisory_unlock(${INDEX_BUILD_LOCK})`.execute(db);
  }
}
