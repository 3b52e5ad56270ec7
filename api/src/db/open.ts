import type { ApiConfig } from '../config.ts';
import { connectDatabase, type DatabaseHandle } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { isDatabaseEmpty, seedDatabase } from '../seed/seed.ts';

/** Connects, migrates, and on an empty database loads the demo data (unless told not to). */
export async function openDatabase(config: ApiConfig): Promise<DatabaseHandle> {
  const handle = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateToLatest(handle.db);
  if (config.SEED_ON_EMPTY && (await isDatabaseEmpty(handle.db))) {
    const started = Date.now();
    await seedDatabase(handle.db, { scale: 'demo' });
    console.log(JSON.stringify({ level: 'info', msg: 'demo data loaded', ms: Date.now() - started }));
  }
  return handle;
}
