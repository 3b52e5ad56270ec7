import { migrateToLatest } from '../db/migrate.ts';
import { connectConfigured, type Connect } from './connect-configured.ts';

/** `npm run db:migrate`: the schema, the declared concurrent indexes and the fixed rows; prints what it did. */
export async function migrateCommand(connect: Connect = connectConfigured): Promise<number> {
  const handle = await connect();
  try {
    const report = await migrateToLatest(handle.db);
    console.log(
      report.applied.length
        ? `Applied ${report.applied.length} migration${report.applied.length === 1 ? '' : 's'} to the ${handle.engine} database: ${report.applied.join(', ')}.`
        : `The ${handle.engine} database's schema was already up to date.`,
    );
    for (const index of report.indexes) console.log(`Index ${index.name} ${index.action}.`);
    console.log(
      report.fixedRows.length
        ? `Added the rows the specification fixes: ${report.fixedRows.map((r) => `${r.table} ${r.id} '${r.value}'`).join(', ')}.`
        : 'The rows the specification fixes (roles 1-5, exclusion condition 17) were all there.',
    );
    return 0;
  } finally {
    await handle.close();
  }
}
