/**
 * What the viewer says when the file store holds no pages for a record: that no scanned copy is
 * there, and how many pages the record counts, so the researcher knows what is missing.
 */
export function noScanText(totalPages: number | null | undefined): string {
  const missing = 'No scanned copy of this record is in the file store.';
  if (!totalPages) return `${missing} The record gives no page count.`;
  return `${missing} The record counts ${totalPages} ${totalPages === 1 ? 'page' : 'pages'}.`;
}
