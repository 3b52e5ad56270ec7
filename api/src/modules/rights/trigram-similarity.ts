/**
 * pg_trgm's similarity() in TypeScript, so a work the real rights system answers is scored exactly
 * as one from the local catalogue, where PostgreSQL computes the same number to order results.
 * Words are runs of letters and digits, lower-cased and padded with two spaces before and one
 * after; similarity is shared trigrams over all distinct trigrams of both texts.
 */
export function trigrams(text: string): Set<string> {
  const result = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= padded.length; i++) result.add(padded.slice(i, i + 3).join(''));
  }
  return result;
}

export function trigramSimilarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const trigram of left) if (right.has(trigram)) shared++;
  return shared / (left.size + right.size - shared);
}

/**
 * The words of a search term that can use a trigram index: runs of letters and digits of at least
 * three characters (a shorter word has no trigram of its own, so finding it means reading everything).
 */
export const MIN_SEARCH_WORD = 3;
export function searchWords(term: string): string[] {
  return (term.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => [...word].length >= MIN_SEARCH_WORD);
}
