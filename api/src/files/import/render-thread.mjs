// The entry of a render thread (render-pool.ts). Loaders given to the process (tsx) do not reach
// worker threads on Node 20, so the thread registers tsx itself before it loads the TypeScript
// worker. The libraries are loaded first, without tsx: through its loader pdfjs-dist's two large
// builds take seconds per thread (it rewrites their dynamic imports), natively a fraction of one;
// the TypeScript that imports them later gets these same modules.
import { DOMMatrix, ImageData, Path2D } from '@napi-rs/canvas';

// pdfjs-dist reads these globals as it loads (see pdfjs-node.ts): this package's copy of the canvas.
Object.assign(globalThis, { DOMMatrix, ImageData, Path2D });
await import('pdfjs-dist/legacy/build/pdf.mjs');
// pdfjs in Node parses in a "fake worker" on this thread; given here, it is not imported again.
globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
await import('pdf-lib');

const { register } = await import('tsx/esm/api');
register();
await import('./render-worker.ts');
