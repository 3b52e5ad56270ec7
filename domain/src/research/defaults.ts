import { DEFAULT_UNITS_COPIED } from '../constants.ts';
import { isoDate } from '../dates.ts';
import { blankBiblio, type BiblioFieldValues } from '../item-fields.ts';

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
