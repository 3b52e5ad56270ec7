import { DEFAULT_UNITS_COPIED } from '../constants.ts';
import { isoDate } from '../dates.ts';
import { blankBiblio, type BiblioFieldValues } from '../item-fields.ts';
import type { LookupEntry } from './work-link.ts';

/**
 * A new (or cleared) biblio (spec sections 4 and 9): units_copied 1; minor material type, work sub
 * type, edition, exclusion condition and terms blank; every flag false.
 */
export function newBiblioDefaults() {
  return {
    active_flag: true,
    units_copied: DEFAULT_UNITS_COPIED,
    minor_material_type: null,
    work_sub_type: null,
    edition: null,
    exclusion_condition: null,
    terms_conditions: null,
    blm: false,
    artistic_works: false,
    distribution_only: false,
    internet: false,
    unidentifiable: false,
    new_work_request: false,
    should_request_new_work: false,
  };
}

/** Every field of a new biblio: newBiblioDefaults, the rest blank. */
export function newBiblioValues(): BiblioFieldValues {
  const { active_flag: _active, ...defaults } = newBiblioDefaults();
  return { ...blankBiblio(), ...defaults };
}

/**
 * A new usage (spec section 4): copy type and copied for blank, event_date the first usage's or
 * today ('yyyy-MM-dd'), times_copied empty, both flags false.
 */
export function newUsageDefaults(usages: ReadonlyArray<{ event_date?: string | null }>, today: string = isoDate()) {
  return {
    active_flag: true,
    copy_type: null,
    copied_for: null,
    event_date: usages[0]?.event_date?.slice(0, 10) || today,
    times_copied: null,
    aaa_flag: false,
    amcos_flag: false,
  };
}

/** The major material types whose biblio gets minor type Text when it has none (spec 4). */
export const TEXT_MINOR_MAJOR_TYPES: readonly string[] = ['Book', 'Newspaper', 'Magazine', 'Journal', 'Other'];

export type MaterialTypeLists = {
  majorMaterialTypes: readonly LookupEntry[];
  minorMaterialTypes: readonly LookupEntry[];
};

/**
 * The minor material type of a biblio whose major type is chosen (spec 4): Text for Book,
 * Newspaper, Magazine, Journal and Other when the minor type is blank; otherwise the one it has.
 * The form asks it as the researcher chooses; the API on a write that changes the major type.
 */
export function minorTypeForMajor(
  majorId: number | null,
  minorId: number | null,
  lists: MaterialTypeLists,
): number | null {
  if (minorId !== null || majorId === null) return minorId;
  const major = lists.majorMaterialTypes.find((m) => m.id === majorId)?.value;
  const text = lists.minorMaterialTypes.find((m) => m.value === 'Text')?.id;
  return major !== undefined && TEXT_MINOR_MAJOR_TYPES.includes(major) && text !== undefined ? text : null;
}
