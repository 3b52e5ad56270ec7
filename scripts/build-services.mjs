#!/usr/bin/env node
// Compiles the records API and the BFF to JavaScript (docs/decisions/066): each service's entries
// bundled by esbuild into <service>/dist/, run by `npm start` with
// `node --enable-source-maps [--import ./dist/instrument.js] dist/main.js`.
//
// Packages from node_modules stay imports, resolved at run time as before; only the workspace
// packages (@rt/domain, @rt/api) are bundled in, as their package.json exports point at .ts files.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Per service, its entries (source → name in dist/); the instrumentation only where it is written. */
const SERVICES = {
  api: {
    main: 'src/main.ts',
    // The render threads of the sample documents and document imports (files/import/render-pool.ts).
    'render-worker': 'src/files/import/render-worker.ts',
    instrument: 'src/instrument.ts',
  },
  bff: { main: 'src/main.ts', instrument: 'src/instrument.ts' },
};

/** Bare imports stay external, except the workspace's own packages. */
const externalPackages = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, ({ path: name }) =>
      name.startsWith('@rt/') || path.isAbsolute(name) ? undefined : { path: name, external: true },
    );
  },
};

export async function buildServices() {
  for (const [service, entries] of Object.entries(SERVICES)) {
    const dir = path.join(root, service);
    const entryPoints = Object.entries(entries)
      .filter(([, source]) => existsSync(path.join(dir, source)))
      .map(([out, source]) => ({ in: path.join(dir, source), out }));
    const outdir = path.join(dir, 'dist');
    await rm(outdir, { recursive: true, force: true });
    await build({
      entryPoints,
      outdir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      plugins: [externalPackages],
      // Stack traces name the .ts files and lines (node --enable-source-maps); the sources stay beside.
      sourcemap: true,
      sourcesContent: false,
      logLevel: 'warning',
    });
    console.log(`Compiled ${service}: ${entryPoints.map((entry) => `dist/${entry.out}.js`).join(', ')}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServices();
