import { HStack, Link, Text } from '@chakra-ui/react';
import { PAGE_SIZES, toDisplayDate } from '@rt/domain';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../../__generated__/gql.ts';
import type { CollectionStatus, CollectionTable_CollectionFragment } from '../../../__generated__/graphql.ts';
import { DataTable, type DataColumn } from '../../../components/data-table/DataTable.tsx';
import { deleteColumn, editColumn } from './actionColumns.tsx';

export const CollectionTable_collection = graphql(`
  fragment CollectionTable_collection on ResearchCollection {
    id
    collectionTitle
    licenceSchemeName
    templateName
    targetCompleteDate
    status
    lockedBatchCount
    totalBatchCount
  }
`);

export type CollectionRow = CollectionTable_CollectionFragment;

const statusLabel = (status: CollectionStatus) => (status === 'HIDE' ? 'Hide' : 'Show');

type CollectionTableProps = {
  collections: readonly CollectionRow[];
  emptyText: string;
  onDelete: (collection: CollectionRow) => void;
};

/**
 * The collection list's table (spec section 2): 100 rows a page, every data column sortable. The
 * title links to the collection's batches and carries its locked/total batch count.
 */
export function CollectionTable({ collections, emptyText, onDelete }: CollectionTableProps) {
  const columns = useMemo<DataColumn<CollectionRow>[]>(
    () => [
      {
        key: 'title',
        header: 'Research Collection Title',
        sortValue: (c) => c.collectionTitle,
        cell: (c) => (
          <HStack gap="2" wrap="wrap">
            <Link asChild fontWeight="medium">
              <RouterLink to={`/research-collection/${c.id}/batch`}>{c.collectionTitle}</RouterLink>
            </Link>
            <Text
              as="span"
              color="fg.muted"
              fontSize="sm"
              title="Locked batches / total batches"
              data-testid="batch-count"
            >
              ({c.lockedBatchCount}/{c.totalBatchCount})
            </Text>
          </HStack>
        ),
      },
      {
        key: 'scheme',
        header: 'Licence Scheme',
        sortValue: (c) => c.licenceSchemeName,
        cell: (c) => c.licenceSchemeName,
      },
      { key: 'template', header: 'Research Template', sortValue: (c) => c.templateName, cell: (c) => c.templateName },
      {
        key: 'target',
        header: 'Research Target',
        sortValue: (c) => c.targetCompleteDate?.slice(0, 10),
        cell: (c) => toDisplayDate(c.targetCompleteDate),
      },
      { key: 'status', header: 'Status', sortValue: (c) => statusLabel(c.status), cell: (c) => statusLabel(c.status) },
      editColumn(
        (c) => `/research-collection/${c.id}/edit`,
        (c) => c.collectionTitle,
      ),
      deleteColumn((c) => c.collectionTitle, onDelete),
    ],
    [onDelete],
  );

  return (
    <DataTable
      label="Research collections"
      columns={columns}
      rows={collections}
      rowKey={(c) => c.id}
      pageSize={PAGE_SIZES.collections}
      emptyText={emptyText}
    />
  );
}
