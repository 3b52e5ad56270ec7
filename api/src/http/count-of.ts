/** '1 record', '3 records': counts in messages read as people write them. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
