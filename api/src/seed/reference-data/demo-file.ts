import { DEMO_REFERENCE_FILE } from '../../demo-reference-file.ts';
import { readReferenceFile } from '../../install/reference-data.ts';

export { DEMO_REFERENCE_FILE };

/**
 * The demo's reference data: the same file an agency is shown as the example of
 * `npm run import:reference`, loaded by the seed through the same import.
 */
export const DEMO_REFERENCE_DATA = readReferenceFile(DEMO_REFERENCE_FILE);
