import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connect.ts';
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

/** Migrations in order; a new one is added here and never edited once landed. */
const MIGRATIONS: Record<string, Migration> = {
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
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
