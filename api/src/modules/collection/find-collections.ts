import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { containsPattern } from '../../db/contains-pattern.ts';

export type CollectionFilter = {
  id?: number;
  /** The list's 'Show all collections' toggle; by default hidden collections are left out. */
  includeHidden?: boolean;
  /** Case-insensitive part of the title. */
  titleContains?: string;
};

/**
 * The collection row every collection call answers: scheme and template names and batch counts in
 * one grouped query, so a list of any length costs one round trip. Exported so the full record
 * embeds the same row.
 */
export function selectCollectionRows(db: Db) {
  return db
    .selectFrom('research_collections as rc')
    .innerJoin('licence_schemes as ls', 'ls.id', 'rc.licence_scheme_id')
    .innerJoin('research_templates as rt', 'rt.id', 'rc.research_template_id')
    .leftJoin('batches as b', 'b.research_collection_id', 'rc.id')
    .select((eb) => [
      'rc.id',
      'rc.collection_title',
      'rc.licence_scheme_id',
      'rc.research_template_id',
      'rc.target_complete_date',
      // The spec reads an unset status as show.
      sql<'show' | 'hide'>`coalesce(rc.status, 'show')`.as('status'),
      sql<number>`count(b.id) filter (where b.status = 'locked')`.as('locked_batch_count'),
      eb.fn.count<number>('b.id').as('total_batch_count'),
      // 'schema' is the spec's spelling of the field.
      'ls.value as licence_schema_name',
      'rt.template_name',
    ])
    .groupBy(['rc.id', 'ls.id', 'rt.id']);
}

export function findCollections(db: Db, filter: CollectionFilter = {}) {
  let query = selectCollectionRows(db).orderBy('rc.id');

  if (filter.id !== undefined) query = query.where('rc.id', '=', filter.id);
  if (!filter.includeHidden)
    query = query.where((eb) => eb.or([eb('rc.status', '=', 'show'), eb('rc.status', 'is', null)]));
  if (filter.titleContains !== undefined) {
    query = query.where('rc.collection_title', 'ilike', containsPattern(filter.titleContains));
  }
  return query.execute();
}

export type CollectionRow = Awaited<ReturnType<typeof findCollections>>[number];
