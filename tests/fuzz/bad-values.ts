import { idFromText } from '@rt/domain';
import fc from 'fast-check';

/** What a field takes; each kind has its own wrong values. */
export type Kind = 'id' | 'int' | 'money' | 'text' | 'date' | 'flag' | 'choice' | 'ids' | 'object' | 'list';

/** 100 kB: past every text field's length. */
export const HUGE_TEXT = 'x'.repeat(100_001);

/** 4 kB: past every text of an address, yet within what Node reads of a request line (16 kB in all). */
export const LONG_ADDRESS_TEXT = 'x'.repeat(4_000);

/** Text that looks like an id and is not one: too large, not positive, not whole, or carrying path and query tricks. */
export const badIdText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '2147483648',
    '4294967296',
    '99999999999999999999',
    '-1',
    '0',
    '-0',
    '1.5',
    '1e3',
    '1?x=1',
    '1/2',
    '..',
    '../1',
    '%2F',
    '%',
    '1%00',
    '\u00001',
    '1\u0000',
    ' 1',
    '0x1F',
    'abc',
    '１',
    'null',
    '[1]',
  ),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 80n }).map(String),
  fc.integer({ min: -1_000_000, max: 0 }).map(String),
  fc
    .double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 })
    .filter((n) => !Number.isInteger(n))
    .map(String),
  fc.string({ minLength: 1, maxLength: 12 }).filter((s) => idFromText(s.trim()) === null),
);

/** Text with a NUL character somewhere, which PostgreSQL text cannot hold. */
export const nulText: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
  .map(([a, b]) => `${a}\u0000${b}`);

const notAnObject = fc.constantFrom<unknown>([], [1], 'text', 42, true);
/** Not a list of objects; an empty list is a list, and may be a fair answer (no columns chosen). */
const notAListOfObjects = fc.constantFrom<unknown>([1], ['text'], [null], 'text', 42, true, {});

/** A JSON value of the wrong type or shape for a field of the kind. */
export function badJsonValue(kind: Kind): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'id':
    case 'int':
      return fc.oneof(
        badIdText,
        // Numbers sent as text are refused too: a JSON body carries numbers as numbers.
        fc.integer({ min: 0, max: 1000 }).map(String),
        fc.constantFrom<unknown>([4], {}, true, 2 ** 31, 2 ** 53, -1, 1.5, 1e21),
        nulText,
      );
    case 'money':
      return fc.oneof(
        fc.double({ noNaN: true, min: -1e6, max: 1e6 }).map(String),
        fc.constantFrom<unknown>([4], {}, true, 1e12, -1e12, 'twelve'),
        nulText,
      );
    case 'ids':
      return fc.oneof(
        badIdText.map((id) => [id]),
        fc.constantFrom<unknown>([2 ** 31], [-1], [1.5], 'text', 42, {}, [[1]]),
      );
    case 'text':
      return fc.oneof(nulText, fc.constant(HUGE_TEXT), fc.constantFrom<unknown>(42, [], {}, true));
    case 'date':
      return fc.oneof(
        fc.constantFrom<unknown>(
          '2026-02-30',
          '2026-13-01',
          '26-01-01',
          'not a date',
          '2026/01/01',
          20260101,
          [],
          {},
          true,
        ),
        nulText,
      );
    case 'flag':
      return fc.constantFrom<unknown>('true', 'false', 1, 0, 'yes', [], {});
    case 'choice':
      return fc.oneof(nulText, fc.constantFrom<unknown>('no such choice', 42, [], {}, true, HUGE_TEXT));
    case 'object':
      return fc.oneof(notAnObject, nulText);
    case 'list':
      return fc.oneof(notAListOfObjects, nulText);
  }
}

/** A query-string value that is wrong whatever the parameter: a NUL, 100 kB, or a bad id. */
export const badQueryValue: fc.Arbitrary<string> = fc.oneof(
  nulText.map(encodeURIComponent),
  fc.constant(LONG_ADDRESS_TEXT),
  badIdText.map(encodeURIComponent),
);

/** Bodies that are wrong as a whole, with the status they must get. */
export type BadBody = { label: string; contentType: string; body: string | Buffer; status: number[] };
export const BAD_BODIES: BadBody[] = [
  { label: 'not JSON', contentType: 'application/json', body: '{"a":', status: [400] },
  { label: 'not an object', contentType: 'application/json', body: '[1,2]', status: [400] },
  { label: 'a string', contentType: 'application/json', body: '"text"', status: [400] },
  { label: 'an unknown charset', contentType: 'application/json; charset=klingon', body: '{}', status: [415] },
  { label: 'another content type', contentType: 'text/plain', body: '{"a":1}', status: [415] },
  { label: 'a form', contentType: 'application/x-www-form-urlencoded', body: 'a=1', status: [415] },
  {
    label: 'over the size limit',
    contentType: 'application/json',
    body: `{"a":"${'x'.repeat(6 * 1024 * 1024)}"}`,
    status: [413],
  },
];
