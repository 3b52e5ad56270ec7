import type { UnparseConfig } from 'papaparse';
import { loadOnce } from '../../platform/loadChunk.ts';

/** A table as a CSV file holds it: a header row and rows of text or numbers. */
export type CsvTable = { fields: readonly string[]; rows: readonly (readonly (string | number)[])[] };

type Unparse = (data: { fields: string[]; data: (string | number)[][] }, config?: UnparseConfig) => string;

/** The byte order mark that makes Excel read the file as UTF-8 ('Zoë', 'Müller' stay as they are). */
export const UTF8_BOM = '\uFEFF';

/**
 * The CSV text of a table, written by papaparse: fields with commas, quotes or line breaks quoted,
 * quotes doubled, CRLF line ends, and a cell that starts like a formula (=, +, -, @) escaped so a
 * spreadsheet shows it as text rather than running it. Starts with the UTF-8 byte order mark.
 */
export function toCsv(table: CsvTable, unparse: Unparse): string {
  return (
    UTF8_BOM +
    unparse(
      { fields: [...table.fields], data: table.rows.map((row) => [...row]) },
      { newline: '\r\n', escapeFormulae: true },
    )
  );
}

/** papaparse is loaded at the first download, not with the screen. */
const loadPapaparse = loadOnce(() => import('papaparse'));

/** Builds the table's CSV and hands it to the browser as a download named `fileName`. */
export async function downloadCsv(fileName: string, table: CsvTable): Promise<void> {
  const papaparse = await loadPapaparse();
  const text = toCsv(table, papaparse.default.unparse);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL by now; give it a moment before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
