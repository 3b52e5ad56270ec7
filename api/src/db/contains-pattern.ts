/** A LIKE pattern for text containing `term` literally: the user's own % and _ match only themselves. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}
