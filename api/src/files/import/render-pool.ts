import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderedPage } from './page-renderer.ts';
import type { FromWorker, ToWorker } from './render-worker.ts';

/**
 * A few worker threads that split and render pages in parallel; rendering is CPU work in JavaScript
 * (pdfjs) and native code (the canvas, JPEG encoding), so one thread per core, at most four.
 */
export type RenderPool = {
  readonly size: number;
  /**
   * Renders every page of a PDF of `pageCount` pages, handing each page's files to `onPage` as it is
   * ready (in any order); resolves when every `onPage` has, rejects on the first failure.
   */
  render(
    pdf: Uint8Array,
    pageCount: number,
    onPage: (index: number, page: RenderedPage) => Promise<void>,
  ): Promise<void>;
  close(): Promise<void>;
};

export const defaultPoolSize = () => Math.max(1, Math.min(4, os.availableParallelism()));

/**
 * From source (tsx, vitest) the thread's entry registers tsx before the TypeScript worker; the compiled
 * API has the worker bundled as dist/render-worker.js beside dist/main.js (scripts/build-services.mjs).
 */
const THREAD = import.meta.url.endsWith('.ts')
  ? new URL('./render-thread.mjs', import.meta.url)
  : new URL('./render-worker.js', import.meta.url);

/**
 * The process's flags without its preloads (`--import tsx`, the OpenTelemetry instrument): the
 * thread's entry loads what it needs itself, and on Node 20 a preload written in TypeScript cannot
 * load in a worker thread at all (the thread would fail before its first page).
 */
const threadExecArgv = () =>
  process.execArgv.filter(
    (arg, i, all) => !(arg === '--import' || arg.startsWith('--import=') || all[i - 1] === '--import'),
  );

type Job = {
  id: number;
  doc: number;
  pdf: Uint8Array;
  index: number;
  resolve: (page: RenderedPage) => void;
  reject: (error: Error) => void;
};

type Thread = { worker: Worker; job: Job | null; open: Set<number> };

export function createRenderPool(size = defaultPoolSize()): RenderPool {
  const queue: Job[] = [];
  let nextJob = 0;
  let nextDoc = 0;
  let broken: Error | null = null;
  let closing = false;

  const threads: Thread[] = Array.from({ length: size }, () => {
    const thread: Thread = { worker: new Worker(THREAD, { execArgv: threadExecArgv() }), job: null, open: new Set() };
    thread.worker.on('message', (message: FromWorker) => {
      const job = thread.job;
      if (!job || job.id !== message.job) return;
      thread.job = null;
      if (message.type === 'page') job.resolve(message.page);
      else job.reject(new Error(message.message));
      dispatch();
    });
    const fail = (error: Error) => {
      if (closing) return;
      broken ??= error;
      thread.job?.reject(error);
      thread.job = null;
      for (const job of queue.splice(0)) job.reject(error);
    };
    thread.worker.on('error', fail);
    thread.worker.on('exit', (code) => fail(new Error(`a render thread stopped (exit code ${code})`)));
    return thread;
  });

  function dispatch() {
    for (const thread of threads) {
      if (thread.job || queue.length === 0) continue;
      const job = queue.shift()!;
      thread.job = job;
      if (!thread.open.has(job.doc)) {
        thread.open.add(job.doc);
        thread.worker.postMessage({ type: 'open', doc: job.doc, pdf: job.pdf } satisfies ToWorker);
      }
      thread.worker.postMessage({ type: 'page', doc: job.doc, job: job.id, index: job.index } satisfies ToWorker);
    }
  }

  return {
    size,
    async render(pdf, pageCount, onPage) {
      if (closing) throw new Error('the render pool is closed');
      if (broken) throw broken;
      const doc = nextDoc++;
      const pages = Array.from(
        { length: pageCount },
        (_, index) =>
          new Promise<RenderedPage>((resolve, reject) => {
            queue.push({ id: nextJob++, doc, pdf, index, resolve, reject });
          }),
      );
      dispatch();
      try {
        await Promise.all(pages.map(async (page, index) => onPage(index, await page)));
      } catch (error) {
        // The rest of this document is not wanted: its queued pages go, pages in work finish unread.
        for (let i = queue.length - 1; i >= 0; i--) if (queue[i].doc === doc) queue.splice(i, 1);
        for (const page of pages) page.catch(() => {});
        throw error;
      } finally {
        for (const thread of threads) {
          if (thread.open.delete(doc)) thread.worker.postMessage({ type: 'close', doc } satisfies ToWorker);
        }
      }
    },
    async close() {
      if (closing) return;
      closing = true;
      // Pages still wanted (a document that failed beside others) are answered, not left pending.
      const closed = new Error('the render pool is closed');
      for (const job of queue.splice(0)) job.reject(closed);
      for (const thread of threads) thread.job?.reject(closed);
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}
