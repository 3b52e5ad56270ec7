import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The BFF serves /graphql, /auth, /healthz, the sign-in callback and (without OIDC_ISSUER) the
 * development provider at /oidc; in development Vite forwards them to it. To sign in through Vite's
 * own address, start the BFF with PUBLIC_URL=http://localhost:5173.
 */
const BFF_URL = 'http://127.0.0.1:4000';
const BFF_PATHS = ['/graphql', '/auth', '/healthz', '/implicit/callback', '/oidc'];
const proxy = Object.fromEntries(BFF_PATHS.map((path) => [path, BFF_URL]));

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
  server: { proxy },
  preview: { proxy },
});
