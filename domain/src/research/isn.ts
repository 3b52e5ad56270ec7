/**
 * ISBN rules of the ISN field (spec section 5). An ISN may also be an ISSN or anything the copy
 * shows: only 10- and 13-character ISBNs are converted or checked.
 */

/** Check digit of a 12-digit EAN prefix (ISBN-13): weights 1 and 3 alternating, mod 10. */
export function eanCheckDigit(first12: string): string {
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return String((10 - (sum % 10)) % 10);
}

/** Check character of a 9-digit ISBN-10 prefix: weights 10 down to 2, mod 11, 10 written X. */
function isbn10CheckDigit(first9: string): string {
  const sum = [...first9].reduce((total, digit, i) => total + Number(digit) * (10 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

const ISBN10 = /^\d{9}[\dXx]$/;
const ISBN13 = /^\d{13}$/;

/**
 * ISN blur: a 10-character value becomes a 13-digit ISBN (978, the first nine characters, a new
 * check digit). Other lengths, and ten characters that are not an ISBN-10, are left as they are.
 */
export function isbn10To13(value: string): string {
  const isn = value.trim();
  if (isn.length !== 10 || !ISBN10.test(isn)) return value;
  const first12 = `978${isn.slice(0, 9)}`;
  return first12 + eanCheckDigit(first12);
}

/**
 * Whether an ISBN's check digit is right: true or false for a 10- or 13-digit ISBN (hyphens and
 * spaces ignored), null for anything that is no ISBN (an ISSN, a blank, a partial number).
 */
export function isbnCheckDigitValid(value: string | null | undefined): boolean | null {
  const isn = (value ?? '').replace(/[\s-]/g, '');
  if (ISBN13.test(isn)) return isn.slice(12) === eanCheckDigit(isn.slice(0, 12));
  if (ISBN10.test(isn)) return isn.slice(9).toUpperCase() === isbn10CheckDigit(isn.slice(0, 9));
  return null;
}

export const ISBN_CHECK_DIGIT_WARNING = 'The ISBN check digit is wrong: check the number on the copy.';

/**
 * What leaving the ISN field does: the value to keep (an ISBN-10 converted to 13 digits) and the
 * warning to show when the ISBN as typed has a wrong check digit. A converted ISBN always has a
 * right check digit, so a wrong ISBN-10 is judged before it is converted.
 */
export function isnOnBlur(value: string | null): { value: string | null; warning: string | null } {
  if (value === null) return { value, warning: null };
  const converted = isbn10To13(value);
  return { value: converted, warning: isbnCheckDigitValid(value) === false ? ISBN_CHECK_DIGIT_WARNING : null };
}

/**
 * An ISN as Work Search compares it (ISBN, ISSN): without hyphens or spaces, upper case (an ISSN
 * or ISBN-10 may end in X).
 */
export function normalizeIsn(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** The ISBN-10 of a 978 ISBN-13, for catalogues that still hold the old form. */
export function isbn13To10(isbn13: string): string | undefined {
  const isn = normalizeIsn(isbn13);
  if (!/^978\d{10}$/.test(isn)) return undefined;
  const first9 = isn.slice(3, 12);
  return first9 + isbn10CheckDigit(first9);
}

/** Every stored form one typed ISN may have: itself, and its ISBN-10 or ISBN-13 twin. */
export function isnForms(text: string): string[] {
  const isn = normalizeIsn(text);
  const twin = isn.length === 10 ? isbn10To13(isn) : isbn13To10(isn);
  return twin && twin !== isn ? [isn, twin] : [isn];
}

/** 'ISSN' for the eight-character serial number, 'ISBN' otherwise (how Work Search explains a match). */
export function isnLabel(text: string): 'ISBN' | 'ISSN' {
  return normalizeIsn(text).length === 8 ? 'ISSN' : 'ISBN';
}
