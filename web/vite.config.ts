import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The BFF serves /graphql, /auth and /healthz; in development Vite forwards them to it. */
const BFF_URL = 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
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
