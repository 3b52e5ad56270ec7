import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite/precompress.ts';

/** The GraphQL sandbox the BFF serves at /graphql to a browser, built into the app's dist after it. */
export default defineConfig({
  plugins: [react(), precompress({ zopfli: false })],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    rolldownOptions: {
      input: { sandbox: 'sandbox.html' },
      // GraphiQL's React-compiler directives are harmless when bundled; their warnings only hide real ones.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
