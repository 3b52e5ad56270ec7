import {
  DEFAULT_UNITS_COPIED,
  biblioWrite,
  checkRecordLinks,
  minorTypeForMajor,
  newBiblioDefaults,
  newUsageDefaults,
  type RecordShape,
} from '@rt/domain';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { LookupTable } from '../../db/lookup-tables.ts';
import { badRequest } from '../../http/api-error.ts';
import { loadMaterialTypeLists } from '../lookup/material-types.ts';
import type { FullRecord } from './load-full-record.ts';
import {
  BIBLIO_BODY_FIELDS,
  USAGE_BODY_FIELDS,
  type BiblioValues,
  type BodyItem,
  type RecordBody,
  type UsageValues,
} from './record-body.ts';

/** What a record holds before a write: nothing for a new record. */
export type StoredItems = Pick<FullRecord, 'biblios' | 'usages' | 'biblio_usage'> & {
  notes: string | null;
  other_information: string | null;
};
export const NO_ITEMS: StoredItems = {
  biblios: [],
  usages: [],
  biblio_usage: [],
  notes: null,
  other_information: null,
};

type Resolved<V, S> = { item: BodyItem<V>; before: S | undefined; values: V };

/** A stored record as the link rules of domain/ see it: each item keyed by its id as text. */
export function shapeOf(record: Pick<FullRecord, 'biblios' | 'usages' | 'biblio_usage'>): RecordShape {
  return {
    biblios: record.biblios.map((b) => ({ key: String(b.id), active_flag: b.active_flag })),
    usages: record.usages.map((u) => ({ key: String(u.id), active_flag: u.active_flag })),
    links: record.biblio_usage.map((l) => ({
      biblio_key: String(l.biblio_id),
      usage_key: String(l.usage_id),
      active_flag: l.active_flag,
    })),
  };
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/** The columns whose stored value the body changes. */
function changedColumns<V extends object>(before: object | undefined, values: V, columns: readonly string[]): string[] {
  if (!before) return [];
  const old = before as Record<string, unknown>;
  const now = values as Record<string, unknown>;
  return columns.filter((column) => !same(old[column], now[column]));
}

/** Existing items merged with what the body sends; new items on the defaults of spec section 4. */
function resolve<V, S extends { id: number }>(
  list: 'biblios' | 'usages',
  items: BodyItem<V>[],
  stored: readonly S[],
  defaults: () => object,
): Resolved<V, S>[] {
  const byId = new Map(stored.map((row) => [row.id, row]));
  const what = list === 'biblios' ? 'Biblio' : 'Usage';
  return items.map((item) => {
    if (item.id === null) return { item, before: undefined, values: { ...defaults(), ...item.values } as V };
    const before = byId.get(item.id);
    if (!before) throw badRequest(`${what} ${item.id} is not part of this record`, `${list}.${item.index}.id`);
    const { id: _id, document_detail_id: _document, ...columns } = before as S & { document_detail_id: number };
    return { item, before, values: { ...columns, ...item.values } as V };
  });
}

/** Every lookup id the body names must be a row of its list: '{Label} {id} does not exist'. */
async function checkLookups(
  trx: Db,
  lists: Array<{ name: 'biblios' | 'usages'; items: Resolved<object, unknown>[]; fields: Record<string, unknown> }>,
) {
  const wanted = new Map<LookupTable, Map<number, string>>();
  for (const { name, items, fields } of lists) {
    for (const [column, kind] of Object.entries(fields)) {
      if (typeof kind !== 'object' || kind === null || !('lookup' in kind)) continue;
      const table = (kind as { lookup: LookupTable }).lookup;
      for (const { item, values } of items) {
        const id = (values as Record<string, unknown>)[column];
        if (typeof id !== 'number') continue;
        const ids = wanted.get(table) ?? new Map<number, string>();
        if (!ids.has(id)) ids.set(id, `${name}.${item.index}.${column}`);
        wanted.set(table, ids);
      }
    }
  }
  if (wanted.size === 0) return;
  // Every list in one statement: a save is a handful of round trips, not one per list.
  const loose = trx as unknown as Kysely<Record<string, { id: number; list: string }>>;
  const [first, ...rest] = [...wanted].map(([table, ids]) =>
    loose
      .selectFrom(table)
      .select(['id', sql.lit(table).as('list')])
      .where('id', 'in', [...ids.keys()]),
  );
  const found = await rest.reduce((query, next) => query.unionAll(next), first).execute();
  for (const [table, ids] of wanted) {
    const known = new Set(found.filter((row) => row.list === table).map((row) => row.id));
    for (const [id, field] of ids) {
      if (!known.has(id)) {
        const label = table.replace(/_/g, ' ');
        throw badRequest(`${label.charAt(0).toUpperCase()}${label.slice(1)} ${id} does not exist`, field);
      }
    }
  }
}

/**
 * Spec 4's minor type Text (minorTypeForMajor) on each biblio whose major type the write sets or
 * changes and whose minor type is blank; the two lists are read only when one does.
 */
async function defaultMinorTypes(trx: Db, biblios: Resolved<BiblioValues, { major_material_type: number | null }>[]) {
  const choosing = biblios.filter(
    ({ before, values }) =>
      (values.minor_material_type ?? null) === null &&
      (values.major_material_type ?? null) !== null &&
      values.major_material_type !== (before?.major_material_type ?? null),
  );
  if (choosing.length === 0) return;
  const lists = await loadMaterialTypeLists(
    trx,
    choosing.map((b) => b.values.major_material_type!),
  );
  for (const { values } of choosing)
    values.minor_material_type = minorTypeForMajor(values.major_material_type ?? null, null, lists);
}

/**
 * Validates the body against what the record holds and writes its biblios, usages and links: items
 * left out are deleted (their links and tags with them), existing ones updated where they differ,
 * new ones inserted, and the links replaced by the body's. Call it inside the write's transaction,
 * with the record row locked; the document row itself is the caller's to update.
 */
export async function writeRecordItems(
  trx: Db,
  documentId: number,
  stored: StoredItems,
  body: RecordBody,
): Promise<void> {
  const biblios = resolve<BiblioValues, StoredItems['biblios'][number]>(
    'biblios',
    body.biblios,
    stored.biblios,
    newBiblioDefaults,
  );
  for (const b of biblios) b.values.units_copied ??= DEFAULT_UNITS_COPIED;
  const firstDates = stored.usages.length > 0 ? stored.usages : body.usages.map((u) => u.values);
  const usages = resolve<UsageValues, StoredItems['usages'][number]>('usages', body.usages, stored.usages, () =>
    newUsageDefaults(firstDates),
  );

  await checkLookups(trx, [
    { name: 'biblios', items: biblios as Resolved<object, unknown>[], fields: BIBLIO_BODY_FIELDS },
    { name: 'usages', items: usages as Resolved<object, unknown>[], fields: USAGE_BODY_FIELDS },
  ]);
  const breach = checkRecordLinks({
    biblios: biblios.map((b) => ({ key: b.item.key, active_flag: b.values.active_flag ?? true })),
    usages: usages.map((u) => ({ key: u.item.key, active_flag: u.values.active_flag ?? true })),
    links: body.links,
  });
  if (breach) throw badRequest(breach.message, breach.field);
  await defaultMinorTypes(trx, biblios);
  // Each biblio as it will be stored: an exclusion condition's clearing made, its refusals judged.
  for (const b of biblios) {
    const { values, refusal } = biblioWrite(b.before, {
      ...b.values,
      exclusion_condition: b.values.exclusion_condition ?? null,
      work_id: b.values.work_id ?? null,
      recipient_id: b.values.recipient_id ?? null,
      recipient: b.values.recipient ?? null,
      new_work_request: b.values.new_work_request ?? false,
    });
    if (refusal) throw badRequest(refusal.message, `biblios.${b.item.index}.${refusal.field}`);
    b.values = values;
  }

  // Deletes first: the links and tags of what is left out go with it (foreign keys cascade).
  for (const [table, resolved] of [
    ['biblios', biblios],
    ['usages', usages],
  ] as const) {
    const kept = resolved.flatMap((r) => (r.item.id === null ? [] : [r.item.id]));
    // Read under the row lock: when every stored item is kept, there is nothing to delete.
    const storedIds = (table === 'biblios' ? stored.biblios : stored.usages).map((item) => item.id);
    if (storedIds.every((id) => kept.includes(id))) continue;
    let gone = trx.deleteFrom(table).where('document_detail_id', '=', documentId);
    if (kept.length > 0) gone = gone.where('id', 'not in', kept);
    await gone.execute();
  }

  const idByKey = { biblios: new Map<string, number>(), usages: new Map<string, number>() };
  for (const { item, before, values } of biblios) {
    if (!before) continue;
    idByKey.biblios.set(item.key, before.id);
    const columns = changedColumns(before, values, Object.keys(BIBLIO_BODY_FIELDS));
    if (columns.length === 0) continue;
    const set = Object.fromEntries(columns.map((c) => [c, (values as Record<string, unknown>)[c]]));
    await trx.updateTable('biblios').set(set).where('id', '=', before.id).execute();
  }
  for (const { item, before, values } of usages) {
    if (!before) continue;
    idByKey.usages.set(item.key, before.id);
    const columns = changedColumns(before, values, Object.keys(USAGE_BODY_FIELDS));
    if (columns.length === 0) continue;
    const set = Object.fromEntries(columns.map((c) => [c, (values as Record<string, unknown>)[c]]));
    await trx.updateTable('usages').set(set).where('id', '=', before.id).execute();
  }

  // New items in the body's order; PostgreSQL answers a multi-row insert's rows in that order.
  const newBiblios = biblios.filter((b) => !b.before);
  if (newBiblios.length > 0) {
    const rows = await trx
      .insertInto('biblios')
      .values(newBiblios.map((b) => ({ ...b.values, document_detail_id: documentId })))
      .returning('id')
      .execute();
    rows.forEach((row, i) => idByKey.biblios.set(newBiblios[i].item.key, row.id));
  }
  const newUsages = usages.filter((u) => !u.before);
  if (newUsages.length > 0) {
    const rows = await trx
      .insertInto('usages')
      .values(newUsages.map((u) => ({ ...u.values, document_detail_id: documentId })))
      .returning('id')
      .execute();
    rows.forEach((row, i) => idByKey.usages.set(newUsages[i].item.key, row.id));
  }

  const links = body.links.map((l) => ({
    document_detail_id: documentId,
    biblio_id: idByKey.biblios.get(l.biblio_key)!,
    usage_id: idByKey.usages.get(l.usage_key)!,
    active_flag: l.active_flag,
  }));
  const storedLinks = new Map(stored.biblio_usage.map((l) => [`${l.biblio_id}:${l.usage_id}`, l.active_flag]));
  const unchanged =
    links.length === stored.biblio_usage.length &&
    links.every((l) => storedLinks.get(`${l.biblio_id}:${l.usage_id}`) === l.active_flag);
  if (!unchanged) {
    await trx.deleteFrom('biblio_usages').where('document_detail_id', '=', documentId).execute();
    if (links.length > 0) await trx.insertInto('biblio_usages').values(links).execute();
  }
}
