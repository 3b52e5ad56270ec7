import { databaseOptions, type ApiConfig } from '../config.ts';
import { connectDatabase, type DatabaseHandle } from './connect.ts';
import { logEvent } from '../log.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * Connects, migrates (with the rows the spec fixes, as `npm run db:migrate` does), and on a
 * database without users or collections loads the demo data (unless told not to).
 */
export async function openDatabase(config: ApiConfig): Promise<DatabaseHandle> {
  const handle = await connectDatabase(databaseOptions(config));
  await migrateToLatest(handle.db);
  // Loaded only when wanted: the demo's generators read examples/reference-data.jsonl as they load.
  const seed = config.SEED_ON_EMPTY ? await import('../seed/seed.ts') : undefined;
  if (seed && (await seed.isDatabaseEmpty(handle.db))) {
    const started = Date.now();
    await seed.seedDatabase(handle.db, { scale: 'demo' });
    logEvent('info', 'demo data loaded', { ms: Date.now() - started });
  }
  return handle;
}
