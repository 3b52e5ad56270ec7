/**
 * How page images are made; kept in each manifest, so a change here renders every document again.
 * A page image is `imageWidth` pixels wide (an A4 page 1100 × 1556), unless that would make it
 * taller than `maxImageHeight` (a strip of receipts, a scroll); a thumbnail is `thumbnailWidth` wide.
 */
export const RENDER_SETTINGS = {
  imageWidth: 1100,
  maxImageHeight: 4400,
  thumbnailWidth: 180,
  jpegQuality: 80,
} as const;
