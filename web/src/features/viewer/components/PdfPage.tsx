import { Box, Spinner, Text } from '@chakra-ui/react';
import { GlobalWorkerOptions, TextLayer, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import './pdfPage.css';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * PDF view of one page (spec 2, F4): the page's own PDF drawn by pdf.js, sharp at any zoom, with
 * its text selectable. The drawing fills the width the page box gives it.
 */
export function PdfPage({ url, label }: { url: string; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  // The outcome belongs to the URL it was reached for: a new URL shows 'loading' until its own.
  const [outcome, setOutcome] = useState<{ url: string; state: 'ready' | 'failed' } | null>(null);
  const state = outcome?.url === url ? outcome.state : 'loading';

  useEffect(() => {
    let cancelled = false;
    let pdf: PDFDocumentProxy | null = null;
    const task = getDocument({ url, isEvalSupported: false });
    void (async () => {
      try {
        pdf = await task.promise;
        const page = await pdf.getPage(1);
        if (cancelled || !box.current || !canvas.current || !textLayer.current) return;
        const width = box.current.clientWidth || 800;
        const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
        const ratio = window.devicePixelRatio || 1;
        canvas.current.width = Math.floor(viewport.width * ratio);
        canvas.current.height = Math.floor(viewport.height * ratio);
        canvas.current.style.width = `${viewport.width}px`;
        canvas.current.style.height = `${viewport.height}px`;
        await page.render({
          canvas: canvas.current,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        }).promise;
        textLayer.current.replaceChildren();
        textLayer.current.style.setProperty('--total-scale-factor', String(viewport.scale));
        await new TextLayer({
          textContentSource: page.streamTextContent(),
          container: textLayer.current,
          viewport,
        }).render();
        if (!cancelled) setOutcome({ url, state: 'ready' });
      } catch {
        if (!cancelled) setOutcome({ url, state: 'failed' });
      }
    })();
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url]);

  return (
    <Box ref={box} position="relative" width="100%" data-testid="pdf-page" data-state={state}>
      <canvas ref={canvas} role="img" aria-label={`PDF of ${label}`} style={{ display: 'block' }} />
      <div ref={textLayer} className="pdf-text-layer" />
      {state === 'loading' ? <Spinner position="absolute" top="4" left="4" /> : null}
      {state === 'failed' ? (
        <Text role="alert" padding="4">
          The PDF of {label} could not be shown.
        </Text>
      ) : null}
    </Box>
  );
}
