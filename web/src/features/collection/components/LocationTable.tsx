import { PAGE_SIZES } from '@rt/domain';
import { useMemo } from 'react';
import { graphql } from '../../../__generated__/gql.ts';
import type { LocationTable_LocationFragment, LocationType } from '../../../__generated__/graphql.ts';
import { DataTable, type DataColumn } from '../../../components/data-table/DataTable.tsx';
import { editColumn } from './actionColumns.tsx';

export const LocationTable_location = graphql(`
  fragment LocationTable_location on Location {
    id
    type
    institute
    departmentId
    locationName
    aou
    aouLabel
    machineId
    schoolType
    sector
    state
  }
`);

export type LocationRow = LocationTable_LocationFragment;
/** Which of the two tables (and edit forms) a location belongs in. */
export type { LocationType };

type LocationTableProps = {
  type: LocationType;
  locations: readonly LocationRow[];
  /** The location list's address; Edit goes to {base}/edit/{id}. */
  base: string;
};

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * A batch's locations of one type (spec section 2), 100 rows a page. Institute: Institute,
 * Department Id, Location Name, AOU ('id - value', or the raw value), Machine Id, Edit. School:
 * Department Id, Location Name, School Type, Sector, State, Machine Id, Edit.
 */
export function LocationTable({ type, locations, base }: LocationTableProps) {
  const columns = useMemo<DataColumn<LocationRow>[]>(() => {
    const edit = editColumn<LocationRow>(
      (l) => `${base}/edit/${l.id}`,
      (l) => l.locationName ?? `location ${l.id}`,
    );
    const department: DataColumn<LocationRow> = {
      key: 'department',
      header: 'Department Id',
      sortValue: (l) => l.departmentId,
      cell: (l) => text(l.departmentId),
    };
    const name: DataColumn<LocationRow> = {
      key: 'name',
      header: 'Location Name',
      sortValue: (l) => l.locationName,
      cell: (l) => text(l.locationName),
    };
    const machine: DataColumn<LocationRow> = {
      key: 'machine',
      header: 'Machine Id',
      sortValue: (l) => l.machineId,
      cell: (l) => text(l.machineId),
    };
    if (type === 'INSTITUTE') {
      return [
        { key: 'institute', header: 'Institute', sortValue: (l) => l.institute, cell: (l) => text(l.institute) },
        department,
        name,
        { key: 'aou', header: 'AOU', sortValue: (l) => l.aouLabel, cell: (l) => text(l.aouLabel) },
        machine,
        edit,
      ];
    }
    return [
      department,
      name,
      { key: 'schoolType', header: 'School Type', sortValue: (l) => l.schoolType, cell: (l) => text(l.schoolType) },
      { key: 'sector', header: 'Sector', sortValue: (l) => l.sector, cell: (l) => text(l.sector) },
      { key: 'state', header: 'State', sortValue: (l) => l.state, cell: (l) => text(l.state) },
      machine,
      edit,
    ];
  }, [type, base]);

  return (
    <DataTable
      label={type === 'INSTITUTE' ? 'Institute locations' : 'School locations'}
      columns={columns}
      rows={locations}
      rowKey={(l) => l.id}
      pageSize={PAGE_SIZES.locations}
      emptyText="This batch has no locations"
    />
  );
}
