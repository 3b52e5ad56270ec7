import { eanCheckDigit, type BLM_STATUSES, type PAYMENT_MODELS } from '@rt/domain';
import type { NewRow, Row, WorkSpec } from './factories.ts';
import { splitHundred } from './factories.ts';
import { lookupValues } from './reference-data.ts';
import type { Random } from './random.ts';

/**
 * The rights catalogue: recipients (creators and publishers) and works with contributors, shares
 * and terms, generated from word lists. Also the name and title lists the records reuse.
 */

// prettier-ignore
export const FIRST_NAMES = [
  'Olivia', 'Charlotte', 'Amelia', 'Isla', 'Mia', 'Ava', 'Grace', 'Chloe', 'Sophie', 'Ruby', 'Harper', 'Zoe',
  'Matilda', 'Evie', 'Lily', 'Emily', 'Hannah', 'Sarah', 'Jessica', 'Kate', 'Helen', 'Margaret', 'Judith',
  'Anne', 'Catherine', 'Deborah', 'Fiona', 'Leah', 'Nadia', 'Priya', 'Mei', 'Yasmin', 'Aroha', 'Tahlia',
  'Jack', 'Oliver', 'William', 'Noah', 'Thomas', 'James', 'Lucas', 'Henry', 'Leo', 'Charlie', 'Lachlan',
  'Angus', 'Hamish', 'Cooper', 'Mitchell', 'Daniel', 'Peter', 'David', 'Michael', 'Andrew', 'Robert', 'John',
  'Stephen', 'Graham', 'Ian', 'Malcolm', 'Bruce', 'Craig', 'Rajesh', 'Wei', 'Minh', 'Tariq', 'Kofi', 'Mateo',
  'Luca', 'Nikolai', 'Kieran', 'Declan', 'Jarrah', 'Bindi', 'Kirra', 'Marlee', 'Tjanara', 'Alinta',
];

// prettier-ignore
export const LAST_NAMES = [
  'Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Johnson', 'White', 'Martin', 'Anderson',
  'Thompson', 'Nguyen', 'Thomas', 'Walker', 'Harris', 'Lee', 'Ryan', 'Robinson', 'Kelly', 'King', 'Davis',
  'Wright', 'Evans', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel', 'Khan', 'Lewis',
  'James', 'Phillips', 'Mitchell', 'Chen', 'Wang', 'Zhang', 'Li', 'Tran', 'Le', 'Pham', 'Singh', 'Kaur',
  'Murphy', "O'Brien", 'McDonald', 'Campbell', 'Stewart', 'Scott', 'Young', 'Morris', 'Cook', 'Bell',
  'Hughes', 'Edwards', 'Turner', 'Baker', 'Cooper', 'Hill', 'Ward', 'Watson', 'Morgan', 'Gray', 'Russell',
  'Papadopoulos', 'Rossi', 'Russo', 'Nikolic', 'Kowalski', 'Novak', 'Haddad', 'Nasser', 'Fernando',
  'Silva', 'Santos', 'Gonzalez', 'Moreno', 'Tanaka', 'Sato', 'Kim', 'Park', 'Choi', 'Fraser', 'Gordon',
  'Hamilton', 'Mackenzie', 'Sinclair', 'Blackwood', 'Ashworth', 'Whitlam', 'Lawson', 'Paterson', 'Gilmore',
  'Wright-Smith', 'Yunupingu', 'Watson', 'Pascoe', 'Winch', 'Birch', 'Garner', 'Malouf', 'Carey', 'Flanagan',
];

// prettier-ignore
export const FIELDS = [
  'Accounting', 'Anatomy and Physiology', 'Colonial History', 'Biochemistry', 'Business Law',
  'Constitutional Law', 'Criminology', 'Early Childhood Education', 'Ecology', 'Economics',
  'Environmental Science', 'Ethics', 'Finance', 'Genetics', 'Geography', 'Health Psychology',
  'Human Resource Management', 'Indigenous Studies', 'Linguistics', 'Management', 'Marketing', 'Mathematics',
  'Media Studies', 'Microbiology', 'Midwifery', 'Nursing Practice', 'Nutrition', 'Organic Chemistry',
  'Pharmacology', 'Philosophy', 'Physics', 'Political Science', 'Public Health', 'Social Work', 'Sociology',
  'Statistics', 'Taxation Law', 'Urban Planning', 'Veterinary Science', 'Data Science', 'Software Engineering',
  'Civil Engineering', 'Architecture', 'Music Theory', 'Visual Arts', 'Literacy', 'Numeracy', 'Contract Law',
  'Criminal Law', 'Corporate Governance', 'Epidemiology', 'Clinical Reasoning', 'Paramedicine', 'Tourism',
  'Sport Science', 'Agricultural Science', 'Marine Biology', 'Psychology', 'Education Policy', 'Drama',
];

// prettier-ignore
const SUBTITLES = [
  'Principles and Practice', 'An Australian Perspective', 'Theory and Applications', 'A Critical Introduction',
  'Concepts and Cases', 'Contemporary Issues', 'Research Methods', 'A Practical Guide', 'Foundations for Practice',
  'Text and Materials', 'Commentary and Materials', 'Skills and Strategies', 'Global and Local Perspectives',
];

const TEXTBOOK_PATTERNS = [
  (f: string) => `Introduction to ${f}`,
  (f: string) => `Principles of ${f}`,
  (f: string) => `Foundations of ${f}`,
  (f: string) => `Understanding ${f}`,
  (f: string) => `Essentials of ${f}`,
  (f: string) => `Australian ${f}`,
  (f: string) => `${f} in Australia`,
  (f: string) => `${f} for Teachers`,
];

// prettier-ignore
const ADJECTIVES = [
  'Silent', 'Last', 'Long', 'Hidden', 'Golden', 'Broken', 'Southern', 'Distant', 'Burning', 'Quiet', 'Secret',
  'Narrow', 'Wild', 'Bitter', 'Lost', 'Red', 'Salt', 'Endless', 'Drowned', 'Summer', 'Ghost', 'Paper',
];
// prettier-ignore
const NOUNS = [
  'Harbour', 'River', 'Country', 'Garden', 'Island', 'Shore', 'Orchard', 'House', 'Letters', 'Rain', 'Drought',
  'Season', 'Lighthouse', 'Bridge', 'Fire', 'Silence', 'Mountain', 'Station', 'Paddock', 'Coast', 'Storm',
  'Night', 'Wattle', 'Dust', 'Tide', 'Memory', 'Winter', 'Crossing', 'Orchard', 'Swan', 'Magpie', 'Songline',
];
// prettier-ignore
export const PLACES = [
  'Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide', 'Hobart', 'Darwin', 'Canberra', 'Ballarat', 'Bendigo',
  'Broome', 'Cairns', 'Townsville', 'Wagga Wagga', 'Launceston', 'Fremantle', 'Alice Springs', 'the Kimberley',
  'the Mallee', 'Gippsland', 'the Hunter', 'the Barossa', 'Kangaroo Island', 'Arnhem Land', 'Geelong',
];

// prettier-ignore
const NEWSPAPERS = [
  'The Sydney Morning Herald', 'The Age', 'The Australian', 'The Australian Financial Review', 'Herald Sun',
  'The Daily Telegraph', 'The Courier-Mail', 'The West Australian', 'The Advertiser', 'The Mercury',
  'The Canberra Times', 'NT News', 'Newcastle Herald', 'Illawarra Mercury', 'Geelong Advertiser',
  'The Saturday Paper', 'Townsville Bulletin', 'The Examiner', 'Border Mail', 'Koori Mail',
];
// prettier-ignore
const MAGAZINES = [
  'Australian Geographic', 'The Monthly', 'Quarterly Essay', 'Choice', 'Gardening Australia',
  "The Australian Women's Weekly", 'Cosmos', 'Australian House & Garden', 'Griffith Review', 'Meanjin',
  'Overland', 'Island', 'Wheels', 'Delicious', 'Artlink', 'Art Monthly Australasia', 'Limelight',
  'Australian Wood Review', 'Wildlife Australia', 'Double Helix', 'The Conversation Yearbook', 'Inside Story',
];
// prettier-ignore
const WEBSITES = [
  'ABC News', 'The Conversation', 'Australian Museum', 'Healthdirect', 'Geoscience Australia',
  'Bureau of Meteorology', 'National Library of Australia', 'Screen Australia', 'ArtsHub', 'Better Health Channel',
  'Australian Institute of Health and Welfare', 'CSIRO', 'National Museum of Australia', 'Museums Victoria',
];
// prettier-ignore
export const AGENCIES = [
  'Australian Bureau of Statistics', 'Department of Education', 'Department of Health and Aged Care',
  'Productivity Commission', 'Australian Institute of Family Studies', 'Reserve Bank of Australia',
  'Australian Law Reform Commission', 'NSW Department of Planning', 'Victorian Auditor-General',
  'Queensland Government Statistician', 'Australian Human Rights Commission', 'Bureau of Infrastructure',
];

const PUBLISHER_GROUPS = [
  'Penguin Random House Australia',
  'Hachette Australia',
  'HarperCollins Publishers Australia',
  'Pan Macmillan Australia',
  'Simon & Schuster Australia',
  'Cengage Learning Australia',
  'Pearson Australia',
  'Oxford University Press ANZ',
  'Cambridge University Press',
  'John Wiley & Sons Australia',
];
// prettier-ignore
const PUBLISHERS = [
  ...PUBLISHER_GROUPS,
  'Allen & Unwin', 'Text Publishing', 'Black Inc.', 'University of Queensland Press', 'UNSW Press',
  'Melbourne University Publishing', 'Scribe Publications', 'Hardie Grant Books', 'Affirm Press', 'Magabala Books',
  'Fremantle Press', 'Wakefield Press', 'Spinifex Press', 'Giramondo Publishing', 'Transit Lounge', 'Pantera Press',
  'Thames & Hudson Australia', 'Lexis Nexis Butterworths', 'Thomson Reuters (Professional) Australia',
  'McGraw-Hill Education Australia', 'Elsevier Australia', 'CSIRO Publishing', 'ANU Press', 'Sydney University Press',
  'Monash University Publishing', 'Federation Press', 'Jacaranda', 'Nelson Cengage', 'Cambridge Education',
  'Walker Books Australia', 'Scholastic Australia', 'Allans Music', 'Wirripang', 'Australian Music Centre',
  'Aboriginal Studies Press', 'Nine Publishing', 'News Corp Australia', 'Are Media', 'Schwartz Media',
];
const IMPRINT_WORDS = ['Press', 'Books', 'Publishing', 'Education', 'Editions', 'House'];
const LITERARY_AGENTS = ['Curtis Brown (Aust) Pty Ltd', 'Cameron Creswell Agency', 'Jenny Darling & Associates'];

/** Terms and conditions a work may carry: the values of the terms_conditions lookup. */
export const TERMS = lookupValues('terms_conditions');

export const WORK_TYPES = ['Book', 'Journal', 'Newspaper', 'Magazine', 'Website', 'Other'] as const;
export type WorkType = (typeof WORK_TYPES)[number];

const FICTION_SUB_TYPES = ['Novel', 'Novel', 'Poetry', 'Play', "Children's book", 'Anthology'];
const SUB_TYPES: Record<WorkType, readonly string[]> = {
  Book: ['Textbook', 'Textbook', 'Non-fiction', 'Reference'],
  Journal: ['Academic journal', 'Academic journal', 'Trade journal'],
  Newspaper: ['Newspaper article'],
  Magazine: ['Magazine article'],
  Website: ['Web page'],
  Other: ['Government report', 'Reference'],
};

/** Years a work of each type was published in. */
const YEARS: Record<WorkType, readonly [number, number]> = {
  Book: [1950, 2025],
  Journal: [1965, 2022],
  Newspaper: [1990, 2026],
  Magazine: [1990, 2026],
  Website: [2008, 2026],
  Other: [2005, 2025],
};

export const EDITIONS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', 'Revised', 'Australian edition'];

// --- Identifiers -----------------------------------------------------------------------------

const ISBN_PREFIXES = [
  '9780646',
  '9780648',
  '9780702',
  '9780868',
  '9781741',
  '9781742',
  '9781760',
  '9781863',
  '9781925',
];

export function makeIsbn(random: Random, prefix = random.pick(ISBN_PREFIXES)): string {
  const first12 = prefix + random.digits(12 - prefix.length);
  return first12 + eanCheckDigit(first12);
}

/** An ISSN 'NNNN-NNNC' with its mod-11 check character. */
export function makeIssn(random: Random): string {
  const digits = String(random.int(0, 2)) + random.digits(6);
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * (8 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return `${digits.slice(0, 4)}-${digits.slice(4)}${check === 10 ? 'X' : check}`;
}

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function personName(random: Random): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

/** A field of study as it reads inside a sentence: lower case unless it names a people or a place. */
const inSentence = (field: string) => (/Australia|Indigenous/.test(field) ? field : field.toLowerCase());

export function bookTitle(random: Random, fiction = random.chance(0.3)): string {
  const field = random.pick(FIELDS);
  if (fiction) {
    return random.weighted<() => string>([
      [() => `The ${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`, 2],
      [() => `The ${random.pick(NOUNS)} of ${random.pick(PLACES)}`, 1],
      [() => `A ${random.pick(NOUNS)} in ${random.pick(PLACES)}`, 1],
    ])();
  }
  return random.chance(0.55) ? random.pick(TEXTBOOK_PATTERNS)(field) : `${field}: ${random.pick(SUBTITLES)}`;
}

export function articleTitle(random: Random): string {
  const field = inSentence(random.pick(FIELDS));
  return random.weighted<() => string>([
    [() => `Rethinking ${field} in ${random.pick(PLACES)}`, 1],
    [() => `The ${random.pick(ADJECTIVES).toLowerCase()} ${random.pick(NOUNS).toLowerCase()}: ${field} and change`, 1],
    [() => `What ${field} can teach us about ${random.pick(NOUNS).toLowerCase()}s`, 1],
    [() => `A decade of ${field}: evidence from ${random.pick(PLACES)}`, 1],
    [() => `${random.pick(PLACES)} and the future of ${field}`, 1],
  ])();
}

/** A title for a work of the given type: a book title, a journal or masthead name, a web page or a report. */
export function workTitle(random: Random, type: WorkType, year = random.int(...YEARS[type])): string {
  if (type === 'Book') return bookTitle(random);
  const field = random.pick(FIELDS);
  switch (type) {
    case 'Journal':
      return random.pick([
        `Journal of ${field}`,
        `Australian Journal of ${field}`,
        `${field} Review`,
        `Australian and New Zealand Journal of ${field}`,
        `${field} Quarterly`,
        `International Journal of ${field}`,
        `Asia-Pacific Journal of ${field}`,
        `Studies in ${field}`,
      ]);
    case 'Newspaper':
      return random.pick(NEWSPAPERS);
    case 'Magazine':
      return random.pick(MAGAZINES);
    case 'Website':
      return `${random.pick(['Understanding', 'Careers in', 'Fact sheet:', 'A guide to'])} ${inSentence(field)} | ${random.pick(WEBSITES)}`;
    default:
      return random.pick([
        `${random.pick(AGENCIES)} Annual Report ${year}`,
        `${field}: ${random.pick(['Discussion Paper', 'Policy Framework', 'Guidelines', 'Issues Paper'])}`,
        `Proceedings of the Australian ${field} Conference ${year}`,
      ]);
  }
}

// --- Recipients ------------------------------------------------------------------------------

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function creatorRecipient(random: Random, index: number): NewRow<'recipients'> {
  const name = personName(random);
  const born = random.int(1925, 1998);
  const died = random.chance(0.12) ? Math.min(born + random.int(45, 95), 2025) : null;
  const agent = !died && random.chance(0.15) ? random.pick(LITERARY_AGENTS) : null;
  return {
    account_object_id: `A${pad(index + 1, 7)}`,
    pseudonym_name: name,
    pseudonym_role: 'Creator',
    account_name: died ? `Estate of ${name}` : (agent ?? name),
    account_profile: random.weighted([
      ['Author', 75],
      ['Visual Artist', 18],
      ['Surveyor', 7],
    ]),
    account_year_of_birth: born,
    account_year_of_death: died,
    account_relationship_type: died ? 'Estate' : agent ? 'Agent' : 'Self',
    account_ultimate_parent_name: agent,
    account_email:
      died || random.chance(0.2) ? null : `${slug(name).replace(/-/g, '.')}${random.int(1, 99)}@example.com`,
    account_member_status: random.chance(0.65) ? 'Member' : 'Non-member',
  };
}

function publisherName(random: Random, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const name =
      attempt === 0 && taken.size < PUBLISHERS.length
        ? PUBLISHERS[taken.size]
        : random.weighted<() => string>([
            [() => `${random.pick(LAST_NAMES)} ${random.pick(IMPRINT_WORDS)}`, 3],
            [() => `${random.pick(LAST_NAMES)} & ${random.pick(LAST_NAMES)}`, 2],
            [() => `${random.pick(PLACES).replace(/^the /, '')} ${random.pick(IMPRINT_WORDS)}`, 2],
            [() => `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} ${random.pick(IMPRINT_WORDS)}`, 2],
          ])();
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

function publisherRecipient(random: Random, index: number, taken: Set<string>): NewRow<'recipients'> {
  const name = publisherName(random, taken);
  const isGroup = PUBLISHER_GROUPS.includes(name);
  const parent = !isGroup && random.chance(0.35) ? random.pick(PUBLISHER_GROUPS) : null;
  return {
    account_object_id: `A${pad(index + 1, 7)}`,
    pseudonym_name: name,
    pseudonym_role: 'Publisher',
    account_name: `${name} Pty Ltd`,
    account_profile: 'Publisher',
    account_year_of_birth: null,
    account_year_of_death: null,
    account_relationship_type: parent ? 'Imprint' : 'Self',
    account_ultimate_parent_name: parent ?? name,
    account_email: `rights@${slug(name)}.example.com`,
    account_member_status: random.chance(0.8) ? 'Member' : 'Non-member',
  };
}

/** Creators first, then publishers (about one in five), with account ids A0000001 onwards. */
export function buildRecipients(random: Random, count: number): NewRow<'recipients'>[] {
  const publishers = Math.max(10, Math.round(count / 5));
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, i) =>
    i < count - publishers ? creatorRecipient(random, i) : publisherRecipient(random, i, taken),
  );
}

// --- Works -----------------------------------------------------------------------------------

/** What the records need to know of a work to copy it into a biblio. */
export type CatalogueWork = {
  uid: string;
  title: string;
  type: WorkType;
  sub_type: string;
  isn: string | null;
  year: number;
  edition: string | null;
  volume: string | null;
  url: string | null;
  blm_status: (typeof BLM_STATUSES)[number] | null;
  payment_model: (typeof PAYMENT_MODELS)[number];
  publisher: string;
  creators: string[];
};

export type Catalogue = { works: CatalogueWork[]; specs: WorkSpec[] };

function creatorRole(subType: string, position: number): string {
  if (subType === 'Anthology' || subType === 'Academic journal') return position === 0 ? 'Editor' : 'Author';
  if (subType === "Children's book" && position > 0) return 'Illustrator';
  return 'Author';
}

/** Shares that add up to 100, by payment model: publishers, creators or both hold the rights. */
function shareHolders(
  random: Random,
  model: CatalogueWork['payment_model'],
  creators: Row<'recipients'>[],
  publisher: Row<'recipients'>,
): Row<'recipients'>[] {
  if (model === 'Publisher Controlled') return random.chance(0.7) ? [publisher] : [publisher, creators[0]];
  if (model === 'Author Controlled') return creators;
  return [publisher, ...creators.slice(0, 2)];
}

export function buildCatalogue(random: Random, count: number, recipients: Row<'recipients'>[]): Catalogue {
  const creators = recipients.filter((r) => r.pseudonym_role === 'Creator');
  const publishers = recipients.filter((r) => r.pseudonym_role === 'Publisher');
  const works: CatalogueWork[] = [];
  const specs: WorkSpec[] = [];
  for (let i = 0; i < count; i++) {
    const type = random.weighted<WorkType>([
      ['Book', 68],
      ['Journal', 12],
      ['Magazine', 6],
      ['Newspaper', 3],
      ['Website', 6],
      ['Other', 5],
    ]);
    const fiction = type === 'Book' && random.chance(0.3);
    const subType = random.pick(fiction ? FICTION_SUB_TYPES : SUB_TYPES[type]);
    // The later of two draws: most copied works are recent.
    const year = Math.max(random.int(...YEARS[type]), random.int(...YEARS[type]));
    const isBook = type === 'Book' || (type === 'Other' && random.chance(0.5));
    const serial = type === 'Journal' || type === 'Magazine' || type === 'Newspaper';
    const title = type === 'Book' ? bookTitle(random, fiction) : workTitle(random, type, year);
    const creatorCount =
      type === 'Newspaper' || type === 'Magazine'
        ? 1
        : random.weighted([
            [1, 55],
            [2, 30],
            [3, 15],
          ]);
    const people = random.sample(creators, creatorCount);
    const publisher = random.pick(publishers);
    const model = random.weighted<CatalogueWork['payment_model']>([
      ['Publisher Controlled', 45],
      ['Author Controlled', 20],
      ['Default', 15],
      ['Notified', 10],
      ['Rights Revision', 10],
    ]);
    const holders = shareHolders(random, model, people, publisher);
    const work: CatalogueWork = {
      uid: `W${pad(i + 1, 7)}`,
      title,
      type,
      sub_type: subType,
      isn: isBook ? makeIsbn(random) : serial ? makeIssn(random) : null,
      year,
      edition: type === 'Book' ? (random.chance(0.7) ? '1st' : random.pick(EDITIONS)) : null,
      volume: type === 'Journal' ? String(random.int(1, 64)) : type === 'Magazine' ? String(random.int(1, 300)) : null,
      url: type === 'Website' ? `https://www.example.com/${slug(title)}` : null,
      blm_status: random.weighted<CatalogueWork['blm_status']>([
        [null, 40],
        ['BLM', 25],
        ['No', 25],
        ['BLM Partial', 10],
      ]),
      payment_model: model,
      publisher: publisher.pseudonym_name,
      creators: people.map((p) => p.pseudonym_name),
    };
    works.push(work);
    const shares = splitHundred(holders.length);
    specs.push({
      work: {
        work_uid: work.uid,
        title: work.title,
        type: work.type,
        sub_type: work.sub_type,
        isn: work.isn,
        year_of_publication: work.year,
        edition: work.edition,
        volume: work.volume,
        blm_status: work.blm_status,
        payment_model: work.payment_model,
        url: work.url,
        sf_rightsholder: holders[0].pseudonym_name,
        sf_rightsholder_account_id: holders[0].account_object_id,
      },
      contributors: [
        ...people.map((person, position) => ({
          recipient_id: person.id,
          sf_pseudonym_name: person.pseudonym_name,
          sf_pseudonym_type: 'Creator',
          type: creatorRole(subType, position),
          pseudonym_name: person.pseudonym_name,
        })),
        {
          recipient_id: publisher.id,
          sf_pseudonym_name: publisher.pseudonym_name,
          sf_pseudonym_type: 'Publisher',
          type: publisher.account_relationship_type === 'Imprint' ? 'Publisher/Imprint' : 'Publisher',
          pseudonym_name: publisher.pseudonym_name,
        },
      ],
      shares: holders.map((holder, k) => ({
        recipient_id: holder.id,
        sf_account_name: holder.account_name,
        share: shares[k],
      })),
      terms: random
        .sample(
          TERMS,
          random.weighted([
            [0, 55],
            [1, 35],
            [2, 10],
          ]),
        )
        .map((sf_tac_name) => ({ sf_tac_name })),
    });
  }
  return { works, specs };
}
