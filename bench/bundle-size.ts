/**
 * The web app's JavaScript as a browser first loads it, gzipped (a bench step): the module scripts
 * of web/dist/index.html and every chunk they import statically (the initial JavaScript); the shell
 * chunks every screen loads beside its own (the data layer, the route guard and the header layout,
 * router.tsx; one chunk, 'shell', web/vite/chunks.ts); then each route chunk with the static
 * imports it adds to both. Reads the build as it is (`npm run build -w web` first).
 *
 * The bytes counted are those the BFF sends a browser that accepts gzip: the `.gz` file the build
 * wrote beside each chunk (zopfli, web/vite/precompress.ts), or the chunk itself where it has none.
 * Browsers that accept Brotli are sent the `.br` files, ~10 % smaller still; those are not counted.
 *
 *   npx tsx bench/bundle-size.ts
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export type BundleSizes = {
  initialKb: number;
  initialFiles: number;
  /** The root routes' own chunks, loaded with (not before) the first screen. */
  shellKb: number;
  /** Each route: its own chunk, and that with the static imports it adds to the initial and shell chunks. */
  routes: Array<{ name: string; chunkKb: number; kb: number }>;
};

/** The lazily loaded layout routes above every screen (web/src/app/router.tsx), or their one chunk. */
const SHELL_CHUNKS = ['shell', 'DataRoot', 'RequireAccess', 'AppLayout'];

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g;

export function bundleSizes(dist: string): BundleSizes {
  const assets = path.join(dist, 'assets');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  if (entries.length === 0) throw new Error(`${dist}/index.html has no module script`);
  const source = new Map<string, string>();
  const read = (file: string) => {
    if (!source.has(file)) source.set(file, readFileSync(path.join(assets, file), 'utf8'));
    return source.get(file)!;
  };
  const closure = (starts: string[], known: ReadonlySet<string> = new Set()) => {
    const found = new Set<string>();
    const visit = (file: string) => {
      if (found.has(file) || known.has(file)) return;
      found.add(file);
      for (const [, imported] of read(file).matchAll(STATIC_IMPORT)) visit(imported);
    };
    starts.forEach(visit);
    return found;
  };
  const served = (file: string) => {
    const gz = path.join(assets, `${file}.gz`);
    return statSync(existsSync(gz) ? gz : path.join(assets, file)).size;
  };
  const gzipKb = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + served(f), 0) / 1024;

  const initial = closure(entries);
  const dynamicImports = (file: string) =>
    [...read(file).matchAll(/import\(["'`]\.\/([^"'`]+\.js)["'`]\)/g)].map((m) => m[1]);
  const lazy = [...new Set([...initial].flatMap(dynamicImports))];
  const chunkName = (file: string) => file.replace(/-[\w-]+\.js$/, '');
  const shell = new Set<string>();
  for (const f of closure(
    lazy.filter((file) => SHELL_CHUNKS.includes(chunkName(file))),
    initial,
  ))
    shell.add(f);
  const loaded = new Set([...initial, ...shell]);
  const routes = lazy
    .filter((file) => /Route$/.test(chunkName(file)))
    .map((file) => ({ name: chunkName(file), chunkKb: gzipKb([file]), kb: gzipKb(closure([file], loaded)) }));
  return {
    initialKb: gzipKb(initial),
    initialFiles: initial.size,
    shellKb: gzipKb(shell),
    routes: routes.sort((a, b) => b.kb - a.kb),
  };
}

/** The results' line about the build's JavaScript against its budget (docs/decisions/056). */
export function bundleReport(dist: string): string {
  const sizes = bundleSizes(dist);
  const largestChunk = [...sizes.routes].sort((a, b) => b.chunkKb - a.chunkKb)[0];
  const largest = sizes.routes[0];
  const over = sizes.routes.filter((r) => r.kb >= 50).map((r) => `${r.name} ${r.kb.toFixed(1)}`);
  // The budget: the initial JavaScript under 170 KB, every chunk loaded later (the shell, each route
  // with the shared chunks it adds) under 50. Initial and shell together, what a first screen loads
  // before its own chunk, is shown beside it.
  const firstScreenKb = sizes.initialKb + sizes.shellKb;
  const verdict = (kb: number, budget: number) => `target < ${budget} KB: ${kb < budget ? 'met' : 'not met'}`;
  return (
    `Web JavaScript, gzipped as served (bench/bundle-size.ts): initial (entry chunk and its static imports, ` +
    `${sizes.initialFiles} files) ${sizes.initialKb.toFixed(1)} KB (${verdict(sizes.initialKb, 170)}); the shell chunk ` +
    `loaded beside the first screen (Apollo Client, route guard, header) ${sizes.shellKb.toFixed(1)} KB ` +
    `(${verdict(sizes.shellKb, 50)}); both together, what every first screen loads before its own chunk, ` +
    `${firstScreenKb.toFixed(1)} KB; largest route chunk ${largestChunk.name} ${largestChunk.chunkKb.toFixed(1)} KB; ` +
    `largest route with the shared chunks it adds ${largest.name} ${largest.kb.toFixed(1)} KB (${verdict(largest.kb, 50)}` +
    (over.length > 0 ? `; 50 KB or more: ${over.join(', ')}` : '') +
    ').'
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = bundleSizes(path.join(import.meta.dirname, '..', 'web', 'dist'));
  console.log(`initial JavaScript: ${sizes.initialKb.toFixed(1)} KB gzipped in ${sizes.initialFiles} files`);
  console.log(`shell chunks loaded beside the first screen: ${sizes.shellKb.toFixed(1)} KB`);
  for (const r of sizes.routes)
    console.log(`  ${r.name}: chunk ${r.chunkKb.toFixed(1)} KB, with what it adds ${r.kb.toFixed(1)} KB`);
}
