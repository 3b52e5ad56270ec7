/**
 * A render thread of the pool (render-pool.ts). It keeps each document it is sent open until told
 * to close it, and answers one page at a time with the page's files.
 */
import { parentPort } from 'node:worker_threads';
import { openPageRenderer, type PageRenderer, type RenderedPage } from './page-renderer.ts';

export type ToWorker =
  | { type: 'open'; doc: number; pdf: Uint8Array }
  | { type: 'page'; doc: number; job: number; index: number }
  | { type: 'close'; doc: number };

export type FromWorker =
  { type: 'page'; job: number; page: RenderedPage } | { type: 'error'; job: number; message: string };

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread of the render pool');

/** Opening is started on 'open' and awaited by the pages, so messages can follow each other at once. */
const documents = new Map<number, Promise<PageRenderer>>();

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'open': {
      const opening = openPageRenderer(message.pdf);
      // A failure is answered to the pages that wait for it, not thrown here.
      opening.catch(() => {});
      documents.set(message.doc, opening);
      break;
    }
    case 'page':
      void renderPage(message);
      break;
    case 'close': {
      const opening = documents.get(message.doc);
      documents.delete(message.doc);
      void opening?.then((renderer) => renderer.close()).catch(() => {});
      break;
    }
  }
});

async function renderPage({ doc, job, index }: { doc: number; job: number; index: number }) {
  try {
    const renderer = await documents.get(doc);
    if (!renderer) throw new Error(`document ${doc} is not open`);
    const page = await renderer.render(index);
    // Copied, not transferred: the encoder's buffers live in native memory, which cannot move.
    port!.postMessage({ type: 'page', job, page } satisfies FromWorker);
  } catch (error) {
    port!.postMessage({
      type: 'error',
      job,
      message: `page ${index + 1}: ${(error as Error).message}`,
    } satisfies FromWorker);
  }
}
