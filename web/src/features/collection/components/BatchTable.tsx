import { Link, Text } from '@chakra-ui/react';
import { PAGE_SIZES, toDisplayDate } from '@rt/domain';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../../__generated__/gql.ts';
import type { BatchTable_BatchFragment } from '../../../__generated__/graphql.ts';
import { DataTable, type DataColumn } from '../../../components/data-table/DataTable.tsx';
import { deleteColumn, editColumn } from './actionColumns.tsx';

export const BatchTable_batch = graphql(`
  fragment BatchTable_batch on Batch {
    id
    title
    researchCollectionId
    period
    periodNumber
    dateFrom
    dateTo
    targetCompleteDate
    status
    locationCount
  }
`);

export type BatchRow = BatchTable_BatchFragment;

type BatchTableProps = {
  researchCollectionId: string;
  batches: readonly BatchRow[];
  page: number;
  onPageChange: (page: number) => void;
  onDelete: (batch: BatchRow) => void;
};

/**
 * The batch list's table (spec section 2), 3 rows a page. The title (period plus period number)
 * links to the batch's locations only when it has some.
 */
export function BatchTable({ researchCollectionId, batches, page, onPageChange, onDelete }: BatchTableProps) {
  const base = `/research-collection/${researchCollectionId}/batch`;
  const columns = useMemo<DataColumn<BatchRow>[]>(
    () => [
      {
        key: 'title',
        header: 'Title',
        cell: (b) =>
          b.locationCount > 0 ? (
            <Link asChild fontWeight="medium">
              <RouterLink to={`${base}/${b.id}/location`}>{b.title}</RouterLink>
            </Link>
          ) : (
            <Text as="span" fontWeight="medium">
              {b.title}
            </Text>
          ),
      },
      { key: 'from', header: 'Date From', cell: (b) => toDisplayDate(b.dateFrom) },
      { key: 'to', header: 'Date To', cell: (b) => toDisplayDate(b.dateTo) },
      { key: 'target', header: 'Research Target', cell: (b) => toDisplayDate(b.targetCompleteDate) },
      { key: 'status', header: 'Status', cell: (b) => (b.status === 'LOCKED' ? 'Locked' : 'Unlocked') },
      editColumn(
        (b) => `${base}/${b.id}/edit`,
        (b) => b.title,
      ),
      deleteColumn((b) => b.title, onDelete),
    ],
    [base, onDelete],
  );

  return (
    <DataTable
      label="Batches"
      columns={columns}
      rows={batches}
      rowKey={(b) => b.id}
      pageSize={PAGE_SIZES.batches}
      emptyText="This research collection has no batches yet"
      page={page}
      onPageChange={onPageChange}
    />
  );
}
