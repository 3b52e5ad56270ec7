import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: scripts, styles and the fonts and images that are text or uncompressed. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|ttf|wasm)$/;

const gzipMax = promisify(gzip);
const brotliMax = promisify(brotliCompress);

export type PrecompressOptions = {
  /**
   * Gzip with zopfli (a few per cent smaller than zlib's level 9, ~5 s a megabyte) rather than zlib
   * at level 9. For the app's own chunks, which every user loads; not for the sandbox's editor.
   */
  zopfli: boolean;
};

/**
 * Writes `<file>.gz` and `<file>.br` beside every compressible file of the build, at the highest
 * compression there is, for the BFF to serve to browsers that accept them (bff/src/http/web-app.ts):
 * compressed once here rather than on every request.
 */
export function precompress({ zopfli }: PrecompressOptions): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(output, bundle) {
      const dir = output.dir ?? path.dirname(output.file ?? '.');
      const gzipFile = zopfli ? await zopfliGzip() : (source: Buffer) => gzipMax(source, { level: 9 });
      for (const fileName of Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))) {
        const file = path.join(dir, fileName);
        const source = await readFile(file);
        const [gz, br] = await Promise.all([gzipFile(source), brotliMax(source, brotliOptions(source))]);
        // A compressed copy no smaller than the file is left out: the file itself is served.
        if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
        if (br.length < source.length) await writeFile(`${file}.br`, br);
      }
    },
  };
}

function brotliOptions(source: Buffer) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  };
}

/** Zopfli (WebAssembly) is loaded only when a build asks for it. */
async function zopfliGzip() {
  const { gzipAsync } = await import('@gfx/zopfli');
  return async (source: Buffer) => Buffer.from(await gzipAsync(source, { numiterations: 15 }));
}
