import type { FileStore } from '../files/file-store.ts';

/**
 * A handful of small source files for the demo's file store, so Manual data entry's source file
 * link can be tried: e.g. 'sources/USYD-2026Q2/scan-0001.pdf'.
 */
export const SAMPLE_SOURCE_FILES: readonly string[] = [
  'sources/USYD-2026Q2/scan-0001.pdf',
  'sources/USYD-2026Q2/scan-0002.pdf',
  'sources/USYD-2026Q3/scan-0001.pdf',
  'sources/NSWS-2026T2/scan-0001.pdf',
  'sources/MON-2026P1/scan-0001.pdf',
  'sources/GOV-FY26/cover-note.txt',
];

/** A one-page PDF showing one line of text, with a correct cross-reference table (viewers accept it). */
export function samplePdf(text: string): Buffer {
  const escaped = text.replace(/[\\()]/g, '\\$&');
  const stream = `BT /F1 18 Tf 72 720 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Writes the sample files that are missing (never overwriting one); answers the keys written. */
export async function seedSourceFiles(store: FileStore): Promise<string[]> {
  const written: string[] = [];
  for (const key of SAMPLE_SOURCE_FILES) {
    if (await store.stat(key)) continue;
    const content = key.endsWith('.pdf')
      ? samplePdf(`Sample source file ${key}`)
      : Buffer.from(`Sample source file ${key} of the demo file store.\n`);
    await store.write(key, content);
    written.push(key);
  }
  return written;
}
