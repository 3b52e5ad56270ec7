import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';

/** One record of an export file: where it starts, its original text, and its fields (or why it has none). */
export type ExportLine = { line: number; text: string; fields?: Record<string, unknown>; problem?: string };
export type ExportFormat = 'csv' | 'jsonl';

/** CSV for .csv, JSON lines for .jsonl / .ndjson / .json; anything else is refused before reading. */
export function exportFormat(file: string): ExportFormat {
  if (/\.csv$/i.test(file)) return 'csv';
  if (/\.(jsonl|ndjson|json)$/i.test(file)) return 'jsonl';
  throw new Error(`${file}: give a .csv or a .jsonl (JSON lines) file`);
}

/** Fields of one CSV record (RFC 4180: quotes around fields with commas, quotes or line breaks; "" is a quote). */
export function csvFields(record: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < record.length; i++) {
    const ch = record[i];
    if (quoted) {
      if (ch === '"' && record[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

/** An odd number of quotes so far means a quoted field runs on to the next line. */
const openQuote = (text: string) => (text.match(/"/g)?.length ?? 0) % 2 === 1;

/**
 * The records of an export, streamed with their starting line numbers, and the share of the file
 * read so far (for a progress bar). Blank lines are skipped; a CSV's first line names its columns.
 */
export async function* readExportLines(
  file: string,
  onProgress: (bytesRead: number, totalBytes: number) => void = () => {},
): AsyncGenerator<ExportLine> {
  const format = exportFormat(file);
  const totalBytes = (await stat(file)).size;
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let bytesRead = 0;
  let lineNumber = 0;
  let header: string[] | undefined;
  let pending: { line: number; text: string } | undefined;
  for await (const raw of lines) {
    lineNumber++;
    bytesRead += Buffer.byteLength(raw) + 1;
    const text = lineNumber === 1 ? raw.replace(/^\uFEFF/, '') : raw;
    if (format === 'jsonl') {
      onProgress(bytesRead, totalBytes);
      if (!text.trim()) continue;
      try {
        const parsed: unknown = JSON.parse(text);
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
          yield { line: lineNumber, text, problem: 'not a JSON object' };
        } else yield { line: lineNumber, text, fields: parsed as Record<string, unknown> };
      } catch (error) {
        yield { line: lineNumber, text, problem: `not valid JSON (${(error as Error).message})` };
      }
      continue;
    }
    const record = pending ? { line: pending.line, text: `${pending.text}\n${text}` } : { line: lineNumber, text };
    if (openQuote(record.text)) {
      pending = record;
      continue;
    }
    pending = undefined;
    onProgress(bytesRead, totalBytes);
    if (!record.text.trim()) continue;
    const values = csvFields(record.text);
    if (!header) {
      header = values.map((name) => name.trim());
      continue;
    }
    if (values.length !== header.length) {
      yield {
        line: record.line,
        text: record.text,
        problem: `has ${values.length} fields, the header has ${header.length}`,
      };
      continue;
    }
    yield {
      line: record.line,
      text: record.text,
      fields: Object.fromEntries(header.map((name, i) => [name, values[i]])),
    };
  }
  if (pending) yield { line: pending.line, text: pending.text, problem: 'a quoted field is never closed' };
  onProgress(totalBytes, totalBytes);
}
