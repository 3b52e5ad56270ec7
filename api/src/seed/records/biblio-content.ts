import type { DocumentStatus } from '@rt/domain';
import { makeIsbn } from '../catalogue/identifiers.ts';
import { articleTitle, personName, workTitle } from '../catalogue/names-and-titles.ts';
import type { CatalogueWork } from '../catalogue/works.ts';
import { WORK_TYPES, type WorkType } from '../catalogue/work-types.ts';
import type { CollectionKind } from '../collections/collection-plan.ts';
import type { BiblioInput } from '../factories.ts';
import { pickOrNull, type Random } from '../random.ts';
import { lookupId } from '../reference-data/lookups.ts';
import type { RecordContext } from './record-context.ts';
import { researchedBiblio } from './researched-biblio.ts';

/**
 * A record's biblios: what the survey supplied about each copied item (its material type in
 * proportions by kind of collection, often a popular work of the catalogue), and for researched
 * records what research added.
 */

type Major = WorkType | 'Music' | 'Artistic Work';

const MATERIAL_WEIGHTS: Record<CollectionKind, ReadonlyArray<readonly [Major, number]>> = {
  university: [
    ['Book', 45],
    ['Journal', 25],
    ['Newspaper', 5],
    ['Magazine', 5],
    ['Website', 10],
    ['Other', 6],
    ['Music', 2],
    ['Artistic Work', 2],
  ],
  school: [
    ['Book', 45],
    ['Journal', 3],
    ['Newspaper', 8],
    ['Magazine', 12],
    ['Website', 15],
    ['Other', 7],
    ['Music', 5],
    ['Artistic Work', 5],
  ],
  government: [
    ['Book', 25],
    ['Journal', 20],
    ['Newspaper', 20],
    ['Magazine', 5],
    ['Website', 15],
    ['Other', 15],
  ],
};

const MUSIC_TITLES = [
  'Waltzing Matilda (arr. SATB)',
  'I Still Call Australia Home',
  'Down Under',
  'The Pub With No Beer',
  'Solid Rock',
  'Flame Trees',
  'From Little Things Big Things Grow',
  'My Island Home',
  'Advance Australia Fair',
  'Kookaburra Sits in the Old Gum Tree',
  'Botany Bay',
  'Give Me a Home Among the Gumtrees',
];
const MUSIC_PUBLISHERS = [
  'Allans Music',
  'Wirripang',
  'Australian Music Centre',
  'Hal Leonard Australia',
  'Mushroom Music',
];
const ARTWORKS = [
  'Photograph: Sydney Harbour Bridge at dawn',
  'Illustration: life cycle of a frog',
  'Cartoon: the federal budget',
  'Map: Murray-Darling Basin catchments',
  'Photograph: Uluru at sunset',
  'Illustration: parts of a flower',
  'Diagram: the water cycle',
  'Painting: Shearing the Rams (reproduction)',
  'Photograph: Great Barrier Reef coral',
];

const pageRange = (random: Random, maxStart: number, maxLength: number) => {
  const start = random.int(1, maxStart);
  return `${start}-${start + random.int(1, maxLength)}`;
};

/** What the survey supplied about a copied item, before anyone researched it. */
function surveyedBiblio(random: Random, major: Major, work: CatalogueWork | null): BiblioInput {
  const type: WorkType = (WORK_TYPES as readonly string[]).includes(major) ? (major as WorkType) : 'Other';
  const base: BiblioInput = {
    major_material_type: lookupId('major_material_type', major),
    units_copied: 1,
  };
  if (major === 'Music') {
    const first12 = `9790${random.digits(8)}`;
    return {
      ...base,
      major_title: random.pick(MUSIC_TITLES),
      isn: random.chance(0.6) ? makeIsbn(random, first12) : null,
      publisher: random.pick(MUSIC_PUBLISHERS),
      work_creator: personName(random),
      page_numbers: pageRange(random, 20, 6),
    };
  }
  if (major === 'Artistic Work') {
    return {
      ...base,
      major_title: random.pick(ARTWORKS),
      work_creator: personName(random),
      page_numbers: String(random.int(1, 200)),
    };
  }
  const title = work?.title ?? workTitle(random, type);
  const creator = work?.creators[0] ?? personName(random);
  const common: BiblioInput = {
    ...base,
    major_title: title,
    isn: work && random.chance(0.7) ? work.isn : null,
    publisher: work && random.chance(0.5) ? work.publisher : null,
    work_creator: random.chance(0.6) ? creator : null,
  };
  switch (type) {
    case 'Book':
      return {
        ...common,
        minor_title: random.chance(0.6) ? articleTitle(random) : null,
        chapter_numbers: String(random.int(1, 18)),
        page_numbers: pageRange(random, 380, 28),
        publication_year: work?.year ?? random.int(1970, 2025),
        units_copied: random.chance(0.01)
          ? random.int(11, 14)
          : random.weighted([
              [1, 82],
              [2, 12],
              [3, 6],
            ]),
      };
    case 'Journal':
    case 'Magazine':
      return {
        ...common,
        minor_title: articleTitle(random),
        volume: work?.volume ?? String(random.int(1, 60)),
        issue_number: String(random.int(1, 12)),
        page_numbers: pageRange(random, 160, 18),
        publication_year: random.int(Math.max(work?.year ?? 1995, 1995), 2026),
      };
    case 'Newspaper':
      return {
        ...common,
        minor_title: articleTitle(random),
        publication_date: `${random.int(2019, 2026)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
        page_numbers: String(random.int(1, 64)),
      };
    case 'Website':
      return {
        ...common,
        minor_title: articleTitle(random),
        url: work?.url ?? `https://www.example.com/${random.digits(6)}`,
      };
    default:
      return {
        ...common,
        page_numbers: pageRange(random, 120, 20),
        publication_year: work?.year ?? random.int(2005, 2025),
      };
  }
}

/** One biblio of a record in the given status, its material type in the collection kind's proportions. */
export function makeBiblio(kind: CollectionKind, status: DocumentStatus, ctx: RecordContext): BiblioInput {
  const { random } = ctx;
  const major = random.weighted(MATERIAL_WEIGHTS[kind]);
  const pool = (WORK_TYPES as readonly string[]).includes(major) ? ctx.popularWorks[major as WorkType] : undefined;
  const work = random.chance(0.75) ? pickOrNull(random, pool) : null;
  const surveyed = surveyedBiblio(random, major, work);
  if (status === 'researched') return researchedBiblio(random, surveyed, work, ctx);
  // Imported records may not even have a material type yet.
  if (status === 'imported' && random.chance(0.3)) return { ...surveyed, major_material_type: null };
  return surveyed;
}
