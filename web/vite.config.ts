import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The BFF serves /graphql, /auth and /healthz; in development Vite forwards them to it. */
const BFF_URL = 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The app, and the GraphQL sandbox the BFF serves at /graphql to a browser.
    rollupOptions: {
      input: { main: 'index.html', sandbox: 'sandbox.html' },
      // GraphiQL's React-compiler directives are harmless when bundled; their warnings only hide real ones.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  // Pre-bundle only what the app's own page imports (the GraphiQL sandbox page's workers cannot be pre-bundled).
  optimizeDeps: { entries: ['index.html'] },
  server: {
    proxy: {
      '/graphql': BFF_URL,
      '/auth': BFF_URL,
      '/healthz': BFF_URL,
    },
  },
  preview: {
    proxy: {
      '/graphql': BFF_URL,
      '/auth': BFF_URL,
      '/healthz': BFF_URL,
    },
  },
});
