import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

/** Hashed file names never change content: a browser keeps them for good. */
const ASSET_CACHE = { immutable: true, maxAge: '1y' } as const;

/** The encodings the web build writes beside each asset (web/vite/precompress.ts), smallest first. */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

/** An asset's name as the build writes them: one flat folder, no path to resolve. */
const ASSET_NAME = /^\/[\w.-]+$/;

/** The built single-page app: hashed assets cached for good, every other path answered with index.html. */
export function serveWebApp(app: express.Express, dist: string) {
  const index = path.join(dist, 'index.html');
  const assets = path.join(dist, 'assets');
  app.use('/assets', precompressedAssets(assets), express.static(assets, { ...ASSET_CACHE, fallthrough: false }));
  app.use(express.static(dist, { index: false }));
  app.get('/{*path}', (_req, res) => {
    if (!existsSync(index)) {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}

/**
 * Sends the build's compressed copy of an asset (`.br`, `.gz`) to a browser that accepts that
 * encoding, with the asset's own content type; anything else goes on to the plain file. Compressed
 * once at build time, at the highest level, rather than on every request.
 */
export function precompressedAssets(dir: string): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !ASSET_NAME.test(req.path)) return next();
    const file = req.path.slice(1);
    const variants = ENCODINGS.filter((e) => existsSync(path.join(dir, file + e.extension)));
    if (variants.length === 0) return next();
    // The answer depends on Accept-Encoding for every asset that has a compressed copy, plain or not.
    res.vary('Accept-Encoding');
    // The smallest the browser accepts at all: browsers weigh no encoding above another.
    const variant = variants.find((e) => req.acceptsEncodings(e.name) === e.name);
    if (!variant) return next();
    res.setHeader('Content-Encoding', variant.name);
    // send() leaves a Content-Type already set alone: the asset's, not that of a .gz or .br file.
    res.type(path.extname(file));
    res.sendFile(file + variant.extension, { root: dir, ...ASSET_CACHE }, (error) => {
      if (!error || res.headersSent) return;
      res.removeHeader('Content-Encoding');
      next(error);
    });
  };
}
