/**
 * Resolves once the page has painted its next frame (a task after the frame's callbacks), or after
 * `atMostMs` when no frame comes: a page in a background tab paints none.
 */
export function afterNextPaint(atMostMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, atMostMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }),
    );
  });
}
