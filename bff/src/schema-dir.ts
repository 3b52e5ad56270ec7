import { fileURLToPath } from 'node:url';

/**
 * The GraphQL contract's folder (schema/graphql at the repository's top). This module sits directly
 * in src/ so the same relative path holds once bundled into dist/main.js (scripts/build-services.mjs):
 * src/ and dist/ are both one folder under bff/.
 */
export const SCHEMA_DIR = fileURLToPath(new URL('../../schema/graphql', import.meta.url));
