import path from 'node:path';
import { createRequire } from 'node:module';
import { DOMMatrix, ImageData, Path2D, createCanvas, type Canvas } from '@napi-rs/canvas';

/**
 * pdfjs-dist's legacy build, set up to render in Node on @napi-rs/canvas. pdfjs-dist carries its own
 * (older) copy of @napi-rs/canvas and would draw its helper canvases, paths and matrices with it;
 * objects of two copies of the native module must never meet (drawing one onto the other crashes
 * the process), so the globals and the canvas factory all come from this package's copy, set before
 * pdfjs loads.
 */
Object.assign(globalThis, { DOMMatrix, ImageData, Path2D });
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');

const packageDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

type CanvasAndContext = { canvas: Canvas | null; context: ReturnType<Canvas['getContext']> | null };

/** The canvases pdfjs makes for itself (patterns, masks, transparency groups). */
class NapiCanvasFactory {
  create(width: number, height: number): CanvasAndContext {
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    const canvas = createCanvas(width, height);
    return { canvas, context: canvas.getContext('2d') };
  }
  reset(target: CanvasAndContext, width: number, height: number) {
    if (!target.canvas) throw new Error('Canvas is not specified');
    target.canvas.width = width;
    target.canvas.height = height;
  }
  destroy(target: CanvasAndContext) {
    if (target.canvas) target.canvas.width = target.canvas.height = 0;
    target.canvas = null;
    target.context = null;
  }
}

export type PdfjsDocument = Awaited<ReturnType<typeof pdfjs.getDocument>['promise']>;

/**
 * Opens a PDF for rendering. No font faces in Node, so glyphs are drawn as outlines; the 14
 * standard fonts that PDFs name without embedding them come from pdfjs-dist's own font data.
 * Eval stays off: the PDFs come from outside.
 */
export function openPdf(bytes: Uint8Array): Promise<PdfjsDocument> {
  return pdfjs.getDocument({
    // A copy, as a plain Uint8Array (pdfjs refuses a Buffer): pdfjs takes over the buffer it is given.
    data: new Uint8Array(bytes),
    CanvasFactory: NapiCanvasFactory,
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl: path.join(packageDir, 'standard_fonts') + path.sep,
    cMapUrl: path.join(packageDir, 'cmaps') + path.sep,
    cMapPacked: true,
    wasmUrl: path.join(packageDir, 'wasm') + path.sep,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  }).promise;
}
