import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defaultClientConditions, defineConfig } from 'vite';
import { chakraGlobalCss } from './vite/chakraGlobalCss.ts';
import { appChunks } from './vite/chunks.ts';
import { earlyReads } from './vite/earlyReads.ts';
import { formikLodash } from './vite/formikLodash.ts';
import { graphqlDocuments } from './vite/graphqlDocuments.ts';
import { precompress } from './vite/precompress.ts';

/**
 * The BFF serves /graphql, /auth, /healthz, the sign-in callback and (without OIDC_ISSUER) the
 * development provider at /oidc; in development Vite forwards them to it. To sign in through Vite's
 * own address, start the BFF with PUBLIC_URL=http://localhost:5173.
 */
const BFF_URL = 'http://127.0.0.1:4000';
const BFF_PATHS = ['/graphql', '/auth', '/healthz', '/implicit/callback', '/oidc'];
const proxy = Object.fromEntries(BFF_PATHS.map((path) => [path, BFF_URL]));

const src = path.join(import.meta.dirname, 'src');
const lodashShims = formikLodash(path.join(src, 'shims', 'formikLodash.ts'));

/**
 * The app. The GraphQL sandbox page is built after it on its own (vite.sandbox.config.ts), so that
 * the two pages share no chunk: a chunk shared with the sandbox would tie the app's chunks to it.
 */
export default defineConfig({
  plugins: [
    graphqlDocuments(path.join(src, '__generated__')),
    earlyReads('src/earlyReads.ts'),
    chakraGlobalCss(),
    lodashShims,
    react(),
    precompress({ zopfli: true }),
  ],
  // rxjs (under Apollo Client) as ES2015 classes rather than its ES5 build and tslib's helpers.
  resolve: { conditions: ['es2015', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      input: { main: 'index.html' },
      output: { codeSplitting: { groups: [{ name: appChunks(src) }] } },
    },
  },
  // Pre-bundle only what the app's own page imports (the GraphiQL sandbox page's workers cannot be pre-bundled).
  optimizeDeps: { entries: ['index.html'], rolldownOptions: { plugins: [lodashShims] } },
  server: { proxy },
  preview: { proxy },
});
