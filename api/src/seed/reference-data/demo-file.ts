import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readReferenceFile } from '../../install/reference-data.ts';

const RELATIVE = path.join('examples', 'reference-data.jsonl');

/**
 * examples/reference-data.jsonl of the repository: looked for upwards from this module, which runs
 * from api/src/seed/reference-data/ or bundled into api/dist/.
 */
function findDemoFile(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, RELATIVE);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`The demo's reference data (${RELATIVE}) is not in any folder above ${dir}`);
    dir = parent;
  }
}

/**
 * The demo's reference data: the same file an agency is shown as the example of
 * `npm run import:reference`, loaded by the seed through the same import.
 */
export const DEMO_REFERENCE_FILE = findDemoFile();

export const DEMO_REFERENCE_DATA = readReferenceFile(DEMO_REFERENCE_FILE);
