/**
 * The bulk-edit CSV download (spec sections 2 and 9): the BFF streams the whole result of the query
 * (POST /exports/records.csv with the API's query body) with its total in X-Total-Count and its
 * name in Content-Disposition; the browser reads the stream, counting rows as they come, then saves
 * it as a file.
 */

export const RECORDS_CSV_PATH = '/exports/records.csv';

/** The body as the API's partial_record calls take it. */
export type RecordsCsvBody = { query: unknown; batch_id: number[]; research_collection_id: number[] };

export type CsvProgress = { rows: number; bytes: number; total: number | null };

/** The file name of a Content-Disposition header: RFC 5987's filename* first, then filename. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: the plain name below, if any.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/.exec(disposition);
  if (plain) return (plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]).trim() || fallback;
  return fallback;
}

/** Line feeds outside quoted fields: the CSV's rows so far (the caller takes off the header). */
export function countRows(chunk: Uint8Array, state: { inQuotes: boolean }): number {
  let rows = 0;
  for (const byte of chunk) {
    if (byte === 0x22) state.inQuotes = !state.inQuotes;
    else if (byte === 0x0a && !state.inQuotes) rows += 1;
  }
  return rows;
}

/** The server's message of a refused download, or the spec's fallback. */
async function failure(response: Response, fallback: string): Promise<Error> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return new Error(body.message);
  } catch {
    // Not JSON: the fallback.
  }
  return new Error(fallback);
}

/**
 * Fetches the CSV, reporting progress as rows arrive, and answers it with its file name. The
 * header line is not a row. `signal` stops it.
 */
export async function fetchRecordsCsv(
  body: RecordsCsvBody,
  onProgress: (progress: CsvProgress) => void,
  options: { signal?: AbortSignal; fallbackName: string; failedText: string },
): Promise<{ blob: Blob; fileName: string; rows: number }> {
  const response = await fetch(RECORDS_CSV_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify(body),
    signal: options.signal,
  });
  if (!response.ok || !response.body) throw await failure(response, options.failedText);
  const totalHeader = response.headers.get('x-total-count');
  const total = totalHeader !== null && /^\d+$/.test(totalHeader) ? Number(totalHeader) : null;
  const fileName = fileNameOf(response.headers.get('content-disposition'), options.fallbackName);

  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const quotes = { inQuotes: false };
  let lines = 0;
  let bytes = 0;
  onProgress({ rows: 0, bytes: 0, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    lines += countRows(value, quotes);
    const rows = Math.max(0, lines - 1);
    onProgress({ rows: total === null ? rows : Math.min(rows, total), bytes, total });
  }
  const rows = total ?? Math.max(0, lines - 1);
  onProgress({ rows, bytes, total });
  return { blob: new Blob(chunks, { type: 'text/csv;charset=utf-8' }), fileName, rows };
}

/** Hands the file to the browser's download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
