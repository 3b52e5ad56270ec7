/**
 * `npm run seed`: empties the configured database and loads the demo data again.
 * Refuses to run with NODE_ENV=production.
 */
import { loadApiConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { resetDatabase, seedDatabase } from './seed.ts';
import { openFileStore } from '../files/open-store.ts';
import { seedSourceFiles } from './source-files.ts';
import { seedSampleDocuments } from './sample-document-files.ts';

async function main(): Promise<void> {
  const config = loadApiConfig();
  if (config.NODE_ENV === 'production') {
    throw new Error('Refusing to seed: NODE_ENV is production and seeding deletes every row first.');
  }
  const started = performance.now();
  const handle = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(handle.db);
    await resetDatabase(handle.db);
    const store = await openFileStore(config);
    // The sample documents the records show render in worker threads while the database loads.
    const [rows, samples] = await Promise.all([seedDatabase(handle.db, { scale: 'demo' }), seedSampleDocuments(store)]);
    const files = await seedSourceFiles(store);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded demo data on ${handle.engine} in ${seconds} s: ${rows.users} users, ${rows.research_collections} collections, ` +
        `${rows.batches} batches, ${rows.document_details} records (${rows.biblios} biblios, ${rows.usages} usages), ` +
        `${rows.works} works, ${rows.recipients} recipients; in the file store ${store.location}: ` +
        `${samples.length} new sample documents, ${files.length} new sample source files.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
