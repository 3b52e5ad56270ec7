import { eanCheckDigit } from '@rt/domain';
import type { Random } from '../random.ts';

/** Identifiers of the catalogue: ISBNs, ISSNs, account and work numbers, and slugs for addresses. */

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

/** A name in lower case with hyphens between its words, for web addresses and e-mail addresses. */
export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A number in `width` digits, zeros first: account ids and work uids. */
export const pad = (n: number, width: number) => String(n).padStart(width, '0');
