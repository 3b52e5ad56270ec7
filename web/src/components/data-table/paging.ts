/**
 * The pure part of DataTable: sorting and paging over a list held in full in the browser (the
 * collection list, a batch's locations), and the pager's 'Showing x to y of n entries' text.
 */
export type SortDirection = 'ascending' | 'descending';
export type SortValue = string | number | null | undefined;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Compares two cell values: text as people read it (any case, numbers by value); empty cells last. */
export function compareValues(a: SortValue, b: SortValue): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** A sorted copy; rows that compare equal keep their order. Empty cells stay last either way. */
export function sortRows<T>(rows: readonly T[], valueOf: (row: T) => SortValue, direction: SortDirection): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((x, y) => {
      const emptyX = x.value === null || x.value === undefined || x.value === '';
      const emptyY = y.value === null || y.value === undefined || y.value === '';
      if (emptyX !== emptyY) return emptyX ? 1 : -1;
      return sign * compareValues(x.value, y.value) || x.index - y.index;
    })
    .map(({ row }) => row);
}

/** How many pages `total` rows fill; an empty list still has its one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number within 1..pageCount (a page beyond the end after a delete shows the last one). */
export function clampPage(page: number, total: number, pageSize: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), pageCount(total, pageSize));
}

/** The rows of one page (1-based). */
export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = (clampPage(page, rows.length, pageSize) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** 'Showing 1 to 100 of 250 entries'; 'Showing 0 to 0 of 0 entries' for none. */
export function showingText(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'Showing 0 to 0 of 0 entries';
  const current = clampPage(page, total, pageSize);
  const from = (current - 1) * pageSize + 1;
  const to = Math.min(current * pageSize, total);
  return `Showing ${from} to ${to} of ${total} entries`;
}
