import { Box, Button, Table, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { Pager } from './Pager.tsx';
import { clampPage, pageRows, sortRows, type SortDirection, type SortValue } from './paging.ts';

export type DataColumn<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value (text, number or yyyy-MM-dd date). */
  sortValue?: (row: T) => SortValue;
  /** For narrow action columns (Edit, Delete). */
  width?: string;
};

export type DataTableProps<T> = {
  /** The table's accessible name, e.g. 'Research collections'. */
  label: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  pageSize: number;
  /** Shown in the body when there are no rows. */
  emptyText: string;
  /** The page, when the screen keeps it (in the address, say); otherwise the table keeps its own. */
  page?: number;
  onPageChange?: (page: number) => void;
};

type Sort = { key: string; direction: SortDirection };

/**
 * A table over a list held in full: sortable columns (click a heading: ascending, then descending)
 * and paging with First / Previous / page select / Next / Last and 'Showing x to y of n entries'.
 * Sorting goes back to the first page. Shared by the collection list, the batch list and the
 * location list.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  pageSize,
  emptyText,
  page,
  onPageChange,
}: DataTableProps<T>) {
  const [ownPage, setOwnPage] = useState(1);
  const [sort, setSort] = useState<Sort | null>(null);
  const currentPage = clampPage(page ?? ownPage, rows.length, pageSize);
  const changePage = (next: number) => {
    const clamped = clampPage(next, rows.length, pageSize);
    if (onPageChange) onPageChange(clamped);
    else setOwnPage(clamped);
  };

  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.key === sort.key);
    return column?.sortValue ? sortRows(rows, column.sortValue, sort!.direction) : rows;
  }, [rows, columns, sort]);
  const visible = pageRows(sorted, currentPage, pageSize);

  function sortBy(key: string) {
    setSort((current) => ({
      key,
      direction: current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));
    changePage(1);
  }

  return (
    <Box>
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
        <Table.Root size="sm" aria-label={label} interactive>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => {
                const sorted = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <Table.ColumnHeader
                    key={column.key}
                    width={column.width}
                    fontWeight="semibold"
                    aria-sort={column.sortValue ? (sorted ?? 'none') : undefined}
                  >
                    {column.sortValue ? (
                      <Button
                        variant="plain"
                        size="sm"
                        paddingX="0"
                        height="auto"
                        color="fg"
                        fontWeight="semibold"
                        onClick={() => sortBy(column.key)}
                      >
                        {column.header}
                        {/* The arrow is drawn, not written: the heading's text stays its name. */}
                        <Text
                          as="span"
                          aria-hidden="true"
                          color={sorted ? 'fg' : 'fg.subtle'}
                          _after={{ content: sorted === 'ascending' ? '"▲"' : sorted === 'descending' ? '"▼"' : '"↕"' }}
                        />
                      </Button>
                    ) : (
                      column.header
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {visible.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length} textAlign="center" color="fg.muted" paddingY="6">
                  {emptyText}
                </Table.Cell>
              </Table.Row>
            ) : (
              visible.map((row) => (
                <Table.Row key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Cell key={column.key}>{column.cell(row)}</Table.Cell>
                  ))}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Pager
        page={currentPage}
        pageSize={pageSize}
        total={rows.length}
        onPageChange={changePage}
        label={`${label} pages`}
      />
    </Box>
  );
}
