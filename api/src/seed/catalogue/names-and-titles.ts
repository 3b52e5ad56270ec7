import type { Random } from '../random.ts';
import {
  ADJECTIVES,
  AGENCIES,
  FIELDS,
  FIRST_NAMES,
  LAST_NAMES,
  MAGAZINES,
  NEWSPAPERS,
  NOUNS,
  PLACES,
  SUBTITLES,
  TEXTBOOK_PATTERNS,
  WEBSITES,
} from './word-lists.ts';
import { YEARS, type WorkType } from './work-types.ts';

/** People's names and titles of works and articles, made from the word lists. */

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
