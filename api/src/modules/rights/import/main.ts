/**
 * `npm run import:catalogue -- <file>`: loads a rights-catalogue export (.csv or .jsonl) into the
 * database the API's settings name (DATABASE_URL, or the embedded one in DATA_DIR: stop the
 * product first then, as an embedded database has one user at a time). Shows a progress bar,
 * one error line per bad line, and writes the bad lines to `<file>.rejected`.
 */
import path from 'node:path';
import { loadApiConfig } from '../../../config.ts';
import { connectDatabase } from '../../../db/connect.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import { importCatalogue, type ImportProgress } from './import-catalogue.ts';
import { exportFormat } from './read-export-lines.ts';
import { runCli } from '../../../run-cli.ts';

const BAR_WIDTH = 30;
const count = (n: number, noun: string) => `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;

function progressLine({ bytesRead, totalBytes, stored, rejected }: ImportProgress): string {
  const share = totalBytes ? Math.min(1, bytesRead / totalBytes) : 1;
  const filled = Math.round(share * BAR_WIDTH);
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${(share * 100).toFixed(0).padStart(3)}%  ${stored.toLocaleString('en')} stored, ${rejected.toLocaleString('en')} rejected`;
}

async function main(): Promise<number> {
  const argument = process.argv[2];
  if (!argument) {
    console.error('Usage: npm run import:catalogue -- <export.csv | export.jsonl>');
    return 2;
  }
  // npm runs this inside api/; the file is named relative to where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  exportFormat(file);
  const config = loadApiConfig();
  const handle = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const tty = process.stderr.isTTY;
  let lastShown = -1;
  try {
    await migrateToLatest(handle.db);
    const started = performance.now();
    const summary = await importCatalogue(
      handle.db,
      file,
      (progress) => {
        if (tty) process.stderr.write(`\r${progressLine(progress)}`);
        else {
          // Without a terminal, a line per tenth of the file.
          const tenth = Math.floor((progress.bytesRead / Math.max(1, progress.totalBytes)) * 10);
          if (tenth > lastShown) {
            lastShown = tenth;
            console.error(progressLine(progress));
          }
        }
      },
      (rejection) => {
        if (tty) process.stderr.write('\n');
        console.error(`line ${rejection.line}: ${rejection.reason}`);
      },
    );
    if (tty) process.stderr.write('\n');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Imported ${summary.stored.toLocaleString('en')} works into the ${handle.engine} catalogue in ${seconds} s.`,
    );
    if (summary.rejectedFile) {
      console.log(
        `${count(summary.rejected, 'line')} rejected; they are in ${summary.rejectedFile} with their line numbers and reasons.`,
      );
      return 1;
    }
    return 0;
  } finally {
    await handle.close();
  }
}

runCli(main, 2);
