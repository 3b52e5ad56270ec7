import { BIBLIO_FIELD_KINDS, USAGE_FIELD_KINDS, parseEventDate, type FieldKind } from '@rt/domain';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/types.ts';
import { badRequest } from '../../http/api-error.ts';
import {
  readAt,
  readChoice,
  refuse,
  readDay,
  readDecimal,
  readFlag,
  readId,
  readText,
  readWholeNumber,
} from '../../http/input.ts';

/**
 * The research form's body (ADR 009) read into values that can be stored: each biblio and usage
 * with its id (existing) or none (new), its key, and only the fields the body sends (an existing
 * item keeps what is left out; a new one takes the defaults of spec section 4). Every wrong value
 * is a 400 naming its place in the form: 'biblios.2.edition', 'usages.0.event_date', 'biblio_usage.1'.
 */
export type BiblioValues = Omit<Insertable<Database['biblios']>, 'id' | 'document_detail_id'>;
export type UsageValues = Omit<Insertable<Database['usages']>, 'id' | 'document_detail_id'>;
export type BodyItem<V> = { index: number; id: number | null; key: string; values: Partial<V> };
export type BodyLink = { index: number; biblio_key: string; usage_key: string; active_flag: boolean };
export type RecordBody = {
  notes?: string | null;
  other_information?: string | null;
  biblios: BodyItem<BiblioValues>[];
  usages: BodyItem<UsageValues>[];
  links: BodyLink[];
};

/** What the body may send of a biblio or usage: its fields (domain's one list) and its active flag. */
export const BIBLIO_BODY_FIELDS = { active_flag: 'flag', ...BIBLIO_FIELD_KINDS } as const;
export const USAGE_BODY_FIELDS = { active_flag: 'flag', ...USAGE_FIELD_KINDS } as const;

/** Each list names exactly the table's columns (less id and record): checked against the generated row types. */
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
const _biblioColumns: SameKeys<typeof BIBLIO_BODY_FIELDS, BiblioValues> = true;
const _usageColumns: SameKeys<typeof USAGE_BODY_FIELDS, UsageValues> = true;

/** 'major_material_type' → 'Major material type'. */
const labelOf = (column: string) => {
  const spaced = column.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function readValue(kind: FieldKind, value: unknown, label: string): unknown {
  if (typeof kind === 'object') {
    if ('lookup' in kind) return readWholeNumber(value, label);
    return readChoice(value, kind.choice, label);
  }
  switch (kind) {
    case 'text':
      return readText(value, label, 4000);
    case 'flag':
      return readFlag(value, label, false);
    case 'count':
      return readWholeNumber(value, label);
    case 'year': {
      const year = readWholeNumber(value, label);
      if (year !== null && year > 9999) refuse(`${label} must be a year`);
      return year;
    }
    case 'date':
      return readDay(value, label);
    case 'event_date': {
      if (isEmpty(value)) return null;
      return (
        (typeof value === 'string' && !value.includes('\u0000') && parseEventDate(value)) ||
        refuse(`${label} must be a date (yyyy-MM-dd)`)
      );
    }
    case 'money':
      return readDecimal(value, label, 1e12);
    case 'rate':
      return readDecimal(value, label, 1e8);
    case 'percent': {
      const n = readDecimal(value, label, 1e3);
      if (n !== null && (n < 0 || n > 100)) refuse(`${label} must be between 0 and 100`);
      return n;
    }
    case 'currency': {
      const code = readText(value, label, 3);
      if (code !== null && !/^[A-Z]{3}$/.test(code)) refuse(`${label} must be a 3-letter code`);
      return code;
    }
  }
}

/** A key names an item within the body (ADR 009): text, or the id of an existing item. */
const readKey = (value: unknown, label: string) =>
  readText(typeof value === 'number' ? String(value) : value, label, 100);

/**
 * One side of a link: its key, or the item's id as GET answers links (`biblio_id`, `usage_id`),
 * which names an existing item by its key, the id as text (ADR 009). Both must then agree.
 */
function readLinkSide(link: Record<string, unknown>, side: 'biblio' | 'usage', at: string): string | null {
  const label = side === 'biblio' ? 'Biblio' : 'Usage';
  const key = readAt(`${at}.${side}_key`, () => readKey(link[`${side}_key`], `${label} key`));
  const id = readAt(`${at}.${side}_id`, () => readId(link[`${side}_id`], `${label} id`));
  if (key !== null && id !== null && key !== String(id))
    throw badRequest(`A link names ${side} key "${key}" and ${side}_id ${id}: send one`, `${at}.${side}_id`);
  return key ?? (id === null ? null : String(id));
}

function readItem<V>(
  raw: unknown,
  index: number,
  list: 'biblios' | 'usages',
  fields: Readonly<Record<string, FieldKind>>,
): BodyItem<V> {
  const at = `${list}.${index}`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest(`${at} must be an object`, at);
  const item = raw as Record<string, unknown>;
  const id = readAt(`${at}.id`, () => readId(item.id, 'Id'));
  const key = readAt(`${at}.key`, () => readKey(item.key, 'Key')) ?? (id === null ? null : String(id));
  if (key === null) throw badRequest(`A new ${list === 'biblios' ? 'biblio' : 'usage'} needs a key`, `${at}.key`);
  // An existing item is named by its id: its key is the id as text (ADR 009).
  if (id !== null && key !== String(id))
    throw badRequest(`The key of ${list.slice(0, -1)} ${id} must be "${id}"`, `${at}.key`);
  const values: Record<string, unknown> = {};
  for (const [column, kind] of Object.entries(fields)) {
    if (column in item)
      values[column] = readAt(`${at}.${column}`, () => readValue(kind, item[column], labelOf(column)));
  }
  return { index, id, key, values: values as Partial<V> };
}

function list(value: unknown, name: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(`${name} must be a list`, name);
  return value;
}

/** Keys are unique per list, an id appears once, and every link names a known key once. */
function checkKeys(body: RecordBody): void {
  for (const [name, items] of [
    ['biblios', body.biblios],
    ['usages', body.usages],
  ] as const) {
    const seen = new Set<string>();
    for (const item of items) {
      if (seen.has(item.key))
        throw badRequest(`The key "${item.key}" is used by two ${name}`, `${name}.${item.index}.key`);
      seen.add(item.key);
    }
  }
  const biblioKeys = new Set(body.biblios.map((b) => b.key));
  const usageKeys = new Set(body.usages.map((u) => u.key));
  const pairs = new Set<string>();
  for (const link of body.links) {
    const at = `biblio_usage.${link.index}`;
    if (!biblioKeys.has(link.biblio_key))
      throw badRequest(`A link names biblio "${link.biblio_key}", which the record does not have`, at);
    if (!usageKeys.has(link.usage_key))
      throw badRequest(`A link names usage "${link.usage_key}", which the record does not have`, at);
    const pair = JSON.stringify([link.biblio_key, link.usage_key]);
    if (pairs.has(pair))
      throw badRequest(`Biblio "${link.biblio_key}" and usage "${link.usage_key}" are linked twice`, at);
    pairs.add(pair);
  }
}

/** Reads the biblios, usages, links, notes and other information of a save or create body. */
export function readRecordBody(fields: Record<string, unknown>): RecordBody {
  const body: RecordBody = {
    biblios: list(fields.biblios, 'biblios').map((raw, i) =>
      readItem<BiblioValues>(raw, i, 'biblios', BIBLIO_BODY_FIELDS),
    ),
    usages: list(fields.usages, 'usages').map((raw, i) => readItem<UsageValues>(raw, i, 'usages', USAGE_BODY_FIELDS)),
    links: list(fields.biblio_usage, 'biblio_usage').map((raw, index) => {
      const at = `biblio_usage.${index}`;
      const link = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
      const biblioKey = readLinkSide(link, 'biblio', at);
      const usageKey = readLinkSide(link, 'usage', at);
      if (biblioKey === null || usageKey === null)
        throw badRequest('A link needs biblio_id or biblio_key, and usage_id or usage_key', at);
      const active = readAt(`${at}.active_flag`, () => readFlag(link.active_flag, 'Active flag', true));
      return { index, biblio_key: biblioKey, usage_key: usageKey, active_flag: active };
    }),
  };
  if ('notes' in fields) body.notes = readAt('notes', () => readText(fields.notes, 'Notes', 10_000));
  if ('other_information' in fields)
    body.other_information = readAt('other_information', () =>
      readText(fields.other_information, 'Other information', 10_000),
    );
  checkKeys(body);
  return body;
}
