import { sql } from 'kysely';
import type { DocumentSpec, Executor, NewRow, Row, TableName } from './factories.ts';
import { coveringLinks } from './factories.ts';

/**
 * Records by the ten thousand, for the demo's research history: the same specs as insertDocuments
 * takes, written a few thousand rows a statement as one JSON parameter each
 * (`jsonb_populate_recordset`), which is several times faster on the embedded engine than rows of
 * bind parameters. Each spec needs its own external_reference_id and batch_id.
 */

/** What the seed reads back of a record: enough to tag its pages and to write its history. */
export type BulkDocument = {
  document: Pick<Row<'document_details'>, 'id' | 'external_reference_id' | 'total_pages' | 'is_tagged'>;
  biblios: Pick<Row<'biblios'>, 'id' | 'active_flag' | 'unidentifiable' | 'new_work_request'>[];
};

/** Rows per statement: a few megabytes of JSON at most. */
const ROWS_PER_STATEMENT = 4000;

/**
 * Inserts rows of one table from JSON. A column that only some rows name takes its default in the
 * others, as a multi-row VALUES does. Answers the `returning` columns, in the order given.
 */
export async function insertRowsFromJson<T extends TableName, K extends keyof Row<T> & string = never>(
  db: Executor,
  table: T,
  rows: readonly NewRow<T>[],
  returning: readonly K[] = [],
): Promise<Pick<Row<T>, K>[]> {
  if (rows.length === 0) return [];
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const { rows: defaults } = await sql<{ column_name: string; column_default: string }>`
    select column_name, column_default from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and column_default is not null`.execute(db);
  const defaultOf = new Map(defaults.map((d) => [d.column_name, d.column_default]));
  const values = columns.map((column) => {
    const given = sql`x.${sql.ref(column)}`;
    const fallback = defaultOf.get(column);
    // The default is the table's own expression, read from the catalogue just above.
    return fallback ? sql`coalesce(${given}, ${sql.raw(fallback)})` : given;
  });
  const stored: Pick<Row<T>, K>[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const { rows: inserted } = await sql<Pick<Row<T>, K>>`
      insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
      select ${sql.join(values)}
      from jsonb_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(chunk)}::jsonb) with ordinality as x
      order by x.ordinality
      ${returning.length > 0 ? sql`returning ${sql.join(returning.map((c) => sql.ref(c)))}` : sql``}`.execute(db);
    stored.push(...inserted);
  }
  return stored;
}

/** Children grouped per parent in the order given; checks that the rows came back in that order. */
function groupByParent<C extends { document_detail_id: number }>(
  parentIds: readonly number[],
  counts: readonly number[],
  stored: readonly C[],
): C[][] {
  let offset = 0;
  return parentIds.map((parentId, i) => {
    const group = stored.slice(offset, offset + counts[i]);
    offset += counts[i];
    if (group.some((child) => child.document_detail_id !== parentId))
      throw new Error('insertDocumentsInBulk: rows came back in another order than given');
    return group;
  });
}

/** The records with their biblios, usages and links; whoever holds a record has its batch assigned. */
export async function insertDocumentsInBulk(db: Executor, specs: readonly DocumentSpec[]): Promise<BulkDocument[]> {
  const documents: Omit<DocumentSpec, 'biblios' | 'usages' | 'links'>[] = [];
  for (const { biblios, usages, links: _links, ...document } of specs) {
    if (
      !document.external_reference_id ||
      !document.batch_id ||
      typeof biblios === 'number' ||
      typeof usages === 'number'
    )
      throw new Error(
        'insertDocumentsInBulk needs an external_reference_id, a batch_id and biblios and usages as rows',
      );
    documents.push(document);
  }
  const stored = await insertRowsFromJson(db, 'document_details', documents as NewRow<'document_details'>[], [
    'id',
    'external_reference_id',
    'total_pages',
    'is_tagged',
  ]);
  const ids = stored.map((d, i) => {
    if (d.external_reference_id !== documents[i].external_reference_id)
      throw new Error('insertDocumentsInBulk: records came back in another order than given');
    return d.id;
  });

  const biblioLists = specs.map((s) => (s.biblios ?? []) as NonNullable<Exclude<DocumentSpec['biblios'], number>>);
  const usageLists = specs.map((s) => (s.usages ?? []) as NonNullable<Exclude<DocumentSpec['usages'], number>>);
  const biblios = groupByParent(
    ids,
    biblioLists.map((list) => list.length),
    await insertRowsFromJson(
      db,
      'biblios',
      biblioLists.flatMap((list, i) => list.map((b) => ({ ...b, document_detail_id: ids[i] }))),
      ['id', 'document_detail_id', 'active_flag', 'unidentifiable', 'new_work_request'],
    ),
  );
  const usages = groupByParent(
    ids,
    usageLists.map((list) => list.length),
    await insertRowsFromJson(
      db,
      'usages',
      usageLists.flatMap((list, i) => list.map((u) => ({ ...u, document_detail_id: ids[i] }))),
      ['id', 'document_detail_id'],
    ),
  );
  await insertRowsFromJson(
    db,
    'biblio_usages',
    specs.flatMap((spec, i) =>
      (spec.links ?? coveringLinks(biblios[i].length, usages[i].length)).map((link) => ({
        document_detail_id: ids[i],
        biblio_id: biblios[i][link.biblio].id,
        usage_id: usages[i][link.usage].id,
        active_flag: link.active_flag ?? true,
      })),
    ),
  );

  const pairs = new Set(
    documents.filter((d) => d.assigned_user_id != null).map((d) => `${d.batch_id}:${d.assigned_user_id}`),
  );
  if (pairs.size > 0) {
    await db
      .insertInto('batch_users')
      .values(
        [...pairs].map((pair) => {
          const [batch_id, user_id] = pair.split(':').map(Number);
          return { batch_id, user_id };
        }),
      )
      .onConflict((c) => c.columns(['batch_id', 'user_id']).doNothing())
      .execute();
  }

  return stored.map((document, i) => ({
    document,
    biblios: biblios[i].map(({ id, active_flag, unidentifiable, new_work_request }) => ({
      id,
      active_flag,
      unidentifiable,
      new_work_request,
    })),
  }));
}
