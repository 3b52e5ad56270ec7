import { describe, expect, it } from 'vitest';
import {
  ISBN_CHECK_DIGIT_WARNING,
  eanCheckDigit,
  isbn10To13,
  isbn13To10,
  isbnCheckDigitValid,
  isnForms,
  isnLabel,
  isnOnBlur,
  normalizeIsn,
} from './isn.ts';

describe('isbn10To13 (spec 5, ISN blur)', () => {
  it('converts real ISBN-10s to their ISBN-13', () => {
    expect(isbn10To13('0306406152')).toBe('9780306406157');
    expect(isbn10To13('080442957X')).toBe('9780804429573'); // an X check character is dropped like any other
    expect(isbn10To13('0140449132')).toBe('9780140449136');
    expect(isbn10To13(' 0306406152 ')).toBe('9780306406157');
  });

  it('computes the new check digit whatever the old one was', () => {
    expect(isbn10To13('0306406153')).toBe('9780306406157');
  });

  it('leaves other lengths and non-ISBNs as they are', () => {
    expect(isbn10To13('9780306406157')).toBe('9780306406157');
    expect(isbn10To13('030640615')).toBe('030640615');
    expect(isbn10To13('0-306-40615-2')).toBe('0-306-40615-2');
    expect(isbn10To13('1234-5679X')).toBe('1234-5679X');
    expect(isbn10To13('')).toBe('');
  });
});

describe('isbnCheckDigitValid', () => {
  it('accepts right ISBN-13s and ISBN-10s, hyphenated or not', () => {
    expect(isbnCheckDigitValid('9780306406157')).toBe(true);
    expect(isbnCheckDigitValid('978-0-306-40615-7')).toBe(true);
    expect(isbnCheckDigitValid('0306406152')).toBe(true);
    expect(isbnCheckDigitValid('080442957x')).toBe(true);
  });

  it('flags a wrong check digit', () => {
    expect(isbnCheckDigitValid('9780306406158')).toBe(false);
    expect(isbnCheckDigitValid('0306406153')).toBe(false);
    expect(isbnCheckDigitValid('0804429570')).toBe(false);
  });

  it('gives no verdict on what is no ISBN', () => {
    expect(isbnCheckDigitValid('1234-5679')).toBeNull();
    expect(isbnCheckDigitValid('97803064')).toBeNull();
    expect(isbnCheckDigitValid(null)).toBeNull();
  });

  it('computes EAN check digits with weights 1 and 3', () => {
    expect(eanCheckDigit('978030640615')).toBe('7');
    expect(eanCheckDigit('978186197271')).toBe('2');
  });
});

describe('isnOnBlur', () => {
  it('converts an ISBN-10 and warns when the ISBN as typed had a wrong check digit', () => {
    expect(isnOnBlur('0306406152')).toEqual({ value: '9780306406157', warning: null });
    expect(isnOnBlur('0306406153')).toEqual({ value: '9780306406157', warning: ISBN_CHECK_DIGIT_WARNING });
    expect(isnOnBlur('9780306406158')).toEqual({ value: '9780306406158', warning: ISBN_CHECK_DIGIT_WARNING });
    expect(isnOnBlur('1234-5679')).toEqual({ value: '1234-5679', warning: null });
    expect(isnOnBlur(null)).toEqual({ value: null, warning: null });
  });
});

describe('ISN forms', () => {
  it('compares ISNs without hyphens or spaces, in upper case', () => {
    expect(normalizeIsn(' 978-1-922142-43-6 ')).toBe('9781922142436');
    expect(normalizeIsn('0317-847x')).toBe('0317847X');
  });

  it('turns a 10-character ISBN into its ISBN-13 with a new check digit (spec 5)', () => {
    expect(isbn10To13('043942089X')).toBe('9780439420891');
  });

  it('finds the ISBN-10 of a 978 ISBN-13, check character X included', () => {
    expect(isbn13To10('9780306406157')).toBe('0306406152');
    expect(isbn13To10('9780439420891')).toBe('043942089X');
    expect(isbn13To10('9791234567896')).toBeUndefined();
  });

  it('lists both stored forms of an ISBN, and an ISSN alone', () => {
    expect(isnForms('0306406152')).toEqual(['0306406152', '9780306406157']);
    expect(isnForms('978-0-306-40615-7')).toEqual(['9780306406157', '0306406152']);
    expect(isnForms('0317-8471')).toEqual(['03178471']);
    expect(isnLabel('0317-8471')).toBe('ISSN');
    expect(isnLabel('9780306406157')).toBe('ISBN');
  });
});
