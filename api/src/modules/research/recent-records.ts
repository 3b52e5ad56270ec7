import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

export const RECENT_RECORDS_LIMIT = 20;

/** A biblio's major or minor title contains the text (a null minor title makes the test null). */
export const titleMatches = (table: string, pattern: string) =>
  sql<boolean>`(${sql.ref(`${table}.major_title`)} ilike ${pattern} or ${sql.ref(`${table}.minor_title`)} ilike ${pattern})`;

/**
 * A record as the Find a Record modal lists it: its first biblio's titles and material types,
 * its collection and batch. A lateral join reads just the first biblio of each record. Given a
 * search `pattern`, that is the first biblio whose title matches, and the minor title shows only
 * when the search matches it (spec section 2). Shared by 'Recently Completed' and find_records.
 */
export function selectRecordSummaries(db: Db, pattern?: string) {
  return db
    .selectFrom('document_details as dd')
    .innerJoin('batches as b', 'b.id', 'dd.batch_id')
    .innerJoin('research_collections as rc', 'rc.id', 'b.research_collection_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('biblios')
          .select([
            'biblios.major_title',
            'biblios.minor_title',
            'biblios.major_material_type',
            'biblios.minor_material_type',
          ])
          .whereRef('biblios.document_detail_id', '=', 'dd.id')
          .$if(pattern !== undefined, (q) =>
            q.orderBy(sql`coalesce(${titleMatches('biblios', pattern!)}, false)`, 'desc'),
          )
          .orderBy('biblios.id')
          .limit(1)
          .as('fb'),
      (join) => join.onTrue(),
    )
    .leftJoin('major_material_type as major', 'major.id', 'fb.major_material_type')
    .leftJoin('minor_material_type as minor', 'minor.id', 'fb.minor_material_type')
    .select([
      'dd.id',
      'dd.external_reference_id',
      'fb.major_title',
      pattern === undefined
        ? sql<string | null>`fb.minor_title`.as('minor_title')
        : sql<string | null>`case when fb.minor_title ilike ${pattern} then fb.minor_title end`.as('minor_title'),
      // The lookup values, not ids: the modal shows them as text.
      'major.value as major_material_type',
      'minor.value as minor_material_type',
      'rc.collection_title',
      'b.period',
      'b.period_number',
      'dd.researched_at',
      'dd.updated_at',
    ]);
}

/** The records a user researched most recently, newest first: the modal's 'Recently Completed'. */
export function recentRecords(db: Db, userId: number) {
  // (researched_by, researched_at) is indexed: the newest 20 are read from the index, not sorted.
  return selectRecordSummaries(db)
    .where('dd.researched_by', '=', userId)
    .where('dd.researched_at', 'is not', null)
    .orderBy('dd.researched_at', 'desc')
    .orderBy('dd.id', 'desc')
    .limit(RECENT_RECORDS_LIMIT)
    .execute();
}
