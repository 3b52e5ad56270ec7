import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { stringify } from 'csv-stringify/sync';
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

/** Bytes of rows held while the count runs: 0.2 s of a 1 M-row export's reading. */
const COUNTING_BUFFER = 8 * 1024 * 1024;

/** A download that takes nothing for this long is ended, and its database connection given back. */
const STALLED_MS = 60_000;

/**
 * Streams the export as CSV: a UTF-8 byte order mark (Excel then reads the file as UTF-8), the
 * header row, every row, each ending in CRLF (RFC 4180). The rows are read as the client takes
 * them (back pressure); a client that goes away, or stops taking for STALLED_MS, ends the reading.
 */
export async function sendRecordsCsv(res: Response, fileName: string, exported: RecordsExport): Promise<void> {
  // The rows are read from the start, into a buffer, while the count the headers carry runs beside them.
  const rows = new PassThrough({ highWaterMark: COUNTING_BUFFER });
  const reading = exported.writeRows(rows);
  let total: number;
  try {
    total = await exported.total;
  } catch (error) {
    rows.destroy();
    await reading.catch(() => undefined);
    throw error;
  }
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', attachmentHeader(fileName));
  res.setHeader('X-Total-Count', String(total));
  res.setHeader('Cache-Control', 'no-store');
  res.setTimeout(STALLED_MS, () => res.destroy(new Error('The download stalled')));
  // escape_formulas as for the cells (export-records.ts): a heading is never run as a formula.
  res.write(stringify([exported.header], { bom: true, record_delimiter: 'windows', escape_formulas: true }));
  await Promise.all([reading, pipeline(rows, res)]);
}
