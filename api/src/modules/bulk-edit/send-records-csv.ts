import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { stringify } from 'csv-stringify';
import type { RecordsExport } from './export-records.ts';

/**
 * `Content-Disposition: attachment` naming the file: a plain ASCII `filename` for old clients and,
 * when the name has other letters, the exact name as RFC 5987 `filename*` (UTF-8, percent-encoded).
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (ascii === fileName) return `attachment; filename="${ascii}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Streams the export as CSV: a UTF-8 byte order mark (Excel then reads the file as UTF-8), the
 * header row, every row, each ending in CRLF. The rows are read as the client takes them (back pressure through the
 * pipeline); a client that goes away ends the pipeline, which stops the reading.
 */
export async function sendRecordsCsv(res: Response, fileName: string, exported: RecordsExport): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', attachmentHeader(fileName));
  res.setHeader('X-Total-Count', String(exported.total));
  res.setHeader('Cache-Control', 'no-store');
  async function* lines() {
    yield exported.header;
    yield* exported.rows();
  }
  // Rows end in CRLF (RFC 4180). escape_formulas: a text cell starting with = + - @ is written after
  // a ' so that a spreadsheet shows it rather than running it.
  await pipeline(
    Readable.from(lines()),
    stringify({ bom: true, record_delimiter: 'windows', escape_formulas: true }),
    res,
  );
}
