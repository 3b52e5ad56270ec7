import { fileURLToPath } from 'node:url';

/**
 * examples/reference-data.jsonl at the repository's top: the demo's reference data. This module sits
 * directly in src/ so the same relative path holds once bundled into dist/main.js, as the BFF's
 * schema-dir.ts does: src/ and dist/ are both one folder under api/.
 */
export const DEMO_REFERENCE_FILE = fileURLToPath(new URL('../../examples/reference-data.jsonl', import.meta.url));
