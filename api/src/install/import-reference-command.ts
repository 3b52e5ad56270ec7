import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrateToLatest } from '../db/migrate.ts';
import { connectConfigured, type Connect } from './connect-configured.ts';
import { importReferenceData, parseReferenceData, ReferenceDataError, type Tally } from './reference-data.ts';

export const IMPORT_REFERENCE_USAGE = 'Usage: npm run import:reference -- <reference-data.jsonl>';

const tally = (noun: string, t: Tally) => `${noun}: ${t.added} added, ${t.updated} updated, ${t.unchanged} unchanged`;

/**
 * `npm run import:reference -- <file>`: the agency's reference data (format in reference-data.ts
 * and the README). Every bad line is listed and nothing is stored (exit 1); a good file is applied
 * in one transaction after migrating. No file named: the usage, exit 2.
 */
export async function importReferenceCommand(
  args: readonly string[],
  connect: Connect = connectConfigured,
  cwd = process.env.INIT_CWD ?? process.cwd(),
): Promise<number> {
  if (args.length !== 1 || args[0].startsWith('-')) {
    console.error(IMPORT_REFERENCE_USAGE);
    return 2;
  }
  // npm runs this inside api/; the file is named relative to where the command was typed.
  const file = path.resolve(cwd, args[0]);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  const { data, problems } = parseReferenceData(text);
  if (problems.length > 0) {
    for (const p of problems) console.error(`line ${p.line}: ${p.reason}`);
    console.error(`${file}: ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was imported.`);
    return 1;
  }
  const handle = await connect();
  try {
    await migrateToLatest(handle.db);
    const summary = await handle.db.transaction().execute((trx) => importReferenceData(trx, data));
    console.log(`Imported ${file} into the ${handle.engine} database.`);
    console.log(tally('Lookup values', summary.lookups));
    console.log(tally('AOU entries', summary.aous));
    console.log(tally('Licence schemes', summary.schemes));
    console.log(tally('Research templates', summary.templates));
    if (summary.templates.names.added.length) console.log(`  added: ${summary.templates.names.added.join(', ')}`);
    if (summary.templates.names.updated.length)
      console.log(`  updated (fields and rules replaced): ${summary.templates.names.updated.join(', ')}`);
    return 0;
  } catch (error) {
    if (!(error instanceof ReferenceDataError)) throw error;
    for (const p of error.problems) console.error(`line ${p.line}: ${p.reason}`);
    console.error(`${file}: nothing was imported.`);
    return 1;
  } finally {
    await handle.close();
  }
}
