import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { chapterPdf, heldBackPdf } from '../../seed/sample-document-pdf.ts';
import type { FileStore } from '../file-store.ts';
import { folderStore } from '../folder-store.ts';
import { fullPdfKey, pageKey, type DocumentPage } from '../document-files.ts';
import { importDocument } from './import-document.ts';
import { manifestKey, readManifest } from './manifest.ts';
import { createRenderPool, type RenderPool } from './render-pool.ts';
import { RENDER_SETTINGS } from './render-settings.ts';

const CHAPTER = { book: 'A Test Book', author: 'T. Author', chapter: 3, chapterTitle: 'Imports', firstPage: 41 };
const STEM = 'documents/77';

let dir: string;
let pool: RenderPool;
let pdf: Uint8Array;
let heldback: Uint8Array;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'rt-import-'));
  // One pool for the file: starting render threads takes a second or two.
  pool = createRenderPool(2);
  pdf = await chapterPdf({ ...CHAPTER, pages: 3, seed: 'import-test' });
  heldback = await heldBackPdf({ book: CHAPTER.book, pages: 2 });
});
afterAll(async () => {
  await pool?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A store of its own in the test's folder. */
const newStore = async (name: string) => folderStore(path.join(dir, name));

/** Every file of a folder store with its size and modification time, to see that nothing changed. */
async function snapshot(store: FileStore): Promise<Record<string, string>> {
  const files = await readdir(store.location, { recursive: true }).catch(() => [] as string[]);
  const entries = await Promise.all(
    files.map(async (file) => {
      const info = await stat(path.join(store.location, file));
      return [file, info.isFile() ? `${info.size} ${info.mtimeMs}` : 'folder'] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const read = (store: FileStore, key: string) => readFile(path.join(store.location, ...key.split('/')));

describe('importDocument', () => {
  it('stores the full PDF and, for every page and held-back page, a one-page PDF, a page image and a thumbnail', async () => {
    const store = await newStore('full');
    const result = await importDocument(store, STEM, pdf, heldback, { pool });
    expect(result).toEqual({ pages: 3, heldbackPages: 2, skipped: false });

    expect(Buffer.compare(await read(store, fullPdfKey(STEM)), Buffer.from(pdf))).toBe(0);
    const pages: DocumentPage[] = [
      ...[1, 2, 3].map((n) => ({ heldback: false, n })),
      ...[1, 2].map((n) => ({ heldback: true, n })),
    ];
    for (const page of pages) {
      const onePage = await PDFDocument.load(await read(store, pageKey(STEM, page, 'pdf')));
      expect(onePage.getPageCount()).toBe(1);
      expect(onePage.getPage(0).getSize().width).toBeCloseTo(595.28, 1);

      const image = await loadImage(await read(store, pageKey(STEM, page, 'image')));
      // An A4 page, 1100 pixels wide: 1556 high.
      expect([image.width, image.height]).toEqual([RENDER_SETTINGS.imageWidth, 1556]);
      const thumbnail = await loadImage(await read(store, pageKey(STEM, page, 'thumbnail')));
      expect([thumbnail.width, thumbnail.height]).toEqual([RENDER_SETTINGS.thumbnailWidth, 255]);
    }
    // Nothing past the last page, and the names are the spec's ('documents/77_heldback_2.jpeg').
    expect(await store.stat('documents/77_4.jpeg')).toBeNull();
    expect(await store.stat('documents/77_heldback_3.jpeg')).toBeNull();
    expect(await store.stat('documents/77_heldback_2.jpeg')).not.toBeNull();
    expect(await store.stat('documents/77_3.thumb.jpeg')).not.toBeNull();

    const manifest = await readManifest(store, STEM);
    expect(manifest).toMatchObject({
      format: 1,
      pages: 3,
      heldbackPages: 2,
      render: RENDER_SETTINGS,
      pageImage: { width: 1100, height: 1556 },
    });
  });

  it('draws the page: the page image is mostly white paper with dark text on it', async () => {
    const store = await newStore('drawn');
    await importDocument(store, STEM, pdf, undefined, { pool });
    const image = await loadImage(await read(store, pageKey(STEM, { heldback: false, n: 2 }, 'image')));
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let dark = 0;
    let light = 0;
    for (let i = 0; i < data.length; i += 4) {
      const grey = (data[i] + data[i + 1] + data[i + 2]) / 3;
      if (grey < 96) dark += 1;
      else if (grey > 224) light += 1;
    }
    const pixels = data.length / 4;
    expect(light / pixels).toBeGreaterThan(0.8);
    expect(dark / pixels).toBeGreaterThan(0.01);
  });

  it('skips the same PDFs imported again, and imports changed ones again', async () => {
    const store = await newStore('again');
    await importDocument(store, STEM, pdf, heldback, { pool });
    const before = await snapshot(store);

    expect(await importDocument(store, STEM, pdf, heldback, { pool })).toEqual({
      pages: 3,
      heldbackPages: 2,
      skipped: true,
    });
    expect(await snapshot(store)).toEqual(before);

    const longer = await chapterPdf({ ...CHAPTER, pages: 4, seed: 'import-test-2' });
    expect(await importDocument(store, STEM, longer, heldback, { pool })).toEqual({
      pages: 4,
      heldbackPages: 2,
      skipped: false,
    });
    expect(Buffer.compare(await read(store, fullPdfKey(STEM)), Buffer.from(longer))).toBe(0);
    expect(await store.stat(pageKey(STEM, { heldback: false, n: 4 }, 'image'))).not.toBeNull();
    expect((await readManifest(store, STEM))?.pages).toBe(4);

    // Held-back pages taken away are a change too.
    expect(await importDocument(store, STEM, longer, undefined, { pool })).toEqual({
      pages: 4,
      heldbackPages: 0,
      skipped: false,
    });
    expect(await importDocument(store, STEM, longer, undefined, { pool })).toMatchObject({ skipped: true });
  });

  it('refuses a file that is not a PDF, naming it, and leaves the store as it was', async () => {
    const store = await newStore('refused');
    await importDocument(store, STEM, pdf, undefined, { pool });
    const before = await snapshot(store);
    const text = Buffer.from('Dear colleague,\nplease find the scan attached.\n');

    await expect(importDocument(store, STEM, text, undefined, { pool, name: 'letter.pdf' })).rejects.toThrow(
      /^letter\.pdf is not a PDF that can be read: .*No PDF header found/,
    );
    await expect(importDocument(store, 'documents/78', pdf, text, { pool, name: 'scan.pdf' })).rejects.toThrow(
      /^scan\.pdf \(held-back pages\) is not a PDF that can be read/,
    );
    await expect(importDocument(store, 'documents/79', new Uint8Array(), undefined, { pool })).rejects.toThrow(
      /^documents\/79\.pdf is not a PDF that can be read/,
    );
    expect(await snapshot(store)).toEqual(before);
  });

  it('never takes an import that stopped half way for a finished one', async () => {
    const store = await newStore('stopped');
    await importDocument(store, STEM, pdf, undefined, { pool });
    // A store that fails once a few files of the next import are written: a full disk, a lost bucket.
    let writes = 0;
    const failing: FileStore = {
      ...store,
      write: async (key, body, type) => {
        if (++writes > 4) throw new Error('no space left on device');
        return store.write(key, body, type);
      },
    };
    const changed = await chapterPdf({ ...CHAPTER, pages: 3, seed: 'import-test-3' });
    await expect(importDocument(failing, STEM, changed, undefined, { pool })).rejects.toThrow(
      /^documents\/77\.pdf could not be imported: no space left on device/,
    );
    // The manifest no longer vouches for the old files, some of which were overwritten: neither the
    // old PDF nor the new one is skipped.
    expect(await readManifest(store, STEM)).toBeNull();
    expect(JSON.parse((await read(store, manifestKey(STEM))).toString())).toHaveProperty('importing');
    expect(await importDocument(store, STEM, pdf, undefined, { pool })).toMatchObject({ skipped: false });
    expect(await importDocument(store, STEM, pdf, undefined, { pool })).toMatchObject({ skipped: true });
  });

  it('works without a pool given, with threads of its own closed after it', async () => {
    const store = await newStore('own-pool');
    const single = await chapterPdf({ ...CHAPTER, pages: 1, seed: 'import-test-4' });
    expect(await importDocument(store, 'documents/5', single)).toEqual({ pages: 1, heldbackPages: 0, skipped: false });
    expect(await store.stat('documents/5_1.jpeg')).not.toBeNull();
  });
});
