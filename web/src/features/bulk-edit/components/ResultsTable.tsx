import { Box, Button, Checkbox, HStack, Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { BulkEditRecordsQuery } from '../../../__generated__/graphql.ts';
import { fieldOfKey, type Sort } from '../query/bulkQuery.ts';
import { cellText, type ChoiceLists } from './choices.ts';

type Page = BulkEditRecordsQuery['bulkEditRecords'];

type ResultsTableProps = {
  page: Page;
  /** The page's number, from 1, for 'Showing x to y of n records'. */
  pageNumber: number;
  sort: Sort | null;
  onSort: (key: string) => void;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], on: boolean) => void;
  onNext: () => void;
  onPrevious: () => void;
  lists: ChoiceLists;
  /** A page is being read: the pager waits. */
  busy: boolean;
};

const RECORD_KEY = 'document_detail.id';

/**
 * A page of the result (spec section 2): 100 rows, the total, Previous and Next by keyset, each
 * heading sorts its column (aria-sort), each row links to its record and has a box to select it.
 */
export function ResultsTable({
  page,
  pageNumber,
  sort,
  onSort,
  selected,
  onSelect,
  onNext,
  onPrevious,
  lists,
  busy,
}: ResultsTableProps) {
  const ids = page.records.map((r) => r.id);
  const onPage = ids.filter((id) => selected.has(id)).length;
  const allOnPage = onPage === 0 ? false : onPage === ids.length ? true : 'indeterminate';
  const first = (pageNumber - 1) * page.pageSize + 1;
  const last = first + page.records.length - 1;
  const current = sort ?? { key: RECORD_KEY, direction: 'asc' as const };
  const ariaSort = (key: string) =>
    current.key === key ? (current.direction === 'asc' ? 'ascending' : 'descending') : 'none';

  const heading = (key: string, label: string) => {
    const sorted = current.key === key ? current.direction : undefined;
    return (
      <Table.ColumnHeader key={key} aria-sort={ariaSort(key)} fontWeight="semibold" whiteSpace="nowrap">
        <Button
          variant="plain"
          size="sm"
          paddingX="0"
          height="auto"
          color="fg"
          fontWeight="semibold"
          onClick={() => onSort(key)}
        >
          {label}
          {/* The arrow is drawn, not written: the heading's text stays its name. */}
          <Text
            as="span"
            aria-hidden="true"
            color={sorted ? 'fg' : 'fg.subtle'}
            _after={{ content: sorted === 'asc' ? '"▲"' : sorted === 'desc' ? '"▼"' : '"↕"' }}
          />
        </Button>
      </Table.ColumnHeader>
    );
  };

  return (
    <Box>
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" maxHeight="70vh">
        <Table.Root size="sm" aria-label="Records" stickyHeader interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="1">
                <Checkbox.Root
                  size="sm"
                  checked={allOnPage}
                  disabled={ids.length === 0}
                  onCheckedChange={(details) => onSelect(ids, details.checked === true)}
                >
                  <Checkbox.HiddenInput aria-label="Select all on this page" />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.ColumnHeader>
              {heading(RECORD_KEY, 'Record')}
              {page.columns.map((column) => (column.key === RECORD_KEY ? null : heading(column.key, column.label)))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {page.records.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={page.columns.length + 2} textAlign="center" color="fg.muted" paddingY="6">
                  No record matches this query.
                </Table.Cell>
              </Table.Row>
            ) : (
              page.records.map((record) => (
                <Table.Row key={record.id} data-selected={selected.has(record.id) ? '' : undefined}>
                  <Table.Cell>
                    <Checkbox.Root
                      size="sm"
                      checked={selected.has(record.id)}
                      onCheckedChange={(details) => onSelect([record.id], details.checked === true)}
                    >
                      <Checkbox.HiddenInput aria-label={`Select record ${record.id}`} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                  <Table.Cell>
                    <Link asChild fontWeight="medium">
                      <RouterLink to={record.recordUrl}>{record.id}</RouterLink>
                    </Link>
                  </Table.Cell>
                  {page.columns.map((column, i) =>
                    column.key === RECORD_KEY ? null : (
                      <Table.Cell key={column.key}>
                        {cellText(fieldOfKey(column.key), record.cells[i], lists)}
                      </Table.Cell>
                    ),
                  )}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack justify="space-between" paddingTop="3" wrap="wrap" gap="3">
        <Text role="status">
          {page.total === 0
            ? 'No records'
            : `Showing ${first} to ${last} of ${page.total} ${page.total === 1 ? 'record' : 'records'}`}
        </Text>
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={onPrevious} disabled={busy || !page.previousCursor}>
            Previous
          </Button>
          <Button size="sm" variant="outline" onClick={onNext} disabled={busy || !page.nextCursor}>
            Next
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
