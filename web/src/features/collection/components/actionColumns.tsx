import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { DataColumn } from '../../../components/data-table/DataTable.tsx';

/** The narrow Edit column: a link to the row's edit screen, named after the row for screen readers. */
export function editColumn<T>(editUrl: (row: T) => string, rowName: (row: T) => string): DataColumn<T> {
  return {
    key: 'edit',
    header: 'Edit',
    width: '1%',
    cell: (row) => (
      <Button asChild size="xs" variant="outline">
        <RouterLink to={editUrl(row)} aria-label={`Edit ${rowName(row)}`}>
          Edit
        </RouterLink>
      </Button>
    ),
  };
}

/** The narrow Delete column: a button that hands the row to onDelete (which asks before deleting). */
export function deleteColumn<T>(rowName: (row: T) => string, onDelete: (row: T) => void): DataColumn<T> {
  return {
    key: 'delete',
    header: 'Delete',
    width: '1%',
    cell: (row) => (
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-label={`Delete ${rowName(row)}`}
        onClick={() => onDelete(row)}
      >
        Delete
      </Button>
    ),
  };
}
