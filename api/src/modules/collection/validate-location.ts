import type { Db } from '../../db/connect.ts';
import { requireKnownId } from '../../db/rows.ts';
import { badRequest } from '../../http/api-error.ts';
import { bodyFields, optionalString, optionalWholeNumber, requiredString, type Field } from '../../http/fields.ts';

export type LocationInput = {
  institute: string | null;
  department_id: string;
  location_name: string;
  aou: string | null;
  machine_id: number | null;
  school_type: string | null;
  sector: string | null;
  state: string | null;
};

const FIELDS = {
  institute: { field: 'institute', label: 'Institute' },
  department: { field: 'department_id', label: 'Department Id' },
  name: { field: 'location_name', label: 'Location name' },
  aou: { field: 'aou', label: 'AOU' },
  machine: { field: 'machine_id', label: 'Machine Id' },
  schoolType: { field: 'school_type', label: 'School type' },
  sector: { field: 'sector', label: 'Sector' },
  state: { field: 'state', label: 'State' },
} as const;

/**
 * The AOU as stored (text): an entry of the AOU list chosen from the dropdown arrives as its id
 * (a number, which must exist); older locations hold a raw value, kept as the text it is.
 */
async function readAou(db: Db, value: unknown, spec: Field): Promise<string | null> {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value <= 0)
      throw badRequest(`${spec.label} must be an AOU list id or a value`, spec.field);
    await requireKnownId(db, 'aou_list', value, spec);
    return String(value);
  }
  return optionalString(value, spec);
}

/**
 * The edit form as it will be stored. The type follows the institute (spec: institute-type when it
 * is set, school-type otherwise), and each type keeps only its own form's fields, so a location
 * never reads as both.
 */
export async function validateLocation(db: Db, body: unknown): Promise<LocationInput> {
  const fields = bodyFields(body);
  const institute = optionalString(fields.institute, FIELDS.institute);
  const common = {
    department_id: requiredString(fields.department_id, FIELDS.department),
    location_name: requiredString(fields.location_name, FIELDS.name),
    machine_id: optionalWholeNumber(fields.machine_id, FIELDS.machine),
  };
  if (institute !== null) {
    return {
      ...common,
      institute,
      aou: await readAou(db, fields.aou, FIELDS.aou),
      school_type: null,
      sector: null,
      state: null,
    };
  }
  return {
    ...common,
    institute: null,
    aou: null,
    school_type: optionalString(fields.school_type, FIELDS.schoolType),
    sector: optionalString(fields.sector, FIELDS.sector),
    state: optionalString(fields.state, FIELDS.state),
  };
}
