import type { BatchPeriod, DocumentStatus } from '@rt/domain';
import type { BiblioInput, DocumentSpec, InsertedDocument, LinkInput, NewRow, Row, UsageInput } from './factories.ts';
import { coveringLinks } from './factories.ts';
import {
  articleTitle,
  AGENCIES,
  FIELDS,
  LAST_NAMES,
  makeIsbn,
  personName,
  TERMS,
  WORK_TYPES,
  workTitle,
  type CatalogueWork,
  type WorkType,
} from './catalogue.ts';
import { AOU_ROWS, lookupId, type LicenceSchemeName, type TemplateName } from './reference-data.ts';
import type { Random } from './random.ts';
import { SAMPLE_DOCUMENTS } from './sample-documents.ts';
import { fullPdfKey } from '../files/document-files.ts';

/**
 * Research collections, their batches and locations, and the records (document details with
 * biblios, usages and links) in them. The plans are fixed; the record contents are generated.
 */

export type CollectionKind = 'university' | 'school' | 'government';

/** How many records of each status a batch holds. */
export type StatusMix = Partial<Record<DocumentStatus, number>>;

export type BatchPlan = {
  period: BatchPeriod;
  number: string;
  /** Short form used in record ids, e.g. '2025Q1'. */
  code: string;
  from: string;
  to: string;
  target?: string;
  locked?: boolean;
  mix: StatusMix;
  locations: number;
  /** Emails of the researchers working the batch; records are dealt out to them in turn. */
  team: string[];
  /**
   * With research history (the demo): the share of the batch researched by today. The records
   * its history finished are that share; the rest wait as imported records, not yet dealt out.
   */
  progress?: number;
};

export type CollectionPlan = {
  title: string;
  scheme: LicenceSchemeName;
  template: TemplateName;
  target: string | null;
  status: 'show' | 'hide' | null;
  /** Record id prefix, e.g. 'USYD'. */
  prefix: string;
  kind: CollectionKind;
  /** Institute-type locations: the institutes and their sites. School-type: sectors and state. */
  institutes?: string[];
  sites?: string[];
  sectors?: string[];
  state?: string;
  batches: BatchPlan[];
};

const COORDINATOR = 'coordinator@example.org';
const RILEY = 'researcher@example.org';
const ROBIN = 'researcher2@example.org';
const [PRIYA, LIAM, MEI, JACK, AROHA, TOM] = [
  'priya.sharma',
  'liam.oconnor',
  'mei.chen',
  'jack.thompson',
  'aroha.ngata',
  'tom.nguyen',
].map((name) => `${name}@example.org`);

/**
 * A researcher's usual pace in the demo's history: the records they typically finish on a day of
 * research, and the days a week they spend on research (the rest of the week goes to other work).
 */
export type ResearchPace = { perDay: number; daysPerWeek: number };

/** The demo's research team at work: a day's count varies around the pace, from 20 to 140 records. */
export const RESEARCH_PACES: Record<string, ResearchPace> = {
  [RILEY]: { perDay: 55, daysPerWeek: 4 },
  [ROBIN]: { perDay: 45, daysPerWeek: 2 },
  [PRIYA]: { perDay: 60, daysPerWeek: 1 },
  [TOM]: { perDay: 40, daysPerWeek: 1 },
  [LIAM]: { perDay: 45, daysPerWeek: 0.5 },
  [MEI]: { perDay: 50, daysPerWeek: 0.5 },
  [JACK]: { perDay: 45, daysPerWeek: 0.5 },
  [AROHA]: { perDay: 50, daysPerWeek: 0.5 },
  [COORDINATOR]: { perDay: 25, daysPerWeek: 1 },
};

const USYD = {
  scheme: 'Universities EUS',
  template: 'University Template',
  prefix: 'USYD',
  kind: 'university',
  institutes: ['The University of Sydney'],
  sites: [
    'Fisher Library',
    'Abercrombie Building',
    'Charles Perkins Centre',
    'Camperdown Copy Centre',
    'Law Library',
    'Susan Wakil Health Building',
    'Quadrangle',
    'Sydney Conservatorium of Music',
  ],
} as const satisfies Partial<CollectionPlan>;

const USYD_2026 = {
  ...USYD,
  title: 'University of Sydney 2026 EUS Survey',
  target: '2027-02-26',
  status: 'show',
} as const satisfies Partial<CollectionPlan>;

const NSW_SCHOOLS = {
  scheme: 'Schools Hardcopy',
  template: 'Schools Template',
  prefix: 'NSWS',
  kind: 'school',
  sectors: ['Government', 'Government', 'Catholic', 'Independent'],
  state: 'NSW',
} as const satisfies Partial<CollectionPlan>;

const HIDDEN_CORPORATE = {
  scheme: 'Corporate Licence',
  template: 'Government Template',
  status: 'hide',
  prefix: 'CORP',
  kind: 'government',
  institutes: ['Corporate licensees'],
} as const satisfies Partial<CollectionPlan>;

const quarter = (year: number, q: number, rest: Omit<BatchPlan, 'period' | 'number' | 'code' | 'from' | 'to'>) => {
  const from = `${year}-${String(q * 3 - 2).padStart(2, '0')}-01`;
  const to = `${year}-${String(q * 3).padStart(2, '0')}-${q === 1 || q === 4 ? 31 : 30}`;
  return { period: 'Quarter' as const, number: String(q), code: `${year}Q${q}`, from, to, ...rest };
};
const term = (
  year: number,
  t: number,
  from: string,
  to: string,
  rest: Omit<BatchPlan, 'period' | 'number' | 'code' | 'from' | 'to'>,
) => ({
  period: 'Term' as const,
  number: String(t),
  code: `${year}T${t}`,
  from,
  to,
  ...rest,
});
/** Status mix in the order ready, researched, on hold, imported. */
const mix = (ready: number, researched: number, onHold: number, imported: number): StatusMix => ({
  ready_for_research: ready,
  researched,
  on_hold: onHold,
  imported,
});
const locked = (researched: number, team: string[], locations = 3) => ({
  locked: true,
  mix: { researched },
  team,
  locations,
});

export const DEMO_COLLECTIONS: CollectionPlan[] = [
  {
    ...USYD,
    title: 'University of Sydney 2025 EUS Survey',
    target: '2026-02-27',
    status: 'show',
    batches: [
      quarter(2025, 2, { ...locked(20, [RILEY, PRIYA]), target: '2025-09-30' }),
      quarter(2025, 3, { ...locked(20, [ROBIN, LIAM]), target: '2025-12-19' }),
      quarter(2025, 4, { ...locked(20, [MEI, JACK]), target: '2026-02-27' }),
    ],
  },
  {
    ...USYD_2026,
    batches: [
      quarter(2026, 1, { ...locked(30, [RILEY, ROBIN], 4), target: '2026-06-30' }),
      quarter(2026, 2, {
        mix: mix(30, 20, 8, 2),
        locations: 5,
        team: [COORDINATOR, RILEY, PRIYA],
        target: '2026-12-18',
        progress: 0.9,
      }),
      quarter(2026, 3, {
        mix: mix(40, 12, 10, 8),
        locations: 4,
        team: [RILEY, ROBIN, MEI],
        target: '2027-02-26',
        progress: 0.7,
      }),
    ],
  },
  {
    title: 'Monash University 2026 Hardcopy Survey',
    scheme: 'Universities Hardcopy',
    template: 'University Template',
    target: '2027-03-31',
    status: 'show',
    prefix: 'MON',
    kind: 'university',
    institutes: ['Monash University'],
    sites: [
      'Sir Louis Matheson Library',
      'Caulfield Library',
      'Peninsula Campus',
      'Parkville Pharmacy Library',
      'Hargrave-Andrew Library',
    ],
    batches: [
      {
        period: 'Part',
        number: '1',
        code: '2026P1',
        from: '2026-02-23',
        to: '2026-06-26',
        mix: mix(28, 14, 6, 2),
        locations: 3,
        team: [ROBIN, LIAM],
        progress: 0.95,
      },
      {
        period: 'Part',
        number: '2',
        code: '2026P2',
        from: '2026-07-27',
        to: '2026-10-30',
        mix: mix(25, 8, 5, 7),
        locations: 3,
        team: [JACK, AROHA],
        target: '2027-03-31',
        progress: 0.6,
      },
    ],
  },
  {
    ...NSW_SCHOOLS,
    title: 'NSW Schools 2026 Survey',
    target: '2027-01-29',
    status: 'show',
    batches: [
      term(2026, 1, '2026-02-02', '2026-04-02', locked(25, [TOM, PRIYA], 4)),
      term(2026, 2, '2026-04-21', '2026-07-03', {
        mix: mix(30, 15, 7, 3),
        locations: 5,
        team: [COORDINATOR, ROBIN, TOM],
        progress: 0.9,
      }),
      term(2026, 3, '2026-07-21', '2026-09-25', {
        mix: mix(35, 8, 8, 9),
        locations: 4,
        team: [RILEY, AROHA],
        target: '2027-01-29',
        progress: 0.75,
      }),
    ],
  },
  {
    title: 'Victorian Catholic Schools 2026 Survey',
    scheme: 'Schools Hardcopy',
    template: 'Schools Template',
    target: null,
    status: null,
    prefix: 'VICCS',
    kind: 'school',
    sectors: ['Catholic'],
    state: 'VIC',
    batches: [
      term(2026, 2, '2026-04-20', '2026-06-26', {
        mix: mix(22, 10, 5, 3),
        locations: 3,
        team: [MEI, LIAM],
        progress: 0.9,
      }),
      term(2026, 3, '2026-07-13', '2026-09-18', { mix: mix(18, 5, 4, 8), locations: 3, team: [JACK], progress: 0.7 }),
    ],
  },
  {
    title: 'Australian Government Agencies 2025-26 Copying Survey',
    scheme: 'Government Copying',
    template: 'Government Template',
    target: '2027-06-30',
    status: 'show',
    prefix: 'GOV',
    kind: 'government',
    institutes: AGENCIES.slice(0, 6),
    sites: [
      'Canberra - Sirius Building',
      'Canberra - 50 Marcus Clarke St',
      'Sydney - Haymarket',
      'Melbourne - Lonsdale St',
      'Brisbane - Adelaide St',
    ],
    batches: [
      {
        period: 'Financial Year',
        number: '2026',
        code: 'FY26',
        from: '2025-07-01',
        to: '2026-06-30',
        mix: mix(25, 10, 6, 4),
        locations: 4,
        team: [PRIYA, TOM],
        target: '2027-06-30',
        progress: 0.8,
      },
      {
        period: 'Invoice',
        number: 'INV-2026-0412',
        code: 'INV0412',
        from: '2026-04-01',
        to: '2026-04-30',
        mix: mix(10, 6, 2, 2),
        locations: 2,
        team: [ROBIN],
        progress: 0.95,
      },
    ],
  },
  {
    ...HIDDEN_CORPORATE,
    title: 'Corporate Licence 2026 Member Audit',
    target: '2027-03-31',
    batches: [
      {
        period: 'Calendar Year',
        number: '2026',
        code: 'CY26',
        from: '2026-01-01',
        to: '2026-12-31',
        mix: mix(12, 6, 4, 3),
        locations: 0,
        team: [AROHA],
        progress: 0.7,
      },
    ],
  },
];

/** Small and fixed for the tests: one locked batch, one without locations, both location types. */
export const TEST_COLLECTIONS: CollectionPlan[] = [
  {
    ...USYD_2026,
    batches: [
      quarter(2026, 1, { ...locked(6, [RILEY, ROBIN], 2), target: '2026-06-30' }),
      quarter(2026, 2, { mix: mix(6, 3, 3, 2), locations: 3, team: [COORDINATOR, RILEY], target: '2027-02-26' }),
    ],
  },
  {
    ...NSW_SCHOOLS,
    title: 'NSW Schools 2026 Survey',
    target: null,
    status: null,
    batches: [
      term(2026, 1, '2026-02-02', '2026-04-02', { mix: mix(5, 3, 2, 2), locations: 3, team: [COORDINATOR, RILEY] }),
      term(2026, 2, '2026-04-21', '2026-07-03', { mix: mix(4, 0, 0, 2), locations: 2, team: [ROBIN] }),
    ],
  },
  {
    ...HIDDEN_CORPORATE,
    title: 'Corporate Licence 2025 Member Audit',
    target: null,
    batches: [
      {
        period: 'Calendar Year',
        number: '2025',
        code: 'CY25',
        from: '2025-01-01',
        to: '2025-12-31',
        mix: mix(2, 0, 0, 0),
        locations: 0,
        team: [ROBIN],
      },
    ],
  },
];

// --- Dates -----------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (iso: string, days: number) => isoDay(new Date(toDate(iso).getTime() + days * DAY_MS));
const daysBetween = (from: string, to: string) => Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS);

/** A moment between 10:30 and 16:30 Sydney time on a weekday `daysBefore` days before today. */
export function workingMoment(random: Random, today: string, daysBefore: number): string {
  let day = addDays(today, -Math.max(1, daysBefore));
  const weekday = toDate(day).getUTCDay();
  if (weekday === 0 || weekday === 6) day = addDays(day, weekday === 0 ? -2 : -1);
  return new Date(toDate(day).getTime() + random.int(30, 390) * 60_000).toISOString();
}

// --- Locations -------------------------------------------------------------------------------

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

// --- Records ---------------------------------------------------------------------------------

export type BatchContext = { collection: CollectionPlan; plan: BatchPlan; batchId: number; locationIds: number[] };
export type RecordContext = {
  random: Random;
  /** Today as 'yyyy-MM-dd' and the exact moment the seed runs. */
  today: string;
  now: string;
  userIds: ReadonlyMap<string, number>;
  /** Works a biblio may name, by type: a small popular set so that works recur across records. */
  popularWorks: Record<WorkType, CatalogueWork[]>;
  recipients: Row<'recipients'>[];
  /** Records researched today, by researcher email (the header's Completed counter). */
  researchedToday: Record<string, number>;
};

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

/** Copy type and what it was copied for, kept within what each template's rules allow. */
const COPYING: Record<
  CollectionKind,
  ReadonlyArray<readonly [copyType: string, copiedFor: readonly string[], weight: number]>
> = {
  university: [
    ['Scan', ['Student use', 'Library reserve', 'Learning management system'], 35],
    ['Digital upload', ['Learning management system', 'Student use', 'Coursepack'], 30],
    ['Photocopy', ['Coursepack', 'Student use', 'Staff use'], 15],
    ['Print', ['Coursepack', 'Examination', 'Staff use'], 15],
    ['Email attachment', ['Staff use'], 3],
    ['Projection', ['Student use'], 2],
  ],
  school: [
    ['Photocopy', ['Student use', 'Class set', 'Staff use'], 45],
    ['Scan', ['Student use', 'Class set'], 15],
    ['Print', ['Class set', 'Student use'], 15],
    ['Digital upload', ['Student use', 'Learning management system'], 25],
  ],
  government: [
    ['Email attachment', ['Internal distribution'], 35],
    ['Print', ['Internal distribution', 'Staff use'], 25],
    ['Scan', ['Internal distribution'], 25],
    ['Photocopy', ['Internal distribution', 'Staff use'], 15],
  ],
};

const TIMES_COPIED: Record<CollectionKind, readonly [number, number]> = {
  university: [12, 420],
  school: [18, 160],
  government: [1, 45],
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
const HOLD_NOTES = [
  'Waiting on rightsholder details from publisher',
  'Source file incomplete: rescan requested',
  'Possible duplicate of an earlier record',
  'Mixed licence schemes: check with coordinator',
  'Pages out of order in source file',
];
const ORIGINAL_NAMES = [
  (code: string) => `Week ${code} Readings.pdf`,
  (code: string) => `Lecture ${code} slides.pptx`,
  (code: string) => `Reading brick ${code}.pdf`,
  (code: string) => `Unit outline ${code}.docx`,
  (code: string) => `scan_${code}.pdf`,
  (code: string) => `Worksheet ${code}.pdf`,
];

const pageRange = (random: Random, maxStart: number, maxLength: number) => {
  const start = random.int(1, maxStart);
  return `${start}-${start + random.int(1, maxLength)}`;
};
const pick = <T>(random: Random, items: readonly T[] | undefined): T | null =>
  items && items.length ? random.pick(items) : null;

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

type Outcome = 'work' | 'recipient' | 'unidentifiable' | 'new_work' | 'excluded';

/** What research added: a linked work or recipient, or the reason there is none. */
function researchedBiblio(
  random: Random,
  surveyed: BiblioInput,
  work: CatalogueWork | null,
  ctx: RecordContext,
): BiblioInput {
  const outcome = random.weighted<Outcome>(
    work
      ? [
          ['work', 72],
          ['recipient', 7],
          ['unidentifiable', 7],
          ['new_work', 6],
          ['excluded', 8],
        ]
      : [
          ['recipient', 40],
          ['unidentifiable', 25],
          ['new_work', 20],
          ['excluded', 15],
        ],
  );
  const major = surveyed.major_material_type!;
  const printed = ['Book', 'Journal', 'Newspaper', 'Magazine', 'Other', 'Website'].map((m) =>
    lookupId('major_material_type', m),
  );
  const researched: BiblioInput = {
    ...surveyed,
    minor_material_type: printed.includes(major)
      ? lookupId('minor_material_type', 'Text')
      : surveyed.minor_material_type,
    internet: major === lookupId('major_material_type', 'Website'),
    artistic_works: major === lookupId('major_material_type', 'Artistic Work'),
  };
  if (major === lookupId('major_material_type', 'Music'))
    researched.minor_material_type = lookupId('minor_material_type', 'Score');
  if (researched.artistic_works) {
    researched.minor_material_type = lookupId(
      'minor_material_type',
      random.pick(['Photograph', 'Illustration', 'Map', 'Cartoon']),
    );
  }
  const linkWork = (w: CatalogueWork): BiblioInput => ({
    major_title: w.title,
    isn: w.isn,
    publisher: w.publisher,
    work_creator: w.creators[0] ?? null,
    source_creators: w.creators.join('; ') || null,
    edition: w.edition ? lookupId('edition', w.edition) : null,
    volume: w.volume ?? researched.volume,
    url: w.url ?? researched.url,
    // Journals, newspapers and magazines keep the year of the copied issue.
    publication_year: ['Journal', 'Newspaper', 'Magazine'].includes(w.type) ? researched.publication_year : w.year,
    work_sub_type: lookupId('work_sub_type', w.sub_type),
    work_id: w.uid,
    work_status: 'Active',
    payment_model: w.payment_model,
    blm_status: w.blm_status,
    blm: w.blm_status === 'BLM',
    matched_by: w.isn ? 'ISN' : 'Title',
    terms_conditions: random.chance(0.15) ? lookupId('terms_conditions', random.pick(TERMS)) : null,
  });
  switch (outcome) {
    case 'work':
      return { ...researched, ...linkWork(work!) };
    case 'recipient': {
      const role = random.chance(0.6) ? 'Creator' : 'Publisher';
      const recipient =
        pick(
          random,
          ctx.recipients.filter((r) => r.pseudonym_role === role),
        ) ?? ctx.recipients[0];
      return {
        ...researched,
        recipient: recipient.pseudonym_name,
        recipient_id: recipient.account_object_id,
        matched_by: 'Recipient',
      };
    }
    case 'unidentifiable':
      return { ...researched, unidentifiable: true, notes: 'No title or creator visible on the copied pages' };
    case 'new_work':
      return {
        ...researched,
        new_work_request: true,
        should_request_new_work: true,
        notes: 'Not found in the rights catalogue',
      };
    default: {
      // Id 17 keeps the linked work; any other exclusion leaves the biblio unlinked.
      const keepLinks = work !== null && random.chance(0.4);
      const exclusion = keepLinks
        ? 17
        : lookupId(
            'exclusion_condition',
            random.pick([
              'Public domain',
              'Creative Commons licence',
              'Open access publication',
              'Institution owns copyright',
              'Government open licence',
              'Examination paper',
            ]),
          );
      return { ...researched, ...(keepLinks ? linkWork(work!) : {}), exclusion_condition: exclusion };
    }
  }
}

function makeBiblio(kind: CollectionKind, status: DocumentStatus, ctx: RecordContext): BiblioInput {
  const { random } = ctx;
  const major = random.weighted(MATERIAL_WEIGHTS[kind]);
  const pool = (WORK_TYPES as readonly string[]).includes(major) ? ctx.popularWorks[major as WorkType] : undefined;
  const work = random.chance(0.75) ? pick(random, pool) : null;
  const surveyed = surveyedBiblio(random, major, work);
  if (status === 'researched') return researchedBiblio(random, surveyed, work, ctx);
  // Imported records may not even have a material type yet.
  if (status === 'imported' && random.chance(0.3)) return { ...surveyed, major_material_type: null };
  return surveyed;
}

function makeUsage(kind: CollectionKind, plan: BatchPlan, ctx: RecordContext): UsageInput {
  const { random } = ctx;
  const [copyType, copiedFor] = random.weighted(
    COPYING[kind].map(([type, purposes, weight]) => [[type, purposes], weight] as const),
  );
  const [fewest, most] = TIMES_COPIED[kind];
  return {
    copy_type: lookupId('copy_type', copyType),
    copied_for: lookupId('copied_for', random.pick(copiedFor)),
    event_date: addDays(plan.from, random.int(0, daysBetween(plan.from, plan.to))),
    times_copied: random.int(fewest, most),
    aaa_flag: random.chance(0.03),
  };
}

/** Every biblio and usage linked; now and then one more link, switched off by an unlink. */
function makeLinks(random: Random, biblios: number, usages: number): LinkInput[] {
  const links = coveringLinks(biblios, usages);
  if (biblios > 1 && usages > 1 && random.chance(0.25)) {
    const extra = { biblio: random.int(0, biblios - 1), usage: random.int(0, usages - 1) };
    if (!links.some((l) => l.biblio === extra.biblio && l.usage === extra.usage)) {
      links.push({ ...extra, active_flag: !random.chance(0.6) });
    }
  }
  return links;
}

/** Records of one batch, its statuses shuffled and dealt out in turn to the batch's team. */
function batchRecords(batch: BatchContext, ctx: RecordContext): DocumentSpec[] {
  const { plan } = batch;
  const { random } = ctx;
  const statuses = random.shuffle(
    Object.entries(plan.mix).flatMap(([status, count]) => Array<DocumentStatus>(count).fill(status as DocumentStatus)),
  );
  const turns = new Map<DocumentStatus, number>();
  let number = random.int(100, 900);
  return statuses.map((status) => {
    number += random.int(1, 6);
    const turn = turns.get(status) ?? 0;
    turns.set(status, turn + 1);
    const assignee = status === 'imported' ? null : ctx.userIds.get(plan.team[turn % plan.team.length])!;
    const researchedAt =
      status !== 'researched'
        ? null
        : plan.locked
          ? workingMoment(random, ctx.today, Math.max(1, daysBetween(plan.to, ctx.today) - random.int(5, 70)))
          : workingMoment(random, ctx.today, random.int(1, 45));
    return makeRecord(batch, ctx, { number, status, assignee, researchedAt });
  });
}

/** Who holds a record and where it stands; `number` makes its Record ID. */
export type RecordSlot = {
  number: number;
  status: DocumentStatus;
  assignee: number | null;
  /** When it was last completed: researched records only. */
  researchedAt: string | null;
};

/** How many biblios and usages a record has, with their weights. */
export type RecordSizes = {
  biblios: ReadonlyArray<readonly [number, number]>;
  usages: ReadonlyArray<readonly [number, number]>;
};

const RECORD_SIZES: RecordSizes = {
  biblios: [
    [1, 30],
    [2, 30],
    [3, 20],
    [4, 12],
    [5, 8],
  ],
  usages: [
    [1, 55],
    [2, 25],
    [3, 12],
    [4, 8],
  ],
};

/** One record of a batch: its file, biblios (researched ones with what research found), usages and links. */
export function makeRecord(
  { collection, plan, batchId, locationIds }: BatchContext,
  ctx: RecordContext,
  { number, status, assignee, researchedAt }: RecordSlot,
  sizes: RecordSizes = RECORD_SIZES,
): DocumentSpec {
  const { random } = ctx;
  const ref = `${collection.prefix}-${plan.code}-${String(number).padStart(6, '0')}`;
  const researched = status === 'researched';
  // A record in the document viewer shows one of the sample documents in the file store, so
  // its pages, held-back pages and source file are real files.
  const documentView = random.chance(0.9);
  const sample = documentView ? random.pick(SAMPLE_DOCUMENTS) : null;
  const samplePdf = sample ? `/${fullPdfKey(sample.key)}` : null;
  const totalPages = sample
    ? sample.pages
    : random.weighted<number | null>([
        [null, 3],
        [random.int(1, 4), 20],
        [random.int(5, 20), 50],
        [random.int(21, 60), 27],
      ]);
  const heldbackPages = sample ? sample.heldbackPages : random.chance(0.06) ? random.int(1, 4) : 0;
  const original = random.pick(ORIGINAL_NAMES)(String(random.int(1, 13)));
  const extension = original.slice(original.lastIndexOf('.'));
  const biblios = Array.from({ length: random.weighted(sizes.biblios) }, () =>
    makeBiblio(collection.kind, status, ctx),
  );
  const usages = Array.from({ length: random.weighted(sizes.usages) }, () => makeUsage(collection.kind, plan, ctx));
  if (biblios.some((b) => b.major_material_type === lookupId('major_material_type', 'Music'))) {
    for (const usage of usages) usage.amcos_flag = random.chance(0.7);
  }
  const folder = `${collection.prefix}/${plan.code}`;
  return {
    external_reference_id: ref,
    batch_id: batchId,
    location_id: pick(random, locationIds),
    status,
    assigned_user_id: assignee,
    researched_by: researched ? assignee : null,
    researched_at: researchedAt,
    updated_by: researched ? assignee : null,
    coursepack: collection.kind === 'university' && random.chance(0.12),
    powerpoint: extension === '.pptx',
    heldback: heldbackPages > 0,
    total_heldback_pages: heldbackPages,
    total_pages: totalPages,
    file_name: sample?.fileName ?? null,
    file_path: samplePdf,
    source_file_name: sample ? `${ref}.pdf` : `${ref}${extension}`,
    source_file_path: samplePdf ?? `/source/${folder}/${ref}${extension}`,
    original_file_name: original,
    original_file_path: `/incoming/${folder}/${original}`,
    notes: status === 'on_hold' ? random.pick(HOLD_NOTES) : null,
    other_information: random.chance(0.15) ? `Copied for ${random.pick(FIELDS)} (${random.pick(LAST_NAMES)})` : null,
    etl_file_id: `ETL-${plan.code}-${String(Math.floor(number / 25)).padStart(4, '0')}`,
    etl_key: `${folder}/${number}`,
    is_tagged: researched && totalPages !== null && random.chance(0.6),
    document_view: documentView,
    biblios,
    usages,
    links: makeLinks(random, biblios.length, usages.length),
  } satisfies DocumentSpec;
}

/** All records, with the first few of some researchers' completed records moved to today. */
export function buildRecords(batches: readonly BatchContext[], ctx: RecordContext): DocumentSpec[] {
  const specs = batches.flatMap((batch) => batchRecords(batch, ctx));
  const unlockedBatchIds = new Set(batches.filter((b) => !b.plan.locked).map((b) => b.batchId));
  for (const [email, count] of Object.entries(ctx.researchedToday)) {
    const userId = ctx.userIds.get(email);
    specs
      .filter((s) => s.researched_by === userId && unlockedBatchIds.has(s.batch_id!))
      .slice(0, count)
      .forEach((spec) => (spec.researched_at = ctx.now));
  }
  return specs;
}

/** What tagging a record's pages needs of it. */
export type TaggableDocument = {
  document: Pick<InsertedDocument['document'], 'id' | 'total_pages' | 'is_tagged'>;
  biblios: readonly Pick<InsertedDocument['biblios'][number], 'id'>[];
};

/** Page tags on tagged records: each biblio on a page, and now and then a page-range group tag. */
export function buildTags(random: Random, documents: readonly TaggableDocument[]) {
  const tags: NewRow<'biblio_tags'>[] = [];
  const groups: NewRow<'group_tags'>[] = [];
  const position = () => Number((0.1 + random.next() * 0.8).toFixed(4));
  for (const { document, biblios } of documents) {
    const pages = document.total_pages ?? 0;
    if (!document.is_tagged || pages < 1) continue;
    biblios.forEach((biblio, i) => {
      tags.push({
        biblio_id: biblio.id,
        document_detail_id: document.id,
        page_number: Math.min(pages, i * 2 + 1),
        page_x: position(),
        page_y: position(),
      });
    });
    if (pages >= 6 && random.chance(0.3)) {
      const start = random.int(1, pages - 4);
      groups.push({
        biblio_id: biblios[0].id,
        document_detail_id: document.id,
        start_page: start,
        end_page: start + random.int(1, 4),
        page_x: position(),
        page_y: position(),
      });
    }
  }
  return { tags, groups };
}
