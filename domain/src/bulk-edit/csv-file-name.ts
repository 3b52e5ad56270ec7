/**
 * The bulk-edit CSV's file name (spec section 2: `{batch title}_{yyyy/MM/dd}`). A '/' cannot be
 * in a file name, so the day is written yyyy-MM-dd. White space becomes one space; characters no
 * file system takes (Windows' `\ / : * ? " < > |` and control characters) become '-'; leading and
 * trailing dots and spaces go (Windows drops them); a long title is cut, never inside a character,
 * so the name stays under the usual 255-byte limit. Letters outside ASCII stay: the download
 * header carries them as RFC 5987 `filename*`.
 */
export const CSV_TITLE_MAX_BYTES = 200;
const UNSAFE = new Set('\\/:*?"<>|');
const isUnsafe = (character: string) => UNSAFE.has(character) || character < ' ' || character === '\u007f';
const trimDotsAndSpaces = (text: string) => text.replace(/^[\s.]+|[\s.]+$/g, '');

/** 'Spring 2026', '2026-11-25' → 'Spring 2026_2026-11-25.csv'; no usable title → 'records_2026-11-25.csv'. */
export function bulkEditCsvFileName(title: string | null | undefined, day: string): string {
  const cleaned = trimDotsAndSpaces(
    (title ?? '')
      .normalize('NFC')
      .replace(/\s+/g, ' ')
      .replace(/./gsu, (c) => (isUnsafe(c) ? '-' : c)),
  );
  let cut = '';
  let bytes = 0;
  for (const character of cleaned) {
    bytes += new TextEncoder().encode(character).length;
    if (bytes > CSV_TITLE_MAX_BYTES) break;
    cut += character;
  }
  return `${trimDotsAndSpaces(cut) || 'records'}_${day}.csv`;
}
