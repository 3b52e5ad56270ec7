import type { NewRow } from '../factories.ts';
import type { Random } from '../random.ts';
import { AOU_ROWS } from '../reference-data/aou-list.ts';
import type { BatchPlan, CollectionPlan } from './collection-plan.ts';

/** The locations of a batch: schools by sector and suburb, or an institute's sites with their AOU. */

const SCHOOL_SUFFIXES: Record<string, readonly string[]> = {
  Government: ['Public School', 'High School', 'Primary School', 'Central School', 'Secondary College'],
  Catholic: ['Catholic College', 'Catholic Primary School', 'Catholic Parish School'],
  Independent: ['Grammar School', 'Anglican College', 'Christian School', 'Montessori School'],
};
// prettier-ignore
const SAINTS = ['St Mary', 'St Joseph', 'St Patrick', 'St Brigid', 'St Francis Xavier', 'St Monica', 'St Kevin', 'Mary MacKillop'];
const SUBURBS: Record<string, readonly string[]> = {
  NSW: [
    'Parramatta',
    'Penrith',
    'Blacktown',
    'Dubbo',
    'Wollongong',
    'Newcastle',
    'Bathurst',
    'Coffs Harbour',
    'Randwick',
    'Hornsby',
    'Liverpool',
    'Orange',
  ],
  VIC: [
    'Ballarat',
    'Bendigo',
    'Geelong',
    'Frankston',
    'Dandenong',
    'Warrnambool',
    'Shepparton',
    'Box Hill',
    'Footscray',
    'Traralgon',
  ],
};

export function buildLocations(
  random: Random,
  collection: CollectionPlan,
  batch: BatchPlan,
  rawAouFirst: boolean,
): Omit<NewRow<'locations'>, 'batch_id'>[] {
  return Array.from({ length: batch.locations }, (_, i) => {
    const machine_id = random.chance(0.9) ? random.int(1000, 99999) : null;
    if (collection.kind === 'school') {
      const sector = random.pick(collection.sectors!);
      const suburb = random.pick(SUBURBS[collection.state!]);
      const suffix = random.pick(SCHOOL_SUFFIXES[sector]);
      const name =
        sector === 'Catholic' && random.chance(0.5) ? `${random.pick(SAINTS)}'s, ${suburb}` : `${suburb} ${suffix}`;
      return {
        institute: null,
        department_id: random.digits(4),
        location_name: name,
        aou: null,
        machine_id,
        school_type: /Primary|Public|Parish/.test(name)
          ? 'Primary'
          : suffix.includes('Central')
            ? 'Combined'
            : random.pick(['Secondary', 'Secondary', 'Combined']),
        sector,
        state: collection.state!,
      };
    }
    const aou = rawAouFirst && i === 0 ? 'Sydney Dental Hospital' : String(random.pick(AOU_ROWS).id);
    return {
      institute: random.pick(collection.institutes!),
      department_id: `${collection.prefix}-D${random.digits(4)}`,
      location_name: collection.sites ? random.pick(collection.sites) : `Site ${i + 1}`,
      aou,
      machine_id,
      school_type: null,
      sector: null,
      state: null,
    };
  });
}
