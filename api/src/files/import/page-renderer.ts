import { PDFDocument } from 'pdf-lib';
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { openPdf } from './pdfjs-node.ts';
import { RENDER_SETTINGS } from './render-settings.ts';

/** The files of one page: its one-page PDF, its page image and thumbnail (JPEG), and the image's size. */
export type RenderedPage = {
  pdf: Uint8Array;
  image: Uint8Array;
  thumbnail: Uint8Array;
  width: number;
  height: number;
};

export type PageRenderer = {
  pageCount: number;
  /** The files of the page at `index` (0-based). */
  render(index: number): Promise<RenderedPage>;
  close(): Promise<void>;
};

async function scaledCopy(source: Canvas, width: number): Promise<Uint8Array> {
  const canvas = createCanvas(width, Math.max(1, Math.round((source.height * width) / source.width)));
  const context = canvas.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas.encode('jpeg', RENDER_SETTINGS.jpegQuality);
}

/** Splits and renders the pages of one PDF: pdf-lib copies each page into a PDF of its own, pdfjs draws it. */
export async function openPageRenderer(bytes: Uint8Array): Promise<PageRenderer> {
  const source = await PDFDocument.load(bytes, { updateMetadata: false });
  const document = await openPdf(bytes);
  if (document.numPages !== source.getPageCount()) {
    await document.destroy();
    throw new Error(`its page tree is damaged: ${source.getPageCount()} or ${document.numPages} pages`);
  }
  return {
    pageCount: document.numPages,
    async render(index) {
      const single = await PDFDocument.create({ updateMetadata: false });
      const [copied] = await single.copyPages(source, [index]);
      single.addPage(copied);
      const pdf = await single.save();

      const page = await document.getPage(index + 1);
      try {
        const natural = page.getViewport({ scale: 1 });
        const scale = Math.min(
          RENDER_SETTINGS.imageWidth / natural.width,
          RENDER_SETTINGS.maxImageHeight / natural.height,
        );
        const viewport = page.getViewport({ scale });
        const canvas = createCanvas(Math.max(1, Math.round(viewport.width)), Math.max(1, Math.round(viewport.height)));
        // The canvas is @napi-rs/canvas's, which draws what pdfjs asks of an HTML canvas.
        await page.render({ canvas: canvas as never, viewport, background: 'white' }).promise;
        const image = await canvas.encode('jpeg', RENDER_SETTINGS.jpegQuality);
        const thumbnail = await scaledCopy(canvas, RENDER_SETTINGS.thumbnailWidth);
        return { pdf, image, thumbnail, width: canvas.width, height: canvas.height };
      } finally {
        page.cleanup();
      }
    },
    close: () => document.destroy(),
  };
}
