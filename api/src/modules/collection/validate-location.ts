import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { requireKnownId } from '../../db/rows.ts';
import {
  id,
  jsonBody,
  reader,
  readId,
  readText,
  requiredText,
  text,
  wholeNumber,
  type Field,
} from '../../http/input.ts';

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

const AOU: Field = { field: 'aou', label: 'AOU' };

/**
 * The AOU: an entry of the AOU list chosen from the dropdown arrives as its id (a number, which
 * must exist), an older location's raw value as the text it is.
 */
const aou = reader((value) => (typeof value === 'number' ? readId(value, AOU.label) : readText(value, AOU.label, 200)));

/** The edit form's body (PUT location/edit_location). */
export const LOCATION_BODY = jsonBody({
  id: id('id'),
  institute: text('Institute'),
  department_id: requiredText('Department Id'),
  location_name: requiredText('Location name'),
  aou,
  machine_id: wholeNumber('Machine Id'),
  school_type: text('School type'),
  sector: text('Sector'),
  state: text('State'),
});
export type LocationForm = z.output<typeof LOCATION_BODY>;

/**
 * The edit form (read by LOCATION_BODY) as it will be stored. The type follows the institute (spec:
 * institute-type when it is set, school-type otherwise), and each type keeps only its own form's
 * fields, so a location never reads as both. The AOU as stored is text: a list id that must exist,
 * or the raw value.
 */
export async function validateLocation(db: Db, form: LocationForm): Promise<LocationInput> {
  const common = { department_id: form.department_id, location_name: form.location_name, machine_id: form.machine_id };
  if (form.institute !== null) {
    if (typeof form.aou === 'number') await requireKnownId(db, 'aou_list', form.aou, AOU);
    return {
      ...common,
      institute: form.institute,
      aou: form.aou === null ? null : String(form.aou),
      school_type: null,
      sector: null,
      state: null,
    };
  }
  return {
    ...common,
    institute: null,
    aou: null,
    school_type: form.school_type,
    sector: form.sector,
    state: form.state,
  };
}
