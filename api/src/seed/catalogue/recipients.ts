import type { NewRow } from '../factories.ts';
import type { Random } from '../random.ts';
import { pad, slug } from './identifiers.ts';
import { personName } from './names-and-titles.ts';
import { ADJECTIVES, LAST_NAMES, NOUNS, PLACES } from './word-lists.ts';

/** The catalogue's recipients: creators (authors, artists, their estates and agents) and publishers. */

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
