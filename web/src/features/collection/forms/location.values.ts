import type { LocationInput, LocationType } from '../../../__generated__/graphql.ts';

/** The edit-location form's values as the controls hold them ('' for empty). */
export type LocationValues = {
  institute: string;
  departmentId: string;
  locationName: string;
  /** The AOU list entry's id as text, or a raw value that is not in the list. */
  aou: string;
  machineId: string;
  schoolType: string;
  sector: string;
  state: string;
};

type StoredLocation = {
  institute?: string | null;
  departmentId?: string | null;
  locationName?: string | null;
  aou?: string | null;
  machineId?: number | null;
  schoolType?: string | null;
  sector?: string | null;
  state?: string | null;
};

const orEmpty = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function locationValues(l: StoredLocation): LocationValues {
  return {
    institute: orEmpty(l.institute),
    departmentId: orEmpty(l.departmentId),
    locationName: orEmpty(l.locationName),
    aou: orEmpty(l.aou),
    machineId: orEmpty(l.machineId),
    schoolType: orEmpty(l.schoolType),
    sector: orEmpty(l.sector),
    state: orEmpty(l.state),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/**
 * The form of one type as the mutation's input: an institute form sends the institute fields and
 * the AOU (an entry of the list by its id, or the raw value kept as it was); a school form sends
 * the school fields. Empty fields are null; the server validates.
 */
export function toLocationInput(v: LocationValues, type: LocationType, aouIds: ReadonlySet<number>): LocationInput {
  const common = {
    departmentId: orNull(v.departmentId),
    locationName: orNull(v.locationName),
    machineId: orNull(v.machineId),
  };
  if (type === 'SCHOOL') {
    return {
      ...common,
      institute: null,
      schoolType: orNull(v.schoolType),
      sector: orNull(v.sector),
      state: orNull(v.state),
    };
  }
  const listed = /^\d+$/.test(v.aou) && aouIds.has(Number(v.aou));
  return {
    ...common,
    institute: orNull(v.institute),
    aouId: listed ? Number(v.aou) : null,
    aou: listed ? null : orNull(v.aou),
  };
}
